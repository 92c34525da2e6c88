import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import mqtt from 'mqtt';
import type { Browser } from 'playwright-core';
import { startLocalPostgres } from '../../scripts/local-postgres.mjs';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { hashSecret } from '../../server/devices/credentials';
import { compileEntries, runTs, waitForUrl, type Child } from '../server/support/child-server';
import { TEST_PASSWORD_LOG_N, createPostgresDatabase, dropPostgresDatabase } from '../server/support/test-database';
import { launchBrowser, withPage } from './support/browser';
import { ADMIN } from './support/console-page';
import { monitorRowOf } from './support/monitor-page';
import { assertBuilt, E2E_CAPTCHA } from './support/e2e-server';
import { cellOf } from './support/table';

/**
 * Two server processes (server/main.ts) behind one PostgreSQL: a device reports to the first one's
 * broker, and the built console in Chromium, connected to the second, shows it (the first NOTIFYs,
 * the second LISTENs and streams it). The database is a copy of the seeded template: on the cluster
 * of `npm test` (E2E_POSTGRES_URL, whose template the set-up built), else on a throwaway cluster of
 * its own. Seeding it again here cost half a minute and proved nothing the templates job does not.
 */
let cluster: { url: string; stop(): void } | null = null;
let url = '';
let db: DatabaseHandle | undefined;
let browser: Browser | undefined;
const servers: { child: Child; dataDir: string }[] = [];

async function startProcess(env: Record<string, string>): Promise<{ url: string; stdout: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'irr-e2e-proc-'));
  const child = runTs('server/main.ts', [], {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    IRR_DATA_DIR: dataDir,
    DATABASE_URL: url,
    IRR_CAPTCHA_FIXED: E2E_CAPTCHA,
    IRR_SIMULATE: 'off',
    IRR_PORTAL_PORT: 'off',
    IRR_PASSWORD_LOG_N: String(TEST_PASSWORD_LOG_N),
    ...env,
  });
  servers.push({ child, dataDir });
  return { url: await waitForUrl(child), stdout: child.stdout() };
}

before(async () => {
  assertBuilt();
  const shared = process.env.E2E_POSTGRES_URL;
  cluster = shared ? { url: shared, stop: () => undefined } : await startLocalPostgres();
  assert.ok(cluster, 'PostgreSQL binaries (Debian postgresql) are needed for two processes on one database');
  url = await createPostgresDatabase(cluster.url, { seeded: true });
  browser = await launchBrowser();
  await compileEntries(['server/main.ts']);
});
after(async () => {
  await browser?.close();
  for (const { child, dataDir } of servers) {
    child.process.kill('SIGTERM');
    await child.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  await db?.close();
  if (cluster && url) await dropPostgresDatabase(cluster.url, url);
  cluster?.stop();
});

test("a device on one process's broker: its report shows live in the console served by the other", async () => {
  const first = await startProcess({ IRR_MQTT_PORT: '0' });
  const mqttUrl = /devices \(MQTT\): (mqtt:\/\/\S+)/.exec(first.stdout)?.[1];
  assert.ok(mqttUrl, first.stdout);
  const second = await startProcess({ IRR_MQTT_PORT: 'off' });
  db = await openDatabase({ dataDir: tmpdir(), databaseUrl: url });
  const merchant = await db.db.selectFrom('merchant_user').select('merchant_id').where('mobile', '=', ADMIN).executeTakeFirstOrThrow();
  const well = await db.db
    .selectFrom('well')
    .select(['id', 'cd'])
    .where('merchant_id', '=', merchant.merchant_id)
    .orderBy('cd')
    .executeTakeFirstOrThrow();
  const username = `w${well.id}-twoproc`;
  await db.db
    .insertInto('device')
    .values({
      merchant_id: merchant.merchant_id,
      well_id: well.id,
      equip_id: null,
      username,
      secret_hash: hashSecret('two-process-secret'),
      created_at: new Date(),
      rotated_at: new Date(),
    })
    .execute();
  const device = await mqtt.connectAsync(mqttUrl, { username, password: 'two-process-secret', reconnectPeriod: 0 });
  try {
    await withPage(browser!, second.url, 'two-processes', async ({ page }) => {
      const { table, row } = await monitorRowOf(page, well.cd);
      await device.publishAsync(
        `irr/${username}/up/status`,
        JSON.stringify({
          seq: 1,
          ts: Date.now(),
          sig: 19.5,
          waterLevel: 41.5,
          running: false,
          current: 4.4,
          voltage: 366.6,
          meterWh: 1,
          meterLiters: 2,
        }),
        { qos: 1 },
      );
      await (await cellOf(table, row, '电压(V)')).getByText('366.6', { exact: true }).waitFor();
    });
  } finally {
    await device.endAsync();
  }
});
