import { acceptToken, loadCurrentUser } from '../../../src/session/auth-actions';
import { configureSession, resetSession, setSession } from '../../../src/session/store';

/** Must match reference-server.mjs. */
const API_BASE = '/ref-api/cpi';

export const ADMIN = '13800000000';
export const OPERATOR = '13900000001';

async function control<T>(type: string, input: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`/ref-control/${type}`, { method: 'POST', body: JSON.stringify(input) });
  if (!res.ok) throw new Error(`reference server ${type}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A fresh copy of the seeded database behind a new server: call it in `before` or `beforeEach`. */
export async function resetReferenceServer(): Promise<void> {
  await control('reset');
}

/**
 * Logs `mobile` in on the reference server for real, then starts the console's session with that
 * token and loads the user, permissions and menus as the console does after its login screen.
 */
export async function referenceLogin(mobile = ADMIN): Promise<void> {
  const { token, signSecret } = await control<{ token: string; signSecret: string }>('login', { mobile });
  localStorage.clear();
  resetSession();
  setSession({ routePath: null });
  configureSession({ apiBase: API_BASE, signSecret, timeoutMs: 10_000 });
  acceptToken({ token_type: 'bearer', access_token: token });
  await loadCurrentUser();
}

/** Rows of a query on the reference server's database ($1, $2… parameters). */
export function referenceSql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return control<T[]>('sql', { text, params });
}
