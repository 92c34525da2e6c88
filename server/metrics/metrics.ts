import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { UP_KINDS } from '../../src/api/contract/device/topics';
import { DROP_REASONS } from '../devices/ingest';
import type { AppServices } from '../http/context';
import type { CountedSms } from '../sms/counted-sms';

/** What the pool of a PostgreSQL database has now (undefined on the embedded engine: one connection, no pool). */
export type PoolStats = () => { total: number; idle: number; waiting: number };

/** The latency buckets of a call, in seconds: the console's 5 s timeout is the last that matters. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A request's outcome: its envelope's errorCode, or its status for a file, a page or a stream. */
function outcomeOf(request: FastifyRequest, reply: FastifyReply): string {
  const code = request.errorCode;
  if (code === 0) return 'ok';
  if (code === 9998) return 'busy';
  if (code === 9999) return 'error';
  if (code !== null) return 'refused';
  if (reply.statusCode === 404) return 'not_found';
  if (reply.statusCode >= 500) return 'error';
  return reply.statusCode >= 400 ? 'refused' : 'ok';
}

export interface Metrics {
  registry: Registry;
  /** Counts a request that has been answered (and times it, unless it was an event stream). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * This process's metrics in Prometheus's text format (server/docs/metrics.md), on its own
 * registry (a test runs several servers in one process). Requests are counted as they end; the
 * rest is read from the services when scraped.
 */
export function createMetrics(services: AppServices, opts: { pool?: PoolStats; sms: CountedSms }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'irr_' });
  const requests = new Counter({
    name: 'irr_http_requests_total',
    help: 'Requests answered, by route (the call path) and outcome: ok, refused (a business or input refusal), busy (9998), error (9999), not_found.',
    labelNames: ['route', 'outcome'] as const,
    registers: [registry],
  });
  const seconds = new Histogram({
    name: 'irr_http_request_duration_seconds',
    help: 'Time from request to answer by route; event streams are not timed (they last as long as the console stays).',
    labelNames: ['route'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  new Gauge({
    name: 'irr_database_pool_connections',
    help: 'PostgreSQL pool connections by state: total open, idle, and callers waiting for one (absent on the embedded engine).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = opts.pool?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  new Counter({
    name: 'irr_device_messages_total',
    help: 'Device messages (MQTT and the TCP gateway) by outcome (accepted, dropped) and kind or drop reason.',
    labelNames: ['outcome', 'type'] as const,
    registers: [registry],
    collect() {
      const { accepted, dropped } = services.devices.ingest.counts;
      this.reset();
      for (const kind of UP_KINDS) this.inc({ outcome: 'accepted', type: kind }, accepted[kind]);
      for (const reason of DROP_REASONS) this.inc({ outcome: 'dropped', type: reason }, dropped[reason]);
    },
  });
  new Gauge({
    name: 'irr_devices_connected',
    help: 'Devices connected to this process: mqtt to its embedded broker (absent with an outside broker), tcp the DTUs registered on its gateway.',
    labelNames: ['transport'] as const,
    registers: [registry],
    collect() {
      const { link, field } = services.devices;
      if (link?.clients !== undefined) this.set({ transport: 'mqtt' }, link.clients);
      if (field) this.set({ transport: 'tcp' }, field.connectedWells().length);
    },
  });
  new Gauge({
    name: 'irr_live_streams',
    help: 'Consoles holding a live event stream open on this process.',
    registers: [registry],
    collect() {
      this.set(services.live.size);
    },
  });
  new Counter({
    name: 'irr_job_runs_total',
    help: "This process's job passes by job (settlement, history) and outcome (ok, failed).",
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [job, runs] of [
        ['settlement', services.settlements.runs],
        ['history', services.history.runs],
      ] as const) {
        this.inc({ job, outcome: 'ok' }, runs.ended - runs.failed);
        this.inc({ job, outcome: 'failed' }, runs.failed);
      }
    },
  });
  new Gauge({
    name: 'irr_settlements',
    help: "Settlements by payout status, all merchants' (the database's, the same on every process): waitPay, pro01 (sent, unanswered), paid, failed, ...",
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // a database busy or away leaves the figure out of this scrape: the rest still answers (the pool's and the 9998s tell why)
      const rows = await sql<{ status: string; n: number | string }>`select status, count(*) as n from settlement group by status`
        .execute(services.db)
        .then((r) => r.rows)
        .catch(() => []);
      for (const r of rows) this.set({ status: r.status }, Number(r.n));
    },
  });
  new Counter({
    name: 'irr_sms_total',
    help: 'Text messages handed to the SMS provider by outcome (sent, failed).',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ outcome: 'sent' }, opts.sms.counts.sent);
      this.inc({ outcome: 'failed' }, opts.sms.counts.failed);
    },
  });

  return {
    registry,
    observe(request, reply) {
      const route = request.routeOptions.url ?? 'unmatched';
      requests.inc({ route, outcome: outcomeOf(request, reply) });
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream'))
        seconds.observe({ route }, reply.elapsedTime / 1000);
    },
  };
}

/** True when `header` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Counts every request as it ends and serves GET /metrics to a scraper bearing the configured
 * token (401 otherwise); without a token configured there is no /metrics at all (404).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const { registry } = metrics;
  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));
  if (!token) return;
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token))
      return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
