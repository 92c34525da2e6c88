import { BUSINESS_UTC_OFFSET_MINUTES } from '../../api/contract/business-time';

/**
 * Now, as a Date whose local fields (year, month, day, hours…) read the merchants' wall clock
 * (see business-time.ts), so that "today" and "this month" are the server's in any browser zone.
 */
export function businessNow(at: number = Date.now()): Date {
  return new Date(at + (BUSINESS_UTC_OFFSET_MINUTES + new Date(at).getTimezoneOffset()) * 60_000);
}
