import type { TransportHost } from '../api/transport/host';
import { handleSessionExpired } from './end-session';
import { emitSessionEvent } from './events';
import { noteGrants } from './grants';
import { beginLoading, endLoading } from './loading';
import { sharedSession } from './shared-session';

/**
 * The session's side of the transport: every answer reads the page's one shared object (on
 * globalThis, see shared-session.ts), so a second copy of the bundle, which registers its own
 * host with its own transport, still shares token, config, pending requests, loading and the
 * logout.
 */
export const sessionTransportHost: TransportHost = {
  token: () => sharedSession().state.token,
  config: () => sharedSession().config,
  routePath: () => sharedSession().state.routePath,
  pendingRequests: () => sharedSession().pending,
  loadingStarted: beginLoading,
  loadingEnded: endLoading,
  emit: (event) => {
    emitSessionEvent(event);
  },
  sessionExpired: handleSessionExpired,
  grantsSeen: noteGrants,
};
