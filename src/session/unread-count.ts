import { sharedSession, type SharedSession } from './shared-session';
import { setSession } from './store';

/**
 * The order of the requests that answer the unread count (the poll's, isRead, the user load), kept
 * on the shared session object so that every copy of the bundle numbers them alike: an answer
 * older than the one applied last is dropped.
 */
export interface CountOrder {
  /** Count requests are numbered as they start. */
  started: number;
  applied: number;
  /** When the count was last loaded (ms), and for which token: a new login starts afresh. */
  loadedAt: number;
  loadedFor: string | null;
  /** Set by the poll (notice-poll.ts): a count was loaded, so its interval starts again from now. */
  onLoaded: (() => void) | null;
}

/** Which session a count request was for, and its place in the order requests started. */
export interface CountTicket {
  token: string | null;
  seq: number;
}

export function countOrderOf(shared: SharedSession): CountOrder {
  return (shared.unreadCount ??= { started: 0, applied: 0, loadedAt: 0, loadedFor: null, onLoaded: null });
}

/** Call as a request that answers the unread count starts (the poll's, isRead, the user load). */
export function startCountRequest(): CountTicket {
  const shared = sharedSession();
  return { token: shared.state.token, seq: ++countOrderOf(shared).started };
}

/** Records when the count was loaded, unless the session has changed since the request started. */
export function markLoaded(shared: SharedSession, ticket: CountTicket): boolean {
  const order = countOrderOf(shared);
  if (shared.state.token !== ticket.token) return false;
  order.loadedAt = Date.now();
  order.loadedFor = ticket.token;
  return true;
}

/** A count was loaded and applied: the poll need not ask for a full interval. */
export function noteUnreadCountLoaded(ticket: CountTicket): void {
  const shared = sharedSession();
  const order = countOrderOf(shared);
  order.applied = Math.max(order.applied, ticket.seq);
  if (markLoaded(shared, ticket)) order.onLoaded?.();
}

/**
 * Sets the session's unread count from the answer of the request `ticket` stands for, unless the
 * session has ended since or a request started later has already answered (a poll overtaken by a
 * notice marked read must not bring back the older count); restarts the poll's interval from now.
 * @returns whether the count was applied.
 */
export function setUnreadCount(count: unknown, ticket: CountTicket): boolean {
  const shared = sharedSession();
  if (
    typeof count !== 'number' ||
    !Number.isFinite(count) ||
    shared.state.token !== ticket.token ||
    ticket.seq < countOrderOf(shared).applied
  ) {
    return false;
  }
  setSession({ unreadNoticeCount: count });
  noteUnreadCountLoaded(ticket);
  return true;
}
