import type { MenuItem, PersonalizedNames, ServiceLine, UserInfo } from '../api/contract';

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
  /**
   * The merchant's business lines (plat/common/findMerchantServiceTypeList); null until loaded for
   * this token. The router opens, and loads the screens of, only the lines listed here.
   */
  serviceLines: readonly ServiceLine[] | null;
  labels: PersonalizedNames;
  unreadNoticeCount: number;
  /** Number of requests in flight that show the global loading overlay (`loading: false` ones are not counted). */
  loadingCount: number;
  /**
   * Whether the global loading overlay shows: true as soon as `loadingCount` rises above 0, false
   * 300 ms after it last fell to 0 (the debounce keeps back-to-back requests from flickering it).
   * The overlay renders from this flag, not from `loadingCount`.
   */
  loadingVisible: boolean;
  /**
   * The console router's current path (`/login`, `/agriculturalWell/well`, ...), or null where no
   * router runs (a lone `<irr-well-table>`). The router keeps it up to date with
   * `setSession({ routePath })`; the transport reads it to tell a 401 on the login page apart.
   */
  routePath: string | null;
}
