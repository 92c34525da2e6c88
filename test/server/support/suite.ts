import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../../server/config';
import type { RouteFn } from '../../../server/http/route';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startTestServer, type TestServer } from './test-server';

export interface ServerSuite {
  database: TestDatabase;
  server: TestServer;
}

export interface ServerSuiteOptions {
  config?: Partial<ServerConfig>;
  /** The longest wait for a database connection (server/db/connect.ts). */
  busyLimitMs?: number;
  /** Extra routes of the test (see startTestServer). */
  routes?: (route: RouteFn) => void;
  /** Registers more before the server listens (see startTestServer). */
  beforeListen?: (app: FastifyInstance) => Promise<void>;
  /** The file's own set-up (logins, keys), run once the server listens. */
  setup?: (suite: ServerSuite) => Promise<void>;
}

/**
 * A test file's own database and server: registers the `before` hook that starts them and the
 * `after` hook that closes them; the fields are set when the first test runs. The file's set-up
 * goes in `setup`, not in a `before` of its own: Node 20 starts a top-level hook as soon as it is
 * registered, so a second one would not wait for the server.
 */
export function serverSuite(opts: ServerSuiteOptions = {}): ServerSuite {
  const suite = {} as ServerSuite;
  before(async () => {
    suite.database = await createTestDatabase({ busyLimitMs: opts.busyLimitMs });
    suite.server = await startTestServer(suite.database, opts.config, opts.routes, opts.beforeListen);
    await opts.setup?.(suite);
  });
  after(async () => {
    await suite.server?.close();
    await suite.database?.close();
  });
  return suite;
}
