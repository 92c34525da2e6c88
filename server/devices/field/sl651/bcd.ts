import { BUSINESS_UTC_OFFSET_MINUTES } from '../../../../src/api/contract/business-time';

/**
 * BCD as SL 651-2014 writes it: two decimal digits a byte, high nibble first (6.6.3.1). The
 * terminals' clocks keep China time (the merchants' zone), so their times are read as UTC+8.
 */

/** The digits of BCD bytes, or null when a nibble is not a decimal digit. */
export function bcdDigits(bytes: Uint8Array): string | null {
  let digits = '';
  for (const byte of bytes) {
    const high = byte >> 4;
    const low = byte & 0x0f;
    if (high > 9 || low > 9) return null;
    digits += String(high) + String(low);
  }
  return digits;
}

/** `digits` (an even count of decimal digits) as BCD bytes. */
export function bcdBytes(digits: string): Buffer {
  if (!/^(\d\d)*$/.test(digits)) throw new Error(`not an even count of decimal digits: ${digits}`);
  return Buffer.from(digits, 'hex');
}

const ZONE_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;

/** YYMMDDhhmm[ss] digits (years 2000–2099) to ms, or null when no such moment exists. */
export function timeFromDigits(digits: string): number | null {
  const [yy, mo, dd, hh, mi, ss = 0] = (digits.match(/\d\d/g) ?? []).map(Number);
  if (yy === undefined || mo === undefined || dd === undefined || hh === undefined || mi === undefined) return null;
  const at = Date.UTC(2000 + yy, mo - 1, dd, hh, mi, ss);
  const back = new Date(at);
  // Date.UTC rolls 31 February into March: a date that does not come back unchanged does not exist
  const exists = back.getUTCMonth() === mo - 1 && back.getUTCDate() === dd && hh < 24 && mi < 60 && ss < 60;
  return exists ? at - ZONE_MS : null;
}

/** ms to YYMMDDhhmmss digits of China time (`withSeconds` false: YYMMDDhhmm). */
export function digitsFromTime(at: number, withSeconds = true): string {
  const local = new Date(at + ZONE_MS);
  const year = local.getUTCFullYear();
  if (year < 2000 || year > 2099) throw new Error(`SL 651 writes years 2000–2099 only, not ${year}`);
  const parts = [year % 100, local.getUTCMonth() + 1, local.getUTCDate(), local.getUTCHours(), local.getUTCMinutes()];
  if (withSeconds) parts.push(local.getUTCSeconds());
  return parts.map((n) => String(n).padStart(2, '0')).join('');
}
