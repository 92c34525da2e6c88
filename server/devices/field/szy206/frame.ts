import { crc8 } from './crc8';
import { FrameError, malformed } from './frame-error';
import { hex } from './hex';
import { readStation } from './station';

/**
 * The frame: `68 L 68 | C [DIVS] A AFN data [PW] [Tp] | CS 16`. L counts the user data (C through
 * the time label, 1 byte, so at most 255); CS is its CRC-8. C: D7 DIR (1 terminal → centre),
 * D6 DIV (split frame: a DIVS count byte follows), D5–D4 FCB, D3–D0 the command and type code.
 * AFN is one byte, or two for the user-defined range (FFH then the vendor's code).
 */
export const START = 0x68;
export const END = 0x16;
/** C, A and a one-byte AFN: the least a frame holds. */
export const MIN_USER_DATA = 7;
export const MAX_USER_DATA = 255;
export const MAX_FRAME = MAX_USER_DATA + 5;

export const DIR_UP = 0x80;
const DIV = 0x40;
/** FCB 3: a first sending (the standard counts it down on each repeat). */
export const FCB_FIRST = 0x30;
export const USER_AFN = 0xff;

export interface ParsedFrame {
  control: number;
  /** The DIVS count of a split frame. */
  split?: number;
  address: Buffer;
  station: string;
  afn: number;
  /** Data, password and time label: what follows the AFN. */
  body: Buffer;
}

/** The checks any receiver makes before reading a field: start, length, end, CRC, direction. */
export function parseFrame(frame: Buffer, direction: 'up' | 'down'): ParsedFrame {
  if (frame.length < 3 || frame[0] !== START || frame[2] !== START) throw malformed('no 68 L 68 head');
  const length = frame[1]!;
  if (length < MIN_USER_DATA) throw new FrameError('length', `L ${length} is shorter than C, A and AFN`);
  if (frame.length !== length + 5) throw new FrameError('length', `L ${length} says ${length + 5} bytes, the frame has ${frame.length}`);
  if (frame[length + 4] !== END) throw malformed('no 16 end byte');
  const userData = frame.subarray(3, 3 + length);
  const cs = crc8(userData);
  if (cs !== frame[3 + length]) throw new FrameError('crc', `CS ${hex(frame[3 + length]!)} where the CRC is ${hex(cs)}`);
  const control = userData[0]!;
  if ((control & DIR_UP) !== (direction === 'up' ? DIR_UP : 0)) {
    throw malformed(
      direction === 'up' ? 'a centre-to-terminal frame (DIR 0) sent by a terminal' : 'a terminal frame (DIR 1) sent by the centre',
    );
  }
  let at = 1;
  const split = control & DIV ? userData[at++] : undefined;
  if (userData.length < at + 6) throw malformed('too short for A and AFN');
  const address = Buffer.from(userData.subarray(at, at + 5));
  at += 5;
  let afn = userData[at++]!;
  if (afn === USER_AFN) {
    if (at >= userData.length) throw malformed('user-defined AFN without its code');
    afn = (USER_AFN << 8) | userData[at++]!;
  }
  const station = readStation(address);
  return { control, ...(split === undefined ? {} : { split }), address, station, afn, body: Buffer.from(userData.subarray(at)) };
}

export function buildFrame(parts: { control: number; address: Buffer; afn: number; body: Buffer }): Buffer {
  const afn = parts.afn > 0xff ? Buffer.of(parts.afn >> 8, parts.afn & 0xff) : Buffer.of(parts.afn);
  const userData = Buffer.concat([Buffer.of(parts.control), parts.address, afn, parts.body]);
  if (userData.length > MAX_USER_DATA) throw new RangeError(`SZY206 frame of ${userData.length} bytes of user data: L holds 255 at most`);
  return Buffer.concat([Buffer.of(START, userData.length, START), userData, Buffer.of(crc8(userData), END)]);
}

/** The centre's answer to a terminal's frame: DIR 0, not split, the same FCB and type code. */
export const answerControl = (control: number) => control & 0x3f;
