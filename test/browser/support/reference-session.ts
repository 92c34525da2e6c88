import type { ReactNode } from 'react';
import { acceptToken, loadCurrentUser, configureSession, resetSession, setSession } from '../../../src/session/public/session';
import { mountInShadow, type Mounted } from './console-fixtures';

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

/** The merchant of the account `mobile`. */
export async function merchantOf(mobile = ADMIN): Promise<number> {
  const [row] = await referenceSql<{ id: number }>('select merchant_id as id from merchant_user where mobile = $1', [mobile]);
  if (row === undefined) throw new Error(`the reference database has no merchant user ${mobile}`);
  return row.id;
}

/** What a screen test on the reference server works with; see referenceScreenSuite. */
export interface ReferenceScreen {
  /** The admin's merchant, read after each reset. */
  readonly merchant: number;
  /** The screen the test mounted, unmounted after each test. */
  mounted: Mounted | null;
  /** Mounts `node` in a shadow root as the test's screen. */
  mount(node: ReactNode): Mounted;
  unmount(): void;
  /** A fresh seeded server again (for a describe block that changes the seed in its own `before`). */
  reset(): Promise<void>;
}

/**
 * Registers the hooks of a screen test on the reference server where it is called (a describe block,
 * or the file's top level for all its blocks): a fresh server before all tests, the admin logged in
 * before each, and the mounted screen removed after each.
 */
export function referenceScreenSuite(): ReferenceScreen {
  let merchant = 0;
  const suite: ReferenceScreen = {
    get merchant() {
      return merchant;
    },
    mounted: null,
    mount(node) {
      suite.mounted = mountInShadow(node);
      return suite.mounted;
    },
    unmount() {
      suite.mounted?.unmount();
      suite.mounted = null;
    },
    async reset() {
      await resetReferenceServer();
      merchant = await merchantOf();
    },
  };
  before(() => suite.reset());
  beforeEach(() => referenceLogin());
  afterEach(() => suite.unmount());
  return suite;
}

/** Moves the reference server's clock on by `ms` (its clock stands still otherwise). */
export async function referenceClockAdvance(ms: number): Promise<void> {
  await control('clock', { ms });
}

/**
 * The reference server's now: its clock stands still from the reset, so it falls behind the
 * database's now() and the page's Date.now() while a file runs. What the server decides by its
 * clock (today's figures, overdue tasks) is checked against this moment.
 */
export async function referenceNow(): Promise<Date> {
  return new Date((await control<{ now: number }>('clock', { ms: 0 })).now);
}

/**
 * Holds the page's clock and the reference server's at one instant, the later of the two nows (the
 * server's stands still from the reset), until the returned release: what the server stamps next
 * falls in the page's "today" and "this month", which the console's default ranges read, even when
 * the test runs across a midnight (the page's Date.now() would move on into the next day, or the
 * next year, between the stamp and the screen's range).
 */
export async function holdClocksTogether(): Promise<() => void> {
  const serverNow = (await referenceNow()).getTime();
  const at = Math.max(Date.now(), serverNow);
  await referenceClockAdvance(at - serverNow);
  const realNow = Date.now;
  Date.now = () => at;
  return () => {
    Date.now = realNow;
  };
}

/** The reference server's payment provider answers these codes next (E10001 refused, E10010 pending, ...). */
export async function referencePaymentsNext(...codes: string[]): Promise<void> {
  await control('payments', { codes });
}

/** A fake device on the reference server's MQTT broker (see reference-server.mjs): connect a well's, report a status, answer the next command. */
export const referenceDevice = {
  /** New credentials for the well (the console's call) and a device connected with them. */
  connect: (wellId: number) => control<{ username: string }>('device', { op: 'connect', wellId }),
  /** A status report (the readings of test/server/devices.test.ts unless given); resolves once the server took it. */
  status: (username: string, status: Record<string, unknown> = {}) => control<null>('device', { op: 'status', username, status }),
  /** An offline order's record (up/order: recordNo, cardNo, times, meters, money); resolves with the server's down/order. */
  order: (username: string, record: Record<string, unknown>) =>
    control<{ recordNo: number; lastRecordNo: number }>('device', { op: 'order', username, record }),
  /** The device answers its next command: acknowledged, or refused with `reason`. */
  answerNext: (username: string, ok: boolean, reason?: string) => control<null>('device', { op: 'answer', username, ok, reason }),
  /** The device's commands still unanswered time out now, as the server's timer would end them. */
  timeOut: (username: string) => control<{ timedOut: number }>('device', { op: 'timeout', username }),
};
