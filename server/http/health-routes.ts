import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { MIGRATIONS, type Migration } from '../db/migrate';
import type { Database } from '../db/schema';
import type { DeviceLink } from '../devices/device-link';

/** The longest /readyz waits for the database: a database that does not answer in time is not ready. */
export const READY_DATABASE_MS = 2_000;

/** Each check's word: `ok`, or what is wrong in a few words for the operator. */
export type ReadyChecks = Record<string, string>;

/**
 * What /readyz checks (server/docs/http.md, "Health and readiness"): the database answers in time, every migration this process knows is applied (a newer process
 * may have applied more: an older one still serves beside it), the broker is up when one is set.
 */
export async function readyChecks(opts: {
  db: Kysely<Database>;
  link: DeviceLink | undefined;
  migrations?: readonly Migration[];
}): Promise<ReadyChecks> {
  const checks: ReadyChecks = {};
  let timer: NodeJS.Timeout | undefined;
  try {
    const applied = await Promise.race([
      sql<{ name: string }>`select name from schema_migration`.execute(opts.db),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${READY_DATABASE_MS} ms`)), READY_DATABASE_MS);
      }),
    ]);
    checks.database = 'ok';
    const names = new Set(applied.rows.map((r) => r.name));
    const missing = (opts.migrations ?? MIGRATIONS).filter((m) => !names.has(m.name)).map((m) => m.name);
    checks.migrations = missing.length === 0 ? 'ok' : `not applied: ${missing.join(', ')}`;
  } catch (error) {
    checks.database = `not answering: ${error instanceof Error ? error.message : String(error)}`;
    checks.migrations = 'unknown';
  } finally {
    clearTimeout(timer);
  }
  if (opts.link) checks.broker = opts.link.up ? 'ok' : 'down';
  return checks;
}

/**
 * GET /healthz (the process answers) and GET /readyz (it can serve: 200, or 503 with the checks
 * that failed), for a proxy or an orchestrator; outside /cpi, no session, no envelope. Their
 * answers are not request-logged (a proxy asks every few seconds); a /readyz that fails is, once
 * per change of its checks.
 */
export function registerHealthRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; link: () => DeviceLink | undefined }): void {
  let lastFailure = '';
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', quiet, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', quiet, async (request, reply) => {
    const checks = await readyChecks({ db: opts.db, link: opts.link() });
    const ready = Object.values(checks).every((c) => c === 'ok');
    const failure = ready ? '' : JSON.stringify(checks);
    if (failure && failure !== lastFailure) request.log.warn({ readyz: checks }, 'not ready');
    lastFailure = failure;
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
