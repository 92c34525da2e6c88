import { BUSINESS_UTC_OFFSET_MINUTES } from '../../api/contract/business-time';

/**
 * Now, as a Date whose local fields (year, month, day, hours…) read the merchants' wall clock
 * (see business-time.ts), so that "today" and "this month" are the server's in any browser zone.
 * Built from the wall clock's fields, not by shifting the instant: a shift by the browser's own
 * offset goes wrong across its daylight-saving changes.
 */
export function businessNow(at: number = Date.now()): Date {
  const wall = new Date(at + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  );
}
