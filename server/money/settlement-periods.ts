import { BUSINESS_UTC_OFFSET_MINUTES } from '../../src/api/contract/business-time';
import type { SettlementWay } from '../../src/api/contract/money/settlement';

/**
 * A settlement period's bounds, in China Standard Time whatever the server's time zone (UTC+8, no
 * daylight saving): really an hour, daily a day, weekly a week from Monday 00:00, monthly a
 * calendar month. Pure.
 */
const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Periodic = Exclude<SettlementWay, 'none'>;

/** The start of the period holding `at`. */
export function periodStartOf(way: Periodic, at: Date): Date {
  const local = at.getTime() + OFFSET_MS;
  switch (way) {
    case 'really':
      return new Date(Math.floor(local / HOUR) * HOUR - OFFSET_MS);
    case 'daily':
      return new Date(Math.floor(local / DAY) * DAY - OFFSET_MS);
    case 'weekly': {
      const day = Math.floor(local / DAY);
      // 1970-01-01 was a Thursday: days since the Monday before it, modulo 7
      const sinceMonday = (((day + 3) % 7) + 7) % 7;
      return new Date((day - sinceMonday) * DAY - OFFSET_MS);
    }
    case 'monthly': {
      const d = new Date(local);
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - OFFSET_MS);
    }
  }
}

/** The end of the period that `start` is in (the next boundary after it). */
export function periodEndAfter(way: Periodic, start: Date): Date {
  const first = periodStartOf(way, start);
  switch (way) {
    case 'really':
      return new Date(first.getTime() + HOUR);
    case 'daily':
      return new Date(first.getTime() + DAY);
    case 'weekly':
      return new Date(first.getTime() + 7 * DAY);
    case 'monthly': {
      const d = new Date(first.getTime() + OFFSET_MS);
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - OFFSET_MS);
    }
  }
}
