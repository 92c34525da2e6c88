import { MAX_REPORT_DAYS, MONTHLY_DIMENSIONS, type ReportDimension } from '../../../src/api/contract/money/report';
import { fail } from '../../http/business-error';
import { formatDateTime, parseDateTime } from '../../http/format';
import { reportMessages as msg } from './report-messages';

/**
 * The days a report counts, as China calendar dates (`yyyy-MM-dd`, what the rollups are keyed by).
 * Pure. The rollups hold whole days, so a range counts the days that hold its ends; month and
 * farmer whole months. `months` are the calendar months the range covers whole (`yyyy-MM-01`,
 * first and last), `edges` the day spans outside them: a report over a long range sums the month
 * rollup for the first and the day rollup for the second.
 */
export interface ReportRange {
  firstDay: string;
  lastDay: string;
  months?: { first: string; last: string };
  edges: { first: string; last: string }[];
}

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => formatDateTime(at).slice(0, 10);
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** `day` (`yyyy-MM-dd`) moved by `n` days. */
export const addDays = (day: string, n: number) => dayAt(utc(day) + n * DAY_MS);
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => {
  const d = new Date(utc(monthStart(day)));
  return dayAt(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
};
export const monthEnd = (day: string) => addDays(nextMonth(day), -1);
/** Days from `first` to `last`, both counted. */
export const daysBetween = (first: string, last: string) => Math.round((utc(last) - utc(first)) / DAY_MS) + 1;

/** Every day (or every month's first day) from first to last, in order. */
export function bucketsOf(first: string, last: string, monthly: boolean): string[] {
  const out: string[] = [];
  for (let d = monthly ? monthStart(first) : first; d <= last; d = monthly ? nextMonth(d) : addDays(d, 1)) out.push(d);
  return out;
}

/**
 * The range of a report: the request's ends (the contract checked their shape) or the current
 * month of `now` (one end alone: the month that holds it); refused when reversed or longer than
 * MAX_REPORT_DAYS, then widened to whole months for the monthly dimensions.
 */
export function reportRange(input: { startTime?: string; endTime?: string }, dimension: ReportDimension, now: Date): ReportRange {
  const today = dayOf(now);
  const start = input.startTime === undefined ? undefined : dayOf(parseDateTime(input.startTime)!);
  const end = input.endTime === undefined ? undefined : dayOf(parseDateTime(input.endTime)!);
  const firstDay = start ?? monthStart(end ?? today);
  const lastDay = end ?? monthEnd(start ?? today);
  if (firstDay > lastDay) throw fail(msg.reversedRange);
  if (daysBetween(firstDay, lastDay) > MAX_REPORT_DAYS) throw fail(msg.rangeTooLong);
  return MONTHLY_DIMENSIONS.includes(dimension) ? split(monthStart(firstDay), monthEnd(lastDay)) : split(firstDay, lastDay);
}

/** The whole months inside [firstDay, lastDay] and the day spans around them. */
export function split(firstDay: string, lastDay: string): ReportRange {
  const fullFirst = firstDay === monthStart(firstDay) ? firstDay : nextMonth(firstDay);
  const fullLastEnd = lastDay === monthEnd(lastDay) ? lastDay : addDays(monthStart(lastDay), -1);
  if (fullFirst > fullLastEnd) return { firstDay, lastDay, edges: [{ first: firstDay, last: lastDay }] };
  const edges = [];
  if (firstDay < fullFirst) edges.push({ first: firstDay, last: addDays(fullFirst, -1) });
  if (fullLastEnd < lastDay) edges.push({ first: addDays(fullLastEnd, 1), last: lastDay });
  return { firstDay, lastDay, months: { first: fullFirst, last: monthStart(fullLastEnd) }, edges };
}
