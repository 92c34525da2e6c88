import { BodyReader } from './body-reader';
import type { FrameSet } from './profile';

/**
 * AFN B0H, the centre's query of the real-time values: C's type code names the parameter, and
 * the product asks for 0011B, water flow and volume (what the meter bills); a time label follows.
 * The answer is read as a report (report-frames.ts).
 */
const QUERY = 0xb0;
const WATER_VOLUME = 0x3;

export const queryFrames: FrameSet = {
  down: {
    [QUERY]: ({ body }) => {
      new BodyReader(body, '查询实时值').downTail(false);
      return { kind: 'query' };
    },
  },
  commands: { query: () => ({ afn: QUERY, code: WATER_VOLUME, body: Buffer.alloc(0), timeLabel: true }) },
};
