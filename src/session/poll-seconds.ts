/**
 * `poll-interval` as seconds, apart from the poll itself: the bell element reads it when defined
 * (in the entry every page loads), the poll only once a bell or the shell mounts (a lazy chunk).
 */

/** Seconds between unread-count polls when a bell gives none (or an invalid one). */
export const DEFAULT_POLL_SECONDS = 60;
/** Longest interval: a timer of more than about 24 days would fire at once. */
const MAX_POLL_SECONDS = 86_400;

/** `poll-interval` as seconds: a number (or numeric text) from 1 up; anything else is the default. */
export function pollSeconds(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 1) return DEFAULT_POLL_SECONDS;
  return Math.min(n, MAX_POLL_SECONDS);
}
