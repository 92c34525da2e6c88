import { BodyReader } from './body-reader';
import { hex } from './hex';
import { malformed } from './frame-error';
import type { FrameSet } from './profile';

/**
 * AFN 02H, link check: the terminal logs in (F0H), logs out (F1H) or keeps the link (F2H); the
 * centre answers each with the same byte, turned downward (as BLG's RTU tool answers them).
 */
const LINK_CODES = { login: 0xf0, logout: 0xf1, heartbeat: 0xf2 } as const;
const LINKS = Object.fromEntries(Object.entries(LINK_CODES).map(([link, code]) => [code, link as keyof typeof LINK_CODES]));
const AFN = 0x02;

function readLink(body: Buffer) {
  const reader = new BodyReader(body, '链路检测');
  const code = reader.byte('the link code');
  const link = LINKS[code];
  if (!link) throw malformed(`链路检测: ${hex(code)} is none of F0H, F1H, F2H`);
  return { code, link, reader };
}

export const linkFrames: FrameSet = {
  up: {
    [AFN]: ({ body }) => {
      const { code, link, reader } = readLink(body);
      reader.upTail();
      return { up: [{ kind: 'link', link }], answer: { afn: AFN, body: Buffer.of(code) } };
    },
  },
  down: {
    [AFN]: ({ body }) => {
      readLink(body).reader.downTail(false);
      return null;
    },
  },
  ups: { link: (up) => ({ afn: AFN, code: 0, body: Buffer.of(LINK_CODES[up.link]) }) },
};
