import { useEffect, useState } from 'react';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { errorCodeMessages } from '../../src/i18n/zh-CN/errors';
import {
  configureSession,
  exchangeAuthorizationCode,
  exchangeMainCodeCookie,
  forcedEntryFailureText,
  onSessionEvent,
  useSession,
} from '../../src/session/public/session';
import { fireError } from './error-event';

/** What an element's `api-base` and `sign-secret` set in the page's session (an absent one leaves it as it is). */
export function sessionConfigOf(apiBase: string | undefined, signSecret: string | undefined): { apiBase?: string; signSecret?: string } {
  return { ...(apiBase ? { apiBase } : {}), ...(signSecret ? { signSecret } : {}) };
}

/** The session attributes every standalone element takes. */
export interface ElementSessionProps {
  /** Base of every API call, e.g. `https://irrigation.example.com/cpi`. @default '/cpi' (the page's origin) */
  apiBase?: string;
  /** A portal's one-time authorization code, exchanged once per page for a token (forced entry). */
  authorizationCode?: string;
  /** The request-signature secret of the server (its IRR_SIGN_SECRET). @default the development secret */
  signSecret?: string;
}

export type ElementSessionState =
  /** The page's session is logged in: the element shows its data. */
  | { status: 'ready' }
  /** This element's forced entry is running. */
  | { status: 'entering' }
  /** This element's forced entry failed (expired, used or unknown code): the server's message. */
  | { status: 'failed'; message: string }
  /** No session: no code and no stored login, or the session ended (`message` says why when it timed out). */
  | { status: 'signedOut'; message: string | null };

/**
 * The page's one session as a standalone element sees it. The element's `api-base` configures the
 * shared session; a mainCode cookie, then its `authorization-code`, is exchanged through the shared
 * exchange (one request per code for the whole page, whichever element asks). A failed exchange is
 * the spec's failure path without a router: the element shows the message instead of its data and
 * fires `irr-error` with it (the console, where there is one, goes to its login page itself).
 */
export function useElementSession(
  host: HTMLElement | null,
  { apiBase, authorizationCode, signSecret }: ElementSessionProps,
): ElementSessionState {
  // Configured before the first call any view sends, and again when `api-base` or `sign-secret` changes.
  useState(() => configureSession(sessionConfigOf(apiBase, signSecret)));
  useEffect(() => configureSession(sessionConfigOf(apiBase, signSecret)), [apiBase, signSecret]);

  const authenticated = useSession((s) => s.authenticated);
  const [entering, setEntering] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);

  useEffect(() => {
    const cookie = exchangeMainCodeCookie();
    if (!cookie && !authorizationCode) return;
    let current = true;
    setEntering(true);
    const run = async () => {
      if (cookie) await cookie;
      if (authorizationCode) await exchangeAuthorizationCode(authorizationCode);
    };
    run()
      .then(
        () => {
          if (current) setFailure(null);
        },
        (error: unknown) => {
          if (!current) return;
          const message = forcedEntryFailureText(error);
          setFailure(message);
          if (host) fireError(host, message);
        },
      )
      .finally(() => {
        if (current) setEntering(false);
      });
    return () => {
      current = false;
    };
  }, [authorizationCode, host]);

  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'login') {
          setFailure(null);
          setEnded(null);
        } else if (event.type === 'logout') {
          setEnded(event.reason === 'timeout' ? errorCodeMessages[ErrorCode.LOGIN_TIMEOUT]! : null);
        }
      }),
    [],
  );

  if (entering) return { status: 'entering' };
  if (failure !== null) return { status: 'failed', message: failure };
  if (authenticated) return { status: 'ready' };
  return { status: 'signedOut', message: ended };
}
