import { BUSINESS_UTC_OFFSET_MINUTES } from '../../../../src/api/contract/business-time';
import { readBcdByte, writeBcdByte } from './bcd';
import { malformed } from './frame-error';

/**
 * The time label Tp: SZY206-2016 writes second, minute, hour, day (BCD) and the allowed delay in
 * minutes (binary), 5 bytes; SL/T 427-2021 adds month and year before the delay, 7 bytes. Times
 * are the terminal's clock in China Standard Time. Only the 7-byte label names an instant.
 */
export const TIME_LABEL_LENGTHS = [5, 7] as const;
export type TimeLabelLength = (typeof TIME_LABEL_LENGTHS)[number];

const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
/** [unit, lowest, highest] of second, minute, hour, day, month, year. */
const FIELDS = [
  ['second', 0, 59],
  ['minute', 0, 59],
  ['hour', 0, 23],
  ['day', 1, 31],
  ['month', 1, 12],
  ['year', 0, 99],
] as const;

/** `date` as `count` BCD bytes from the second up (6: a whole date-time, as the records write it). */
export function writeClock(date: Date, count: 4 | 6): Buffer {
  const d = new Date(date.getTime() + OFFSET_MS);
  const parts = [d.getUTCSeconds(), d.getUTCMinutes(), d.getUTCHours(), d.getUTCDate(), d.getUTCMonth() + 1, d.getUTCFullYear() % 100];
  return Buffer.from(parts.slice(0, count).map(writeBcdByte));
}

/** Reads `bytes.length` (4 or 6) clock bytes; with 6, the instant they name (years 2000 to 2099). */
export function readClock(bytes: Uint8Array, what: string): number | undefined {
  const parts = Array.from(bytes, (byte, i) => {
    const [unit, lowest, highest] = FIELDS[i]!;
    const n = readBcdByte(byte, `${what} ${unit}`);
    if (n < lowest || n > highest) throw malformed(`${what}: ${unit} ${n} cannot be`);
    return n;
  });
  if (parts.length < 6) return undefined;
  const [second, minute, hour, day, month, year] = parts as [number, number, number, number, number, number];
  const utc = Date.UTC(2000 + year, month - 1, day, hour, minute, second);
  if (new Date(utc).getUTCDate() !== day) throw malformed(`${what}: day ${day} is not in month ${month}`);
  return utc - OFFSET_MS;
}

/** A time label for a frame sent at `now`, with no allowed delay (0: the receiver does not judge its age). */
export function writeTimeLabel(now: Date, length: TimeLabelLength): Buffer {
  return Buffer.concat([writeClock(now, length === 5 ? 4 : 6), Buffer.of(0)]);
}

export function readTimeLabel(bytes: Uint8Array): { at?: number } {
  const at = readClock(bytes.subarray(0, bytes.length - 1), 'time label');
  return at === undefined ? {} : { at };
}
