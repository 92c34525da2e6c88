import type { MenuItem, PersonalizedNames, UserInfo } from '../api/contract';

/** Configuration of the page's one session store; the first element to start sets it. */
export interface SessionConfig {
  /** Base of every call. @default '/cpi' */
  apiBase: string;
  /** Secret of the request signature (guards tampering and replay, not secrecy). @default 'irr-dev-secret' */
  signSecret: string;
  /** @default 5000 */
  timeoutMs: number;
}

/** What every element on the page shares. Read with `useSession(selector)`. */
export interface SessionState {
  /** Value of the Authorization header: `${token_type} ${access_token}`, or the bare session id before login. */
  token: string | null;
  /** True once the token belongs to a logged-in user (after login or forced entry). */
  authenticated: boolean;
  user: UserInfo | null;
  permissions: readonly string[];
  /** Menu tree; null until loaded for this token. */
  menus: readonly MenuItem[] | null;
  labels: PersonalizedNames;
  unreadNoticeCount: number;
  /** Number of requests in flight that show the global loading overlay. */
  loadingCount: number;
}
