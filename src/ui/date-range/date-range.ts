import { addDays, formatDateTime, parseDateTime, withTime } from './date-math';

/** A range of two local times, each `yyyy-MM-dd HH:mm:ss` (spec section 9). */
export interface DateRange {
  start: string;
  end: string;
}

/** Default times of a picked range (spec section 9). */
export const DEFAULT_START_TIME = '00:00:00';
export const DEFAULT_END_TIME = '23:59:59';

/** The range from day `from` at 00:00:00 to day `to` at 23:59:59. */
export function dayRange(from: Date, to: Date, startTime = DEFAULT_START_TIME, endTime = DEFAULT_END_TIME): DateRange {
  return { start: formatDateTime(withTime(from, startTime)), end: formatDateTime(withTime(to, endTime)) };
}

/** The default range: the whole current month. */
export function currentMonthRange(now: Date): DateRange {
  return dayRange(new Date(now.getFullYear(), now.getMonth(), 1), new Date(now.getFullYear(), now.getMonth() + 1, 0));
}

/** The last `days` days, today included (7: last week, 14: two weeks, 30: one month). */
export function lastDaysRange(now: Date, days: number): DateRange {
  return dayRange(addDays(now, 1 - days), now);
}

/** Both ends parsed, or null when either is not a date. */
export function parseRange(range: DateRange): [Date, Date] | null {
  const start = parseDateTime(range.start);
  const end = parseDateTime(range.end);
  return start && end ? [start, end] : null;
}
