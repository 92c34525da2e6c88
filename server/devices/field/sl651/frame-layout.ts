import type { FieldDrop } from '../field-message';
import { crc16 } from './crc';

/**
 * The HEX/BCD frame of SL 651-2014 (6.5, tables 20 and 21), the only one this codec speaks:
 *
 *   7E 7E | centre (1) station (5) up, station (5) centre (1) down | password (2) | function (1)
 *   | direction (high 4 bits: 0 up, 8 down) + body length (low 12 bits) | STX or SYN
 *   | body | end byte | CRC-16, high byte first
 */
export const CONTROL = { STX: 0x02, SYN: 0x16, ETX: 0x03, ETB: 0x17, ENQ: 0x05, EOT: 0x04, ACK: 0x06, NAK: 0x15, ESC: 0x1b } as const;

/** The end bytes of table 10: a station ends with ETX (nothing follows) or ETB (more follows), the centre with the others. */
export const UP_END_BYTES: ReadonlySet<number> = new Set([CONTROL.ETX, CONTROL.ETB]);
export const DOWN_END_BYTES: ReadonlySet<number> = new Set([CONTROL.ENQ, CONTROL.ACK, CONTROL.NAK, CONTROL.EOT, CONTROL.ESC]);
export const END_BYTES: ReadonlySet<number> = new Set([...UP_END_BYTES, ...DOWN_END_BYTES]);

export const HEADER_BYTES = 13;
/** Header, start byte, end byte and CRC: a frame is this plus its body. */
export const FRAME_OVERHEAD = 17;
/** Our bound on a whole frame (the standard allows bodies of 4095 bytes): what a well says fits in far less. */
export const MAX_FRAME_BYTES = 1024;
export const MAX_BODY_BYTES = MAX_FRAME_BYTES - FRAME_OVERHEAD;

const DOWN = 0x8;

export interface Envelope {
  up: boolean;
  centre: number;
  /** The station address as 10 hex digits (upper case). */
  station: string;
  /** The password field as 4 hex digits (upper case). */
  password: string;
  fn: number;
  /** STX, or SYN for a multi-packet (M3) frame. */
  start: number;
  body: Buffer;
  end: number;
}

export type EnvelopeResult = ({ ok: true } & Envelope) | { ok: false; drop: FieldDrop; detail: string };

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex').toUpperCase();

/** A whole frame's envelope, its CRC checked first (so that any one changed bit is a `crc` drop); the body is not read. */
export function readEnvelope(frame: Buffer): EnvelopeResult {
  if (frame.length < FRAME_OVERHEAD)
    return { ok: false, drop: 'length', detail: `a frame of ${frame.length} bytes is shorter than its header` };
  const crc = frame.readUInt16BE(frame.length - 2);
  const computed = crc16(frame.subarray(0, frame.length - 2));
  if (crc !== computed) return { ok: false, drop: 'crc', detail: `CRC ${crc.toString(16)} where the frame gives ${computed.toString(16)}` };
  if (frame[0] !== 0x7e || frame[1] !== 0x7e) return { ok: false, drop: 'malformed', detail: 'the frame does not start with 7E 7E' };
  const dirLength = frame.readUInt16BE(11);
  const direction = dirLength >> 12;
  const length = dirLength & 0xfff;
  if (direction !== 0 && direction !== DOWN)
    return { ok: false, drop: 'length', detail: `direction ${direction} is neither up (0) nor down (8)` };
  if (FRAME_OVERHEAD + length !== frame.length) {
    return { ok: false, drop: 'length', detail: `a body of ${length} bytes in a frame of ${frame.length}` };
  }
  const start = frame[13]!;
  if (start !== CONTROL.STX && start !== CONTROL.SYN)
    return { ok: false, drop: 'malformed', detail: `start byte ${start} is neither STX nor SYN` };
  const end = frame[14 + length]!;
  if (!END_BYTES.has(end)) return { ok: false, drop: 'malformed', detail: `end byte ${end} is none of the standard's` };
  const up = direction === 0;
  return {
    ok: true,
    up,
    centre: up ? frame[2]! : frame[7]!,
    station: hex(up ? frame.subarray(3, 8) : frame.subarray(2, 7)),
    password: hex(frame.subarray(8, 10)),
    fn: frame[10]!,
    start,
    body: frame.subarray(14, 14 + length),
    end,
  };
}

/** A station address (10 hex digits) or password (4) as bytes; a bad one is the caller's mistake. */
export function hexField(text: string, digits: number, what: string): Buffer {
  if (!new RegExp(`^[0-9A-Fa-f]{${digits}}$`).test(text)) throw new Error(`an SL 651 ${what} is ${digits} hex digits, not "${text}"`);
  return Buffer.from(text, 'hex');
}

export interface FrameParts {
  up: boolean;
  centre: number;
  station: string;
  password: string;
  fn: number;
  body: Buffer;
  end: number;
}

/** A frame with STX (a single packet), its length and CRC. */
export function buildFrame(p: FrameParts): Buffer {
  if (p.body.length > MAX_BODY_BYTES)
    throw new Error(`an SL 651 body of ${p.body.length} bytes is over the ${MAX_BODY_BYTES} this codec allows`);
  if (!Number.isInteger(p.centre) || p.centre < 0 || p.centre > 255) throw new Error(`an SL 651 centre address is 0–255, not ${p.centre}`);
  if (!Number.isInteger(p.fn) || p.fn < 0 || p.fn > 255) throw new Error(`an SL 651 function code is one byte, not ${p.fn}`);
  const station = hexField(p.station, 10, 'station address');
  const addresses = p.up ? [Buffer.of(p.centre), station] : [station, Buffer.of(p.centre)];
  const dirLength = Buffer.alloc(2);
  dirLength.writeUInt16BE(((p.up ? 0 : DOWN) << 12) | p.body.length);
  const head = Buffer.concat([
    Buffer.of(0x7e, 0x7e),
    ...addresses,
    hexField(p.password, 4, 'password'),
    Buffer.of(p.fn),
    dirLength,
    Buffer.of(CONTROL.STX),
    p.body,
    Buffer.of(p.end),
  ]);
  const crc = Buffer.alloc(2);
  crc.writeUInt16BE(crc16(head));
  return Buffer.concat([head, crc]);
}
