import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig, type ServerConfig } from '../../../server/config';
import type { Database } from '../../../server/db/schema';
import { registerStaticFiles } from '../../../server/http/static-files';
import { startServer } from '../../../server/start';
import { ROOT } from '../../server/support/child-server';
import { TEST_PASSWORD_LOG_N, createPgliteDataDir, createPostgresDatabase, dropPostgresDatabase } from '../../server/support/test-database';

/** Every captcha the e2e server draws shows this text. */
export const E2E_CAPTCHA = 'E2E7';

export interface E2eServer {
  /** e.g. http://127.0.0.1:41234 — the demo page, the bundles and /cpi. */
  url: string;
  config: ServerConfig;
  db: Kysely<Database>;
  /** Request log lines (one JSON line per request), for failure reports. */
  logs: string[];
  /** The embedded broker's URL, with `mqtt: true`. */
  mqttUrl: string | undefined;
  /** Moves the server's clock forward (its sessions, captchas and signatures see the new time). */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

export interface E2eServerOptions {
  /** Idle expiry of sessions, minutes (IRR_SESSION_IDLE_MINUTES). @default 30 */
  sessionIdleMinutes?: number;
  /** Origins allowed to call the API with credentials (IRR_CORS_ORIGINS), e.g. a demo portal's. @default none */
  corsOrigins?: readonly string[];
  /** Run the embedded MQTT broker (on a free port; `mqttUrl`). @default off */
  mqtt?: boolean;
}

/** The files the demo page loads; without them Chromium would only show an empty page. */
const REQUIRED_FILES = ['demo/index.html', 'dist/light/irr-console.js'];

export function assertBuilt(): void {
  const missing = REQUIRED_FILES.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length > 0) {
    throw new Error(
      `end-to-end tests need the demo page and the built bundles, missing: ${missing.join(', ')}. ` +
        'Run `npm run build` first (`npm test` builds before it runs this suite).',
    );
  }
}

/**
 * The real server (server/start.ts with the static files of server/main.ts) on a free port of
 * 127.0.0.1, on a fresh copy of the migrated and seeded embedded database (or a fresh database
 * on TEST_DATABASE_URL's server), with NODE_ENV=test and a fixed captcha. Its clock is the
 * real one plus an offset the tests can move, never a frozen one: the browser signs requests
 * with its own clock and the server accepts ±5 minutes around its own.
 */
export async function startE2eServer(opts: E2eServerOptions = {}): Promise<E2eServer> {
  assertBuilt();
  const adminUrl = process.env.TEST_DATABASE_URL;
  // on PostgreSQL the directory only holds uploads
  const dataDir = adminUrl ? mkdtempSync(join(tmpdir(), 'irr-e2e-')) : await createPgliteDataDir();
  const databaseUrl = adminUrl ? await createPostgresDatabase(adminUrl, { seeded: true }) : undefined;
  let offset = 0;
  const logs: string[] = [];
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      IRR_DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      IRR_CAPTCHA_FIXED: E2E_CAPTCHA,
      IRR_PASSWORD_LOG_N: String(TEST_PASSWORD_LOG_N),
      IRR_SESSION_IDLE_MINUTES: String(opts.sessionIdleMinutes ?? 30),
      // every test logs in from 127.0.0.1: the per-address login limit must not be what a test meets
      IRR_LOGIN_RATE_LIMIT: '10000',
      IRR_RATE_LIMIT: '10000',
      IRR_CORS_ORIGINS: (opts.corsOrigins ?? []).join(','),
      IRR_MQTT_PORT: opts.mqtt ? '0' : 'off',
    },
    {
      log: (line) => {
        logs.push(line);
      },
      now: () => new Date(Date.now() + offset),
    },
  );
  const server = await startServer(config, { beforeListen: (app) => registerStaticFiles(app, { root: ROOT }) });
  return {
    url: server.url,
    config,
    db: server.database.db,
    mqttUrl: server.app.services.devices.link?.url,
    logs,
    advanceClock: (ms) => {
      offset += ms;
    },
    async close() {
      await server.close();
      if (adminUrl && databaseUrl) await dropPostgresDatabase(adminUrl, databaseUrl);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
