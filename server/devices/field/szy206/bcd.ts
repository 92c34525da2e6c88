import { malformed } from './frame-error';
import { hex } from './hex';

/** Packed BCD as the standard writes numbers: two digits a byte, the low-order byte first. */

export function readBcdByte(byte: number, what: string): number {
  const tens = byte >> 4;
  const units = byte & 0x0f;
  if (tens > 9 || units > 9) throw malformed(`${what}: ${hex(byte)} is not a BCD byte`);
  return tens * 10 + units;
}

export const writeBcdByte = (n: number) => ((Math.floor(n / 10) % 10) << 4) | (n % 10);

/** `bytes` as an unsigned decimal number, the first byte holding the two lowest digits. */
export function readBcd(bytes: Uint8Array, what: string): number {
  let value = 0;
  for (let i = bytes.length - 1; i >= 0; i--) value = value * 100 + readBcdByte(bytes[i]!, what);
  return value;
}

/** `value` (a whole number of at most 2 × `length` digits) in `length` bytes, lowest digits first. */
export function writeBcd(value: number, length: number, what: string): Buffer {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 100 ** length) {
    throw new RangeError(`${what}: ${value} does not fit ${length} BCD bytes`);
  }
  const out = Buffer.alloc(length);
  let rest = value;
  for (let i = 0; i < length; i++) {
    out[i] = writeBcdByte(rest % 100);
    rest = Math.floor(rest / 100);
  }
  return out;
}

/** The standard fills a value the terminal does not measure with AAH bytes. */
export const isAbsent = (bytes: Uint8Array) => bytes.length > 0 && bytes.every((b) => b === 0xaa);
export const absent = (length: number) => Buffer.alloc(length, 0xaa);
