import { validationTexts as t } from '../i18n/zh-CN/validation';

/** Same calendar month in local time (the operator's calendar). */
export function isSameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

/** The month-limited picker's rule for a range that arrives whole (typed, or from a URL). Empty is allowed. */
export function validateSameMonthRange(range: readonly [Date, Date] | null | undefined): string | null {
  if (!range) return null;
  return isSameMonth(range[0], range[1]) ? null : t.sameMonthOnly;
}

/** While picking: once the first day is chosen, every day of another month is disabled. */
export function monthLimitedDisabledDate(firstPick: Date | null): (day: Date) => boolean {
  return (day) => firstPick !== null && !isSameMonth(firstPick, day);
}
