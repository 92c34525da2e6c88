import { BodyReader, MalformedFrame } from './body-reader';
import type { BodyWriter } from './body-writer';

/**
 * The fixed fields of the IC-card controller's frames (profile ic-card-v1, E0H–E5H): money in
 * yuan and meters in m³ / kWh on the wire, in BCD, whose digits are the product's fen, litres
 * and Wh; a field of all FF bytes is "not given" (as the standard fills a missing value with F,
 * 6.6.4.4 d).
 */
export const VENDOR_FN = { SWIPE: 0xe0, STOP: 0xe1, BLACKLIST: 0xe2, RECORDS: 0xe3, RECHARGE: 0xe4, REMAINING: 0xe5 } as const;

/** Card and order numbers: a length byte and ASCII. */
export const NUMBER_BYTES = 32;
/** Reasons and messages: a length byte and UTF-8. */
export const TEXT_BYTES = 60;
/** Cards in one blacklist frame. */
export const BLACKLIST_CARDS = 20;

const YUAN_BYTES = 4;
const METER_BYTES = 6;

const isAbsent = (bytes: Buffer) => bytes.every((b) => b === 0xff);

function bcdNumber(r: BodyReader, bytes: number, what: string, optional: true): number | undefined;
function bcdNumber(r: BodyReader, bytes: number, what: string, optional: false): number;
function bcdNumber(r: BodyReader, bytes: number, what: string, optional: boolean): number | undefined {
  if (optional && r.peek() === 0xff) {
    if (!isAbsent(r.take(bytes, what))) throw new MalformedFrame(`${what}: neither a number nor all FF`);
    return undefined;
  }
  return Number(r.digits(bytes, what));
}

function writeBcd(w: BodyWriter, value: number | undefined, bytes: number, what: string): void {
  if (value === undefined) {
    w.bytes(Buffer.alloc(bytes, 0xff));
    return;
  }
  if (!Number.isSafeInteger(value) || value < 0 || String(value).length > bytes * 2)
    throw new Error(`${what} ${value} does not fit ${bytes} BCD bytes`);
  w.digits(String(value).padStart(bytes * 2, '0'));
}

/** Fen as yuan with 2 decimals, 4 bytes (up to 999 999.99 yuan). */
export const readFen = (r: BodyReader, what: string) => bcdNumber(r, YUAN_BYTES, what, false);
export const readOptionalFen = (r: BodyReader, what: string) => bcdNumber(r, YUAN_BYTES, what, true);
export const writeFen = (w: BodyWriter, fen: number | undefined, what: string) => writeBcd(w, fen, YUAN_BYTES, what);

/** Fen that may be below zero: a sign byte (00, or FF for minus, as 6.6.3.3 marks it) and 4 bytes. */
export function readSignedFen(r: BodyReader, what: string): number {
  const sign = r.byte(what);
  if (sign !== 0 && sign !== 0xff) throw new MalformedFrame(`${what}: sign byte ${sign}`);
  const fen = readFen(r, what);
  return sign === 0xff ? -fen : fen;
}
export function writeSignedFen(w: BodyWriter, fen: number, what: string): void {
  w.byte(fen < 0 ? 0xff : 0);
  writeFen(w, Math.abs(fen), what);
}

/** Litres or Wh as m³ or kWh with 3 decimals, 6 bytes. */
export const readMeter = (r: BodyReader, what: string) => bcdNumber(r, METER_BYTES, what, false);
export const readOptionalMeter = (r: BodyReader, what: string) => bcdNumber(r, METER_BYTES, what, true);
export const writeMeter = (w: BodyWriter, value: number | undefined, what: string) => writeBcd(w, value, METER_BYTES, what);

/** An answer's result: 00 done, anything else refused (01 when we write it), then the reason. */
export function readResult(r: BodyReader): { ok: boolean; reason?: string } {
  const ok = r.byte('the result') === 0;
  const reason = r.text(TEXT_BYTES, 'the reason');
  return reason ? { ok, reason } : { ok };
}
export function writeResult(w: BodyWriter, ok: boolean, reason: string | undefined): void {
  w.byte(ok ? 0 : 1).text(reason ?? '', TEXT_BYTES, 'the reason');
}
