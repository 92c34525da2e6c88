import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { registerBackupRoute } from './backup/backup-route';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrate } from './db/migrate';
import { ensureMenuCatalogue } from './db/seed/menu-catalogue';
import { seedDemo } from './db/seed/index';
import { registerDevMoneyPage } from './money/dev-money-page';
import { ReferencePaymentProvider } from './money/reference-payment-provider';
import { registerSmsOutboxPage } from './sms/outbox-page';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  /**
   * Stops accepting, ends the event streams (each with a reconnect wait), finishes the requests in
   * flight, closes the devices' connections, the database and its directory. Requests still open
   * when `deadline` resolves are cut (their connections closed); resolves whether they were or not.
   */
  close(deadline?: Promise<void>): Promise<void>;
}

export interface StartOptions {
  /** Registers more routes (the demo pages, the bundles) before listening. */
  beforeListen?: (app: FastifyInstance) => Promise<void>;
  routes?: BuildAppOptions['routes'];
}

/**
 * fastify's close (no new connection, the streams ended by its preClose hook, the requests in
 * flight awaited, then its onClose hooks), the connections still open cut at `deadline`.
 */
export async function closeWithin(app: FastifyInstance, deadline?: Promise<void>): Promise<void> {
  const closed = app.close();
  let cut = false;
  await Promise.race([closed, deadline?.then(() => (cut = true))]);
  if (cut) {
    app.log.warn({ stop: 'requests still in flight at the stop deadline: their connections closed' });
    app.server.closeAllConnections();
  }
  await closed;
}

/** Opens (and locks) the database, migrates it, seeds the demo once (not in production: config.demoSeed), builds the app and listens. */
export async function startServer(config: ServerConfig, opts: StartOptions = {}): Promise<RunningServer> {
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    await ensureMenuCatalogue(database.db);
    if (config.demoSeed) await seedDemo(database.db, config.now(), { passwordLogN: config.passwordLogN });
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
    // the embedded database is backed up by the process holding it (server/docs/backup.md)
    if (database.engine === 'pglite') registerBackupRoute(app, database.db, config.dataDir, config.now);
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
      close: (deadline) =>
        (closing ??= (async () => {
          try {
            await closeWithin(app, deadline);
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
