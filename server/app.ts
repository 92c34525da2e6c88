import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { loadOrCreateAppKey } from './auth/app-key';
import { batchedCallers } from './auth/caller-batches';
import { createRoleGrants } from './auth/role-grants';
import type { ServerConfig } from './config';
import type { Engine } from './db/connect';
import type { Database } from './db/schema';
import { sweepExpired } from './db/sweep';
import { createDirectoryStorage, type FileStorage } from './files/file-storage';
import type { AppServices } from './http/context';
import { registerCors } from './http/cors';
import { envelope, sendEnvelope } from './http/envelope';
import { registerErrorHandler } from './http/error-handler';
import { registerHealthRoutes } from './http/health-routes';
import { createMetrics, registerMetrics, type PoolStats } from './metrics/metrics';
import { registerPlatformRoutes } from './platform/platform-routes';
import { countedSms } from './sms/counted-sms';
import { createRateLimiter } from './http/rate-limiter';
import { loggerOptions } from './http/logger';
import { registerRequestLog } from './http/request-log';
import { createRouter, type RouteFn } from './http/route';
import { registerSecurityHeaders } from './http/security-headers';
import { registerFertigationRoutes } from './routes/fertigation/index';
import { FILES_URL_PREFIX, registerFileRoutes, registerFileServing } from './routes/file-routes';
import { registerLoginRoutes } from './routes/login-routes';
import { registerMenuRoutes } from './routes/menu-routes';
import { registerNoticeRoutes } from './routes/notice-routes';
import { registerOpenRoutes } from './routes/open-routes';
import { registerParamRoutes } from './routes/param-routes';
import { registerRegionRoutes } from './routes/region-routes';
import { registerServiceLineRoutes } from './routes/service-line-routes';
import { CALL_TABLE } from '../src/api/contract/call-table';
import { registerSystemRoutes } from './routes/system/index';
import { registerWellRoutes } from './routes/well/index';
import { registerMoneyRoutes } from './routes/money/index';
import { registerExportRoute } from './export/export-route';
import { PageHandlers } from './export/page-handlers';
import type { PaymentProvider } from './money/payment-provider';
import { ReferencePaymentProvider } from './money/reference-payment-provider';
import { settlementJob } from './money/settlement-job';
import { startDeviceHub } from './devices/device-hub';
import { historyJob } from './history/history-job';
import { ReadingPartitions } from './history/reading-partitions';
import type { Listen } from './db/listener';
import { createLiveHub } from './live/live-hub';
import { registerLiveRoutes } from './live/live-route';
import { registerMonitorRoutes } from './routes/well/monitor-routes';
import { smsProviderFor } from './sms/provider-for';
import type { SmsProvider } from './sms/sms-provider';

export const API_PREFIX = '/cpi';
const SWEEP_EVERY_MS = 60_000;

export interface BuildAppOptions {
  config: ServerConfig;
  /** A migrated database; the caller opens and closes it (see server/start.ts). */
  db: Kysely<Database>;
  engine: Engine;
  /** Where uploads go; default the directory `<dataDir>/files`. */
  storage?: FileStorage;
  /** More contract calls, bound like the built-in ones (later features, tests). */
  routes?: (route: RouteFn) => void;
  /** Where SMS codes go; default the provider the configuration names. */
  sms?: SmsProvider;
  /** Online payments; default the reference provider (records, pays nothing). */
  payments?: PaymentProvider;
  /** The PostgreSQL pool's connections (DatabaseHandle.pool), for the metrics. */
  pool?: PoolStats;
  /** The database's LISTEN (DatabaseHandle.listen): live events and device relays of other processes. Without it this process hears only nothing. */
  listen?: Listen;
}

const noListen: Listen = async () => async () => undefined;

/**
 * The API server, not yet listening: every call under `/cpi`. Other routes (the demo pages)
 * can be registered on the returned instance before `listen`.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, engine } = opts;
  const app = Fastify({
    ...loggerOptions(config.log),
    // an id no other process repeats: a log line and an answer's request-id header name one request
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimit,
    // The last `trustProxy` hops are our proxies; fastify's types do not take the hop count itself.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    routerOptions: { maxParamLength: 200 },
    // a request that reaches a stopping process on a connection still open is served (with
    // `Connection: close`), not answered 503: the stop waits for it anyway (docs/http.md, "Stopping")
    return503OnClosing: false,
  });
  const payments = opts.payments ?? new ReferencePaymentProvider();
  const sms = countedSms(opts.sms ?? smsProviderFor(config.sms.provider));
  const partitions = new ReadingPartitions(db);
  const services: AppServices = {
    config,
    db,
    engine,
    storage: opts.storage ?? createDirectoryStorage(join(config.dataDir, 'files'), FILES_URL_PREFIX),
    appKey: await loadOrCreateAppKey(db),
    limiter: createRateLimiter({ windowMs: config.rateLimit.windowMs, max: config.rateLimit.max, now: () => config.now().getTime() }),
    entryLimiter: createRateLimiter({
      windowMs: config.rateLimit.windowMs,
      max: config.rateLimit.loginMax,
      now: () => config.now().getTime(),
    }),
    sms,
    payments,
    roleGrants: createRoleGrants(),
    callers: batchedCallers(db),
    settlements: settlementJob(db, payments, { now: config.now, everyMs: config.settlementEveryMs, log: config.log }),
    history: historyJob(db, partitions, { now: config.now, ...config.history, log: config.log }),
    live: await createLiveHub(opts.listen ?? noListen, config.log),
    devices: await startDeviceHub({
      db,
      partitions,
      listen: opts.listen ?? noListen,
      mqtt: config.mqtt,
      field: config.field,
      host: config.deviceHost,
      now: config.now,
      log: config.log,
    }),
  };
  app.decorate('services', services);
  registerRequestLog(app);
  registerSecurityHeaders(app);
  registerHealthRoutes(app, { db, link: () => services.devices.link });
  registerMetrics(app, createMetrics(services, { pool: opts.pool, sms }), config.metricsToken);
  registerPlatformRoutes(app, { db, config });

  await app.register(
    async (api) => {
      registerErrorHandler(api);
      registerCors(api, config.corsOrigins);
      // Bodies stay raw text: the signature covers the exact bytes, and parsing errors are ours to word.
      api.removeAllContentTypeParsers();
      api.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      await api.register(fastifyMultipart, {
        limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
      });

      api.get('/health', async (_request, reply) => {
        await sql`select 1`.execute(db);
        return sendEnvelope(reply, 200, envelope(0, 'ok', { status: 'ok', engine }));
      });
      registerFileServing(api, services);

      const pages = new PageHandlers();
      const route = createRouter(api, CALL_TABLE, pages);
      registerLoginRoutes(route);
      registerOpenRoutes(route);
      registerMenuRoutes(route);
      registerParamRoutes(route);
      registerRegionRoutes(route);
      registerServiceLineRoutes(route);
      registerFileRoutes(route);
      registerNoticeRoutes(route);
      registerFertigationRoutes(route);
      registerWellRoutes(route);
      registerSystemRoutes(route);
      registerMoneyRoutes(route);
      registerMonitorRoutes(route);
      registerLiveRoutes(route);
      registerExportRoute(route, CALL_TABLE, pages);
      opts.routes?.(createRouter(api));
    },
    { prefix: API_PREFIX },
  );

  const sweeper = setInterval(() => {
    sweepExpired(db, config, config.now()).catch((error: unknown) =>
      config.log(JSON.stringify({ time: new Date().toISOString(), level: 'error', error: String(error) })),
    );
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  // A connection kept alive past the stop would hold it until its keep-alive timeout: the answers sent
  // while it stops close theirs (fastify marks only the requests that arrive once it closes), and the
  // open event streams end (server/live/live-route.ts closes their connections).
  let stopping = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', async () => {
    stopping = true;
    await services.live.close();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    services.settlements.stop();
    services.history.stop();
    await services.devices.close();
  });
  return app;
}
