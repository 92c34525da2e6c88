import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig, type ServerConfig } from '../../../server/config';
import type { RouteFn } from '../../../server/http/route';
import { ReferencePaymentProvider } from '../../../server/money/reference-payment-provider';
import { loginCalls } from '../../../src/api/contract';
import { TestClient, encryptPassword } from './client';
import { createClock, type TestClock } from './clock';
import { TEST_PASSWORD_LOG_N, type TestDatabase } from './test-database';

export const TEST_CAPTCHA = 'T3ST';
export const PASSWORD = 'Irr@2026';
export { TEST_PASSWORD_LOG_N } from './test-database';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  config: ServerConfig;
  clock: TestClock;
  /** Request log lines the server wrote. */
  logs: string[];
  /** The payment provider the server uses: what it was asked, and `failNext` for the next answers. */
  payments: ReferencePaymentProvider;
  client(): TestClient;
  /** A client logged in as that account. */
  loginAs(mobile: string): Promise<TestClient>;
  close(): Promise<void>;
}

/**
 * An app on the test database, listening on a free port, with a fixed captcha and a movable clock;
 * `beforeListen` registers more (the static files of server/main.ts) before it listens.
 */
export async function startTestServer(
  database: TestDatabase,
  overrides: Partial<ServerConfig> = {},
  routes?: (route: RouteFn) => void,
  beforeListen?: (app: FastifyInstance) => Promise<void>,
): Promise<TestServer> {
  const clock = createClock();
  const logs: string[] = [];
  const config = loadConfig(
    { NODE_ENV: 'test', IRR_DATA_DIR: database.dataDir, IRR_CAPTCHA_FIXED: TEST_CAPTCHA },
    {
      now: clock.now,
      log: (line) => logs.push(line),
      port: 0,
      passwordLogN: TEST_PASSWORD_LOG_N,
      trustProxy: 1,
      rateLimit: { windowMs: 60_000, max: 100_000, loginMax: 100_000 },
      ...overrides,
    },
  );
  const payments = new ReferencePaymentProvider();
  const app = await buildApp({
    config,
    db: database.db,
    engine: database.engine,
    routes,
    payments,
    listen: database.listen,
    pool: database.pool,
  });
  await beforeListen?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const client = () => new TestClient(url, config.signSecret, clock.now);
  return {
    app,
    url,
    config,
    clock,
    logs,
    payments,
    client,
    async loginAs(mobile) {
      const c = client();
      c.token = await loginToken(c, mobile, PASSWORD);
      return c;
    },
    close: () => app.close(),
  };
}

/** The console's login flow: session id, captcha, public key, encrypted password. */
export async function loginToken(c: TestClient, mobile: string, password: string): Promise<string> {
  const session = await c.call(loginCalls.getSessionId, {}, { token: null });
  const sessionId = session.body.message;
  await c.call(loginCalls.captcha, { userType: 'merchant' }, { token: sessionId });
  const key = await c.call<{ publicKey: string }>(loginCalls.publicKey, {}, { token: null });
  const res = await c.call<{ access_token: string }>(
    loginCalls.login,
    {
      username: mobile,
      password: encryptPassword(key.body.data.publicKey, password),
      code: TEST_CAPTCHA,
      userType: 'merchant',
    },
    { token: sessionId },
  );
  if (res.body.errorCode !== 0) throw new Error(`login of ${mobile} failed: ${res.text}`);
  return res.body.data.access_token;
}
