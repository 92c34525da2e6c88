import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed/index';
import { registerDevMoneyPage } from './money/dev-money-page';
import { ReferencePaymentProvider } from './money/reference-payment-provider';
import { registerSmsOutboxPage } from './sms/outbox-page';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  /** Stops accepting, finishes in-flight requests, closes the database and releases its directory. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Registers more routes (the demo pages, the bundles) before listening. */
  beforeListen?: (app: FastifyInstance) => Promise<void>;
  routes?: BuildAppOptions['routes'];
}

/** Opens (and locks) the database, migrates it, seeds the demo once, builds the app and listens. */
export async function startServer(config: ServerConfig, opts: StartOptions = {}): Promise<RunningServer> {
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    await seedDemo(database.db, config.now(), { passwordLogN: config.passwordLogN });
    const payments = new ReferencePaymentProvider();
    const app = await buildApp({
      config,
      db: database.db,
      engine: database.engine,
      routes: opts.routes,
      payments,
      listen: database.listen,
      pool: database.pool,
    });
    if (!config.production) {
      registerSmsOutboxPage(app, database.db);
      registerDevMoneyPage(app, database.db, payments);
    }
    await opts.beforeListen?.(app);
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    database.lock?.setUrl(url);
    let closing: Promise<void> | undefined;
    return {
      app,
      database,
      url,
      close: () =>
        (closing ??= (async () => {
          try {
            await app.close();
          } finally {
            await database.close();
          }
        })()),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
