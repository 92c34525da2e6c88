/** Why a call failed. */
export type ApiErrorKind =
  /** The envelope carried an errorCode other than 0 (HTTP 200). */
  | 'business'
  /** The server answered with an HTTP error status. */
  | 'http'
  /** No answer within the timeout (5000 ms by default). */
  | 'timeout'
  /** The request could not be sent or the answer not read (offline, CORS, unreadable body). */
  | 'network'
  /** Aborted by the caller's signal, a route change or the end of the session. */
  | 'cancelled';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  code?: number;
  status?: number;
  serverMessage?: string;
  data?: unknown;
  url?: string;
}

/** The one error every call rejects with. `message` is the text shown to the user (spec section 8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The envelope's errorCode (kind `business`). */
  readonly code?: number;
  /** The HTTP status (kind `http`). */
  readonly status?: number;
  /** The server's own message, when it sent one (the login screen shows it on failure). */
  readonly serverMessage?: string;
  /** The envelope's data, when there was one. */
  readonly data?: unknown;
  /** The URL that was called. */
  readonly url?: string;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.data = init.data;
    this.url = init.url;
  }

  /** True for errorCode 10001 and HTTP 401: the errors that end the session (a 401 on the login page does not). */
  get sessionExpired(): boolean {
    return (this.kind === 'business' && this.code === 10001) || (this.kind === 'http' && this.status === 401);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError');
}

/** What a failed call shows where it happened: the server's own message when it gave one, else the error's. */
export function failureText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage || error.message;
  return error instanceof Error ? error.message : String(error);
}
