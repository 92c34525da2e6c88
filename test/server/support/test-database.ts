import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadOrCreateAppKey } from '../../../server/auth/app-key';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connect';
import { migrate } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/db/seed/index';
import { formatDateTime } from '../../../server/http/format';

export interface TestDatabase extends DatabaseHandle {
  /** The embedded engine's directory (a fresh temp dir), or a temp dir for uploads on PostgreSQL. */
  dataDir: string;
  /** The PostgreSQL URL of this test's own database. */
  url: string | undefined;
}

const serverDir = (path: string) => fileURLToPath(new URL(`../../../server/${path}`, import.meta.url));
/** What the template's content depends on. */
const TEMPLATE_SOURCES = ['db', 'money', 'region', 'auth/password.ts', 'auth/rsa-key.ts'].map(serverDir);
const TEMPLATE_PREFIX = 'irr-pglite-template-';

function filesUnder(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Migrations and seed change the template: key it on their sources (and the China-time day, as seed dates are relative). */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of TEMPLATE_SOURCES.flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  // the seed's "today" is China time's: a template made before its midnight must not serve after it
  hash.update(formatDateTime(new Date()).slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/** Templates of older sources or days, left by earlier runs (an hour old: no run still copies them). */
function removeOldTemplates(): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith(TEMPLATE_PREFIX) && Date.now() - statSync(path).mtimeMs > 3_600_000) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

/**
 * A migrated and seeded embedded database, built once and copied for each test file: the
 * first start of the engine and the seed take seconds, a copy opens in a fraction of one.
 */
async function pgliteTemplate(): Promise<string> {
  const dir = join(tmpdir(), `${TEMPLATE_PREFIX}${templateKey()}`);
  if (existsSync(join(dir, 'ready'))) return dir;
  removeOldTemplates();
  const building = `${dir}.build-${process.pid}-${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ dataDir: building, databaseUrl: undefined });
  try {
    await migrate(handle.db);
    await seedDemo(handle.db);
    await loadOrCreateAppKey(handle.db);
  } finally {
    await handle.close();
  }
  writeFileSync(join(building, 'ready'), '');
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another test file built it first
  }
  return dir;
}

/** A fresh data directory holding a migrated, seeded embedded database, not opened (for child processes). */
export async function createPgliteDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'irr-test-'));
  cpSync(join(await pgliteTemplate(), 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

export async function createPostgresDatabase(adminUrl: string): Promise<string> {
  const name = `irr_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(adminUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated, seeded database for one test file: PGlite, or PostgreSQL when TEST_DATABASE_URL
 * is set; `busyLimitMs` bounds the wait for a connection (server/db/connect.ts).
 */
export async function createTestDatabase(opts: { busyLimitMs?: number } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'irr-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const url = await createPostgresDatabase(adminUrl);
    const handle = await openDatabase({ dataDir, databaseUrl: url, busyLimitMs: opts.busyLimitMs });
    await migrate(handle.db);
    await seedDemo(handle.db);
    return {
      ...handle, dataDir, url,
      async close() {
        await handle.close();
        await dropPostgresDatabase(adminUrl, url);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  cpSync(join(await pgliteTemplate(), 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  const handle = await openDatabase({ dataDir, databaseUrl: undefined, busyLimitMs: opts.busyLimitMs });
  await migrate(handle.db);
  await seedDemo(handle.db);
  return {
    ...handle, dataDir, url: undefined,
    async close() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
