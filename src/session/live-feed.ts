import { events as liveEvents, type LiveEvent } from '../api/contract/live';
import { isApiError } from '../api/transport/api-error';
import { openStream } from '../api/transport/stream';
import { sharedSession, type SharedSession } from './shared-session';
import { loadUnreadNoticeCount } from './side-loads';

/**
 * What a listener of the live feed hears: the server's events, `open` each time the stream
 * (re)connects and `closed` when an open stream breaks. `again` is true after an outage: events
 * may have been missed, so what the listener shows is to be loaded again.
 */
export type LiveNotice = LiveEvent | { type: 'open'; again: boolean } | { type: 'closed' };
export type LiveListener = (notice: LiveNotice) => void;

const KNOWN_EVENTS: ReadonlySet<string> = new Set<LiveEvent['type']>(['wells', 'command', 'alarm', 'day']);

/** Waits between reconnects: 1 s, doubling up to 30 s; back to 1 s once a stream opens; the server's `retry` instead when it gave one (at most 30 s). */
export const LIVE_RETRY_MS = [1000, 2000, 4000, 8000, 16_000, 30_000] as const;

/**
 * The page's one live stream (GET live/events), kept on the shared session object so every element
 * of every copy of the bundle hears the same connection. Open while anyone listens, the user is
 * logged in and the page is visible; closed otherwise.
 */
export interface LiveFeed {
  readonly members: Set<LiveListener>;
  /** Ends the open (or opening) stream. */
  abort: AbortController | null;
  /** The token the stream was opened with. */
  openFor: string | null;
  connected: boolean;
  /** Reconnect attempts since the last stream that opened. */
  failures: number;
  /** The token a stream last opened with: another one opening for it is a reconnect. */
  wasOpenFor: string | null;
  retry: ReturnType<typeof setTimeout> | undefined;
  detach: (() => void) | null;
}

function feedOf(shared: SharedSession): LiveFeed {
  return (shared.liveFeed ??= {
    members: new Set(),
    abort: null,
    openFor: null,
    connected: false,
    failures: 0,
    wasOpenFor: null,
    retry: undefined,
    detach: null,
  });
}

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

function tellOne(listener: LiveListener, notice: LiveNotice): void {
  try {
    listener(notice);
  } catch (error) {
    console.error('irr-console: live listener failed', error);
  }
}

function tell(feed: LiveFeed, notice: LiveNotice): void {
  for (const listener of [...feed.members]) tellOne(listener, notice);
}

function close(feed: LiveFeed): void {
  clearTimeout(feed.retry);
  feed.retry = undefined;
  feed.abort?.abort();
  feed.abort = null;
  feed.connected = false;
}

/** Opens, keeps or closes the stream after any change of members, session or visibility. */
function update(shared: SharedSession): void {
  const feed = feedOf(shared);
  const { token, authenticated } = shared.state;
  if (feed.members.size === 0) {
    close(feed);
    feed.detach?.();
    feed.detach = null;
    feed.wasOpenFor = null;
    feed.openFor = null;
    return;
  }
  feed.detach ??= attach(shared);
  const wanted = authenticated && token !== null && !pageHidden() ? token : null;
  if (wanted !== feed.openFor) {
    close(feed);
    feed.failures = 0;
    feed.openFor = wanted;
  }
  if (wanted !== null && !feed.abort && feed.retry === undefined) connect(shared, feed, wanted);
}

function connect(shared: SharedSession, feed: LiveFeed, token: string): void {
  const abort = new AbortController();
  feed.abort = abort;
  const mine = () => feed.abort === abort;
  /** The server's own wait before reconnecting: a server that stops says it as it ends the stream. */
  let hint: number | undefined;
  void openStream(
    liveEvents,
    {},
    {
      signal: abort.signal,
      onOpen: () => {
        if (!mine()) return;
        feed.connected = true;
        feed.failures = 0;
        const again = feed.wasOpenFor === token;
        feed.wasOpenFor = token;
        tell(feed, { type: 'open', again });
      },
      onRetry: (ms) => {
        hint = ms;
      },
      onData: (data) => {
        if (!mine()) return;
        // the server's own events, read as they are: the contract's schemas are not in the browser
        // bundle (scripts/build-inert-contract-zod.mjs); an event this copy does not know (a newer
        // server) is ignored
        let parsed: LiveEvent;
        try {
          parsed = JSON.parse(data) as LiveEvent;
        } catch {
          return;
        }
        if (typeof parsed !== 'object' || parsed === null || !KNOWN_EVENTS.has(parsed.type)) return;
        // the bell counts alarms (each wrote a notice): one count load for the page, quietly
        if (parsed.type === 'alarm') void loadUnreadNoticeCount({ quiet: true });
        tell(feed, parsed);
      },
    },
  )
    .catch((error: unknown) => error)
    .then((error) => {
      if (!mine()) return;
      feed.abort = null;
      if (feed.connected) tell(feed, { type: 'closed' });
      feed.connected = false;
      // a refusal (no permission) does not change by asking again soon: the longest wait
      const refused = isApiError(error) && (error.kind === 'business' || error.kind === 'http');
      const wait = refused
        ? LIVE_RETRY_MS[LIVE_RETRY_MS.length - 1]!
        : hint !== undefined
          ? Math.min(hint, LIVE_RETRY_MS[LIVE_RETRY_MS.length - 1]!)
          : LIVE_RETRY_MS[Math.min(feed.failures, LIVE_RETRY_MS.length - 1)]!;
      feed.failures += 1;
      feed.retry = setTimeout(() => {
        feed.retry = undefined;
        if (feed.openFor === token) update(shared);
      }, wait);
    });
}

/** Follows login, logout and a change of user, and the page becoming hidden or visible again. */
function attach(shared: SharedSession): () => void {
  let seen = `${shared.state.authenticated} ${shared.state.token}`;
  const onState = () => {
    const now = `${shared.state.authenticated} ${shared.state.token}`;
    if (now === seen) return;
    seen = now;
    update(shared);
  };
  const onVisibility = () => update(shared);
  shared.listeners.add(onState);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    shared.listeners.delete(onState);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * Listens to the page's live stream; returns the function that stops listening. The stream opens
 * with the first listener (while logged in and visible), reconnects with backoff (telling
 * `{ type: 'open', again: true }`), and closes with the last listener, on logout or when hidden.
 * A listener joining a stream already open is told `{ type: 'open', again: false }` at once.
 */
export function joinLiveFeed(listener: LiveListener): () => void {
  const shared = sharedSession();
  const feed = feedOf(shared);
  feed.members.add(listener);
  update(shared);
  // joining a stream another screen opened: told it is open now, as the first one was
  if (feed.connected) tellOne(listener, { type: 'open', again: false });
  return () => {
    if (feed.members.delete(listener)) update(shared);
  };
}

/** Whether the page's live stream is open now (a screen falls back to asking when it is not). */
export function liveConnected(): boolean {
  return sharedSession().liveFeed?.connected === true;
}
