import { getNoReadNoticeNum } from '../api/contract/notice';
import { callApi } from '../api/transport/request';
import { sharedSession, type SharedSession } from './shared-session';
import { DEFAULT_POLL_SECONDS, pollSeconds } from './poll-seconds';
import { countOrderOf, markLoaded, setUnreadCount, startCountRequest, type CountTicket } from './unread-count';

export { DEFAULT_POLL_SECONDS, pollSeconds } from './poll-seconds';

/**
 * The page's one unread-count poll, kept on the shared session object so that every element of
 * every copy of the bundle joins the same poll. Copies that predate the poll simply never join.
 */
export interface NoticePoll {
  /** Each joined bell (any copy) with its interval in seconds; the shortest one wins. */
  readonly members: Map<symbol, number>;
  timer: ReturnType<typeof setTimeout> | undefined;
  inFlight: boolean;
  /** Removes the session and visibility listeners; set while anyone is joined. */
  detach: (() => void) | null;
}

function pollOf(shared: SharedSession): NoticePoll {
  if (shared.noticePoll) return shared.noticePoll;
  const poll: NoticePoll = { members: new Map(), timer: undefined, inFlight: false, detach: null };
  // a count loaded elsewhere (isRead, the user load) restarts the interval from now
  countOrderOf(shared).onLoaded = () => {
    if (!poll.inFlight) schedule(shared);
  };
  return (shared.noticePoll = poll);
}

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** (Re)arms the one timer from the members, the session and the page's visibility. */
function schedule(shared: SharedSession): void {
  const poll = pollOf(shared);
  clearTimeout(poll.timer);
  poll.timer = undefined;
  if (poll.members.size === 0) {
    poll.detach?.();
    poll.detach = null;
    return;
  }
  poll.detach ??= attach(shared);
  const { token, authenticated } = shared.state;
  if (!authenticated || token === null || pageHidden() || poll.inFlight) return;
  const everyMs = Math.min(...poll.members.values()) * 1000;
  const { loadedAt, loadedFor } = countOrderOf(shared);
  const sinceMs = loadedFor === token ? Date.now() - loadedAt : Infinity;
  poll.timer = setTimeout(() => void tick(shared), Math.max(0, everyMs - sinceMs));
}

/** Follows login, logout and a change of user, and the page becoming hidden or visible again. */
function attach(shared: SharedSession): () => void {
  let seen = `${shared.state.authenticated} ${shared.state.token}`;
  const onState = () => {
    const now = `${shared.state.authenticated} ${shared.state.token}`;
    if (now === seen) return; // most changes (loading, route) do not concern the poll
    seen = now;
    schedule(shared);
  };
  const onVisibility = () => schedule(shared);
  shared.listeners.add(onState);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    shared.listeners.delete(onState);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

async function tick(shared: SharedSession): Promise<void> {
  const poll = pollOf(shared);
  poll.timer = undefined;
  poll.inFlight = true;
  let ticket: CountTicket | null = null;
  try {
    if (shared.userLoad) {
      // the user load (login, reload) asks for the count itself: wait for it, then see whether it did
      await shared.userLoad.catch(() => undefined);
      return;
    }
    ticket = startCountRequest();
    // quiet: a failing background poll says nothing (a session expiry is still the transport's)
    setUnreadCount(await callApi(getNoReadNoticeNum, {}, { keepOnRouteChange: true, hideError: true, loading: false }), ticket);
  } catch {
    // asked again after a full interval, not at once
  } finally {
    if (ticket) markLoaded(shared, ticket);
    poll.inFlight = false;
    schedule(shared);
  }
}

/**
 * Joins the page's one unread-count poll with an interval in seconds (see {@link pollSeconds});
 * returns the function that leaves it. The poll asks at the shortest interval of those joined,
 * only while logged in and while the page is visible, and stops once the last one leaves.
 */
export function joinNoticePoll(seconds: unknown = DEFAULT_POLL_SECONDS): () => void {
  const shared = sharedSession();
  const member = Symbol('notice-poll member');
  pollOf(shared).members.set(member, pollSeconds(seconds));
  schedule(shared);
  return () => {
    if (pollOf(shared).members.delete(member)) schedule(shared);
  };
}

/** The interval the poll is waiting on, in seconds; null when it is not polling (nobody joined, logged out, page hidden). */
export function noticePollSeconds(): number | null {
  const poll = sharedSession().noticePoll;
  if (!poll || poll.members.size === 0 || (poll.timer === undefined && !poll.inFlight)) return null;
  return Math.min(...poll.members.values());
}
