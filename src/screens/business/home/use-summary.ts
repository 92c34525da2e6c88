import { useCallback, useEffect, useState } from 'react';
import { useSignedInToken } from '../../../session/public/session';

/** A home page's figures as they load. */
export interface SummaryState<T> {
  /** The last figures loaded for this session's token; kept on screen while they reload. */
  data: T | undefined;
  /** Why the last load failed (cleared by the next success). */
  error: Error | undefined;
  /** Nothing to show yet. */
  isLoading: boolean;
  /** A load is under way. */
  isValidating: boolean;
  /** Loads the figures again. */
  reload: () => void;
}

interface Loaded<T> {
  token: string | null;
  data?: T;
  error?: Error;
  busy: boolean;
}

/**
 * A home page's figures: loaded on mount, on `reload` and for every new session token (a new
 * login never sees the previous user's figures), kept on screen while they reload, never retried
 * on their own. Not SWR: a home page is its group's first page, and SWR (about 5 KB gzip) would
 * add to the console's initial load; nothing else on it shares these figures.
 */
export function useSummary<T>(load: () => Promise<T>): SummaryState<T> {
  const token = useSignedInToken();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<T>>({ token, busy: true });
  useEffect(() => {
    if (token === null) return undefined; // signed out: nothing loaded with a token the server has ended
    let live = true;
    setState((s) => (s.token === token ? { ...s, busy: true } : { token, busy: true }));
    load().then(
      (data) => live && setState({ token, data, busy: false }),
      (error: unknown) =>
        live && setState((s) => ({ ...s, error: error instanceof Error ? error : new Error(String(error)), busy: false })),
    );
    return () => {
      live = false;
    };
  }, [token, attempt, load]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.token === token;
  const data = current ? state.data : undefined;
  const error = current ? state.error : undefined;
  const busy = !current || state.busy;
  return { data, error, isLoading: busy && data === undefined && error === undefined, isValidating: busy, reload };
}
