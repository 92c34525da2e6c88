/** A request in flight, as the route-change cancel sees it. */
export interface PendingRequest {
  readonly keepOnRouteChange: boolean;
  abort(): void;
}

/** Where and how the transport sends. */
export interface TransportConfig {
  /** Base of every call. */
  apiBase: string;
  /** Secret of the request signature. */
  signSecret: string;
  /** Per attempt, unless the call sets its own. */
  timeoutMs: number;
}

/** What the transport tells the user through its host: a toast, a modal alert, an error page. */
export type TransportEvent =
  { type: 'message'; level: 'error'; text: string } | { type: 'alert'; text: string } | { type: 'navigate'; path: string };

/**
 * What the transport needs from the layer above it (the session implements it, see
 * src/session/transport-host.ts), so that src/api depends on nothing above it.
 */
export interface TransportHost {
  /** The Authorization value to send, or null. */
  token(): string | null;
  config(): TransportConfig;
  /** The console router's current path, or null where no router runs (a 401 on `/login` is a wrong login). */
  routePath(): string | null;
  /** The page's requests in flight (one set for every copy of the bundle), for the route-change cancel. */
  pendingRequests(): Set<PendingRequest>;
  /** A request that shows the global loading overlay started. */
  loadingStarted(): void;
  /** ...and ended. */
  loadingEnded(): void;
  emit(event: TransportEvent): void;
  /** errorCode 10001 (with the server's message) or an HTTP 401 off the login page, for a request sent with `sentToken`. */
  sessionExpired(sentToken: string | null, message: string): void;
  /** The server's stamp of the user's grants (header irr-grants) on an answer to a request sent with `sentToken`. */
  grantsSeen(stamp: string, sentToken: string | null): void;
}

let host: TransportHost | null = null;

/** Registers the host; the last registration wins. */
export function setTransportHost(next: TransportHost): void {
  host = next;
}

export function transportHost(): TransportHost {
  if (!host) throw new Error('irr-console: no transport host registered (src/session registers it)');
  return host;
}
