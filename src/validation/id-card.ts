import { validationTexts as t } from '../i18n/zh-CN/validation';
import { isBlank } from './blank';
import { ID_CARD_PROVINCE_CODES } from './id-card-provinces';

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

/** yyyymmdd as a number, from the local calendar date (the operator's day). */
function dayNumber(date: Date): number {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

function isRealBirthDate(yyyymmdd: string, today: Date): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  const n = Number(yyyymmdd);
  return n >= EARLIEST_BIRTH && n <= dayNumber(today);
}

/**
 * 18-character resident ID: 17 digits and a check character, a real province prefix, a real
 * birth date (1900-01-01 to today) and the MOD 11-2 check. A lower-case x is accepted, because
 * phone keyboards type it; store normalizeIdCard(value). The old 15-digit form is refused.
 */
export function validateIdCard(value: string | null | undefined, today: Date = new Date()): string | null {
  if (isBlank(value)) return t.idCardInvalid;
  const v = normalizeIdCard(value!);
  const ok = SHAPE.test(v)
    && ID_CARD_PROVINCE_CODES.has(v.slice(0, 2))
    && isRealBirthDate(v.slice(6, 14), today)
    && idCardCheckDigit(v) === v[17];
  return ok ? null : t.idCardInvalid;
}
