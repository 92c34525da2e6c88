import { BUSINESS_UTC_OFFSET_MINUTES } from '../../src/api/contract/business-time';

const UTC_OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` in China Standard Time, as every time travels in the API. */
export function formatDateTime(date: Date): string {
  const d = new Date(date.getTime() + UTC_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The start (00:00:00 China Standard Time) of the business day holding `date`. */
export function startOfDay(date: Date): Date {
  const day = 86_400_000;
  return new Date(Math.floor((date.getTime() + UTC_OFFSET_MS) / day) * day - UTC_OFFSET_MS);
}

/** Parses `yyyy-MM-dd HH:mm:ss` (China Standard Time); undefined when malformed or impossible. */
export function parseDateTime(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s) - UTC_OFFSET_MS);
  return formatDateTime(date) === text ? date : undefined;
}

/** Stored integer fen to the yuan number sent with 2 decimals. */
export function fenToYuan(fen: number): number {
  return Math.round(fen) / 100;
}

/** A yuan amount from the console to integer fen; undefined for more than 2 decimals or not a number. */
export function yuanToFen(yuan: number): number | undefined {
  const fen = Math.round(yuan * 100);
  return Number.isFinite(yuan) && Math.abs(fen - yuan * 100) < 1e-6 ? fen : undefined;
}

/** Integer scaled by 10^decimals back to the number sent. */
export const unscale = (value: number, decimals: number) => value / 10 ** decimals;
/** A number with at most `decimals` decimals (checked by the contract) to its scaled integer. */
export const scale = (value: number, decimals: number) => Math.round(value * 10 ** decimals);
