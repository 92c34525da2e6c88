import { ID_CARD_PROVINCE_CODES } from './id-card-provinces';

/**
 * The resident ID rule of spec section 5, shared by the forms (src/validation/id-card.ts, with its
 * message) and the server (card issue): 17 digits and a check character, a real province prefix, a
 * real birth date (1900-01-01 to today) and the ISO 7064 MOD 11-2 check.
 */
const SHAPE = /^\d{17}[\dXx]$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';
/** Nobody alive was born earlier; it catches mistyped centuries such as 0990. */
const EARLIEST_BIRTH = 19000101;

/** ISO 7064 MOD 11-2 check character of the first 17 digits ('0'-'9' or 'X'). */
export function idCardCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/** The stored form: trimmed, with the check character X in upper case. */
export function normalizeIdCard(value: string): string {
  return value.trim().toUpperCase();
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealBirthDate(yyyymmdd: string, today: number): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  const n = Number(yyyymmdd);
  return n >= EARLIEST_BIRTH && n <= today;
}

/**
 * Whether `value` is an 18-character resident ID; `today` is yyyymmdd as a number (the latest birth
 * date). A lower-case x is accepted (phone keyboards type it); the old 15-digit form is refused.
 */
export function isIdCard(value: string, today: number): boolean {
  const v = normalizeIdCard(value);
  return (
    SHAPE.test(v) && ID_CARD_PROVINCE_CODES.has(v.slice(0, 2)) && isRealBirthDate(v.slice(6, 14), today) && idCardCheckDigit(v) === v[17]
  );
}

/** The ID as lists show it: the first 6 and last 4 characters. */
export function maskIdCard(value: string): string {
  return value.length <= 10 ? value : `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}
