import { businessNow } from '../../../../ui/date-range';

const DAY_MS = 86_400_000;

/** The day number of a `yyyy-MM-dd…` text (days since 1970-01-01 of that calendar date). */
const dayOf = (text: string) => Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10))) / DAY_MS;

/**
 * Whole business days (China time) from a task's due date to `at`'s: 0 on the day it is due. The
 * server says whether a task is overdue (it orders by it); this says for how long, by the calendar
 * an inspector plans the round with.
 */
export function overdueDays(dueTime: string, at: number): number {
  const today = businessNow(at);
  const todayNumber = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) / DAY_MS;
  return Math.max(0, todayNumber - dayOf(dueTime));
}
