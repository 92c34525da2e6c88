import type * as z from 'zod/mini';

/**
 * How the request body travels. `image` is a GET whose response is an image (the captcha);
 * `query` is a POST whose parameters are in the query string, with no body (notice isRead).
 */
export type BodyMode = 'json' | 'form' | 'multipart' | 'image' | 'query';

/**
 * Who may make a call. The server enforces it; the role screen reads the permission strings.
 * - `public`: anyone, no token (getSessionId, publicKey, forcedEntry).
 * - `merchantKey`: a portal's server with the `X-Merchant-Key` header (open/authorizationCode).
 * - `session`: a token from getSessionId, logged in or not (captcha, login).
 * - `user`: a logged-in user, no particular permission (menus, user info, logout).
 * - `{ permission }`: a logged-in user holding that permission string (or `*:*:*`);
 *   `orPermissions` also admits the holders of those: an option list (places, areas, types) is
 *   read by the screens of other pages, whose users need it without the list's own page.
 */
export type Access =
  'public' | 'merchantKey' | 'session' | 'user' | { readonly permission: string; readonly orPermissions?: readonly string[] };

export interface CallDef<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  readonly method: 'GET' | 'POST';
  /** Path under the API base (`/cpi`), without a leading slash, e.g. `login/login`. */
  readonly path: string;
  readonly mode: BodyMode;
  readonly access: Access;
  /** The query (GET) or body (POST). Unknown fields are refused by the server. */
  readonly request: Req;
  /** The `data` of a successful envelope. */
  readonly response: Res;
  /**
   * The call moves money, or must not be saved twice (an inspection's result sent again from a
   * phone): it takes an `Idempotency-Key` header (IDEMPOTENCY_HEADER), and the same key with the
   * same input answers the first answer again and writes nothing.
   */
  readonly idempotent?: boolean;
  /**
   * The call changes nothing: the server runs it without a transaction or an operation log (a
   * read statement commits on its own), and a read that fails because the database is away is
   * safe to send again.
   */
  readonly readOnly?: boolean;
}

/** Declares one call of the contract; the same object is used by the client and the server. */
export function defineCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(def: CallDef<Req, Res>): CallDef<Req, Res> {
  return def;
}

export type CallRequest<C> = C extends CallDef<infer Req, z.ZodMiniType> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDef<z.ZodMiniType, infer Res> ? z.output<Res> : never;
