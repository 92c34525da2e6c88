/** The page's one live stream (see ./session.ts for the entries). */
export { joinLiveFeed, liveConnected, LIVE_RETRY_MS, type LiveListener, type LiveNotice } from '../live-feed';
export { useLiveFeed } from '../use-live-feed';
