import { configureSession, resetSession, setSession, onSessionEvent, type SessionEvent } from '../../../src/session/public/session';

/** Must match test-api-middleware.mjs. */
export const TEST_API_BASE = '/test-api/cpi';
export const TEST_SIGN_SECRET = 'wtr-test-secret';

/** A clean session pointed at the test endpoints; call it in beforeEach. */
export function freshSession(): void {
  localStorage.clear();
  resetSession();
  setSession({ routePath: null });
  configureSession({ apiBase: TEST_API_BASE, signSecret: TEST_SIGN_SECRET, timeoutMs: 5000 });
}

/** Records the session events until `stop()`. `claimAlerts` makes it an alert renderer that keeps each alert open. */
export function recordEvents(options: { claimAlerts?: boolean } = {}) {
  const events: SessionEvent[] = [];
  const stop = onSessionEvent((event) => {
    events.push(event);
    return options.claimAlerts === true && event.type === 'alert';
  });
  const ofType = <T extends SessionEvent['type']>(type: T) =>
    events.filter((event): event is Extract<SessionEvent, { type: T }> => event.type === type);
  return { events, stop, ofType };
}

/** Reads what the test server saw for `key` (a real request, not a mock). */
export async function serverHits(key: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${TEST_API_BASE}/hits/${encodeURIComponent(key)}`);
  const body = (await response.json()) as { data: Record<string, unknown>[] };
  return body.data;
}

/** Resolves after the event loop has run `ms` milliseconds (waiting for a debounce, not papering over a race). */
export function elapse(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Hex HMAC-SHA256 computed here, independently of src/api/transport/sign.ts. */
export async function independentHmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const bytes = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
