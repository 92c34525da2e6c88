import type { FieldDrop, FieldFramer } from '../field-message';
import { CONTROL, END_BYTES, FRAME_OVERHEAD, HEADER_BYTES, MAX_BODY_BYTES } from './frame-layout';

const START = Buffer.of(0x7e, 0x7e);

type Cut = { frame: Buffer } | { drop: FieldDrop; bytes: number };

/**
 * Cuts a socket's bytes into SL 651 frames by the length in their header. It keeps at most one
 * partial frame (under MAX_FRAME_BYTES) between reads: bytes before `7E 7E` are dropped at once
 * (`garbage`), and a header that cannot start a frame (a direction neither up nor down or an
 * empty body: `length`; a body over our bound: `oversized`; no STX/SYN after the header, or
 * no end byte where the length puts it: `malformed`) drops its first byte, and what follows is
 * searched again for the next `7E 7E` (a true start may hide one byte on, as in 7E 7E 7E). The CRC is the decoder's to check.
 */
export function createSl651Framer(): FieldFramer {
  let pending = Buffer.alloc(0);
  return {
    push(chunk) {
      const bytes = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      const cuts: Cut[] = [];
      const drop = (reason: FieldDrop, count: number) => {
        if (count === 0) return;
        const last = cuts.at(-1);
        if (last && 'drop' in last && last.drop === reason) last.bytes += count;
        else cuts.push({ drop: reason, bytes: count });
      };
      let pos = 0;
      for (;;) {
        const at = bytes.indexOf(START, pos);
        if (at < 0) {
          // a last 7E may be the first half of the next start
          const keep = bytes.length > pos && bytes[bytes.length - 1] === 0x7e ? 1 : 0;
          drop('garbage', bytes.length - pos - keep);
          pos = bytes.length - keep;
          break;
        }
        drop('garbage', at - pos);
        pos = at;
        if (bytes.length - pos < HEADER_BYTES + 1) break;
        const dirLength = bytes.readUInt16BE(pos + 11);
        const direction = dirLength >> 12;
        const length = dirLength & 0xfff;
        const start = bytes[pos + HEADER_BYTES]!;
        const refused: FieldDrop | null =
          (direction !== 0 && direction !== 8) || length === 0
            ? 'length'
            : length > MAX_BODY_BYTES
              ? 'oversized'
              : start !== CONTROL.STX && start !== CONTROL.SYN
                ? 'malformed'
                : null;
        if (refused) {
          drop(refused, 1);
          pos += 1;
          continue;
        }
        const total = FRAME_OVERHEAD + length;
        if (bytes.length - pos < total) break;
        if (!END_BYTES.has(bytes[pos + total - 3]!)) {
          drop('malformed', 1);
          pos += 1;
          continue;
        }
        cuts.push({ frame: Buffer.from(bytes.subarray(pos, pos + total)) });
        pos += total;
      }
      // a copy: the rest must not keep a large chunk alive
      pending = Buffer.from(bytes.subarray(pos));
      return cuts;
    },
  };
}
