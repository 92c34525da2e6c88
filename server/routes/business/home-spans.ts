import { formatDateTime, parseDateTime, startOfDay } from '../../http/format';

const DAY_MS = 86_400_000;

/** A span of time, from included, to excluded. */
export interface Span {
  from: Date;
  to: Date;
}

/** The China day of the month before `day` (`yyyy-MM-dd`) with the same number, or that month's last day when it is shorter. */
export function sameDayLastMonth(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, length))).toISOString().slice(0, 10);
}

/**
 * What the home page compares today with (China Standard Time): the hours of yesterday and of the
 * same day of the month before from 00:00 up to the time of day `now` is, so that a morning is not
 * set against a whole day. Pure.
 */
export function comparedSpans(now: Date): { yesterday: Span; lastMonth: Span } {
  const today = startOfDay(now);
  const elapsed = now.getTime() - today.getTime();
  const yesterday = new Date(today.getTime() - DAY_MS);
  const lastMonth = parseDateTime(`${sameDayLastMonth(formatDateTime(today).slice(0, 10))} 00:00:00`)!;
  return {
    yesterday: { from: yesterday, to: new Date(yesterday.getTime() + elapsed) },
    lastMonth: { from: lastMonth, to: new Date(lastMonth.getTime() + elapsed) },
  };
}
