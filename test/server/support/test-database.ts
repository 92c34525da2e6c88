import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadOrCreateAppKey } from '../../../server/auth/app-key';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connect';
import { isAlive } from '../../../server/db/data-dir-lock';
import { migrate, MIGRATIONS } from '../../../server/db/migrate';
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
/** Beside a template being built: the file that says who builds it. */
const BUILD_LOCK = '.lock';
/** Beside a seeded embedded template: the same directory as PGlite's initdb left it, before the migrations. */
const EMPTY = '-empty';
/** The PostgreSQL templates' names: this, then the key. */
const PG_TEMPLATE_PREFIX = 'irr_template_';
/** Templates older than this are dropped by the next run that builds one (no run still copies them). */
const TEMPLATE_MAX_AGE_MS = 3_600_000;

/**
 * scrypt's cost of the seeded accounts' passwords in tests: the cheapest the server accepts, so a
 * login costs a millisecond of CPU instead of 0.3 s (hundreds of logins run in a suite); the
 * server's own cost is the password unit test's.
 */
export const TEST_PASSWORD_LOG_N = 10;

function filesUnder(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/**
 * Migrations and seed change the template: key it on their sources (and the China-time day, as seed
 * dates are relative), and on the migrations this code runs: `npm test` runs compiled copies, and a
 * source edited after they were compiled must not name a template built by the older code.
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of TEMPLATE_SOURCES.flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  hash.update(JSON.stringify(MIGRATIONS));
  // the seed's "today" is China time's: a template made before its midnight must not serve after it
  hash.update(formatDateTime(new Date()).slice(0, 10)).update(String(TEST_PASSWORD_LOG_N));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A ready template's `ready` file holds when a test file last copied it, by the clock of the tests
 * (not the file's time: a run may move its clock, libfaketime, to cross midnight); a template
 * being built carries when it began in its name.
 */
const READY = 'ready';
const markUsed = (dir: string) => writeFileSync(join(dir, READY), String(Date.now()));
function lastUsed(path: string): number {
  const building = /\.build-(\d+)-/.exec(path);
  if (building) return Number(building[1]);
  try {
    return Number(readFileSync(join(path, READY), 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/**
 * Templates of other sources or days, and builds left half done, that no test file has copied for
 * an hour: a run crossing midnight still copies the day before's until it has the new one.
 */
function removeOldTemplates(keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (
      name.startsWith(TEMPLATE_PREFIX) &&
      !name.endsWith(BUILD_LOCK) &&
      path !== keep &&
      path !== `${keep}${EMPTY}` &&
      Date.now() - lastUsed(path) > TEMPLATE_MAX_AGE_MS
    ) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

/** What every template holds: the migrations, the demo seed (with test-cost passwords) and the app key. */
async function fillTemplate(where: { dataDir: string; databaseUrl: string | undefined }): Promise<void> {
  const handle = await openDatabase(where);
  try {
    await migrate(handle.db);
    await seedDemo(handle.db, new Date(), { passwordLogN: TEST_PASSWORD_LOG_N });
    await loadOrCreateAppKey(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * A migrated and seeded embedded database, built once and copied for each test file: the
 * first start of the engine and the seed take seconds, a copy opens in a fraction of one.
 */
export async function pgliteTemplate(): Promise<string> {
  const dir = join(tmpdir(), `${TEMPLATE_PREFIX}${templateKey()}`);
  // one process builds, the others wait for it: at a midnight every running file and both
  // reference servers want the new day's template at once, and a dozen seeds side by side took
  // longer than a browser test's hook may wait
  for (;;) {
    if (existsSync(join(dir, READY))) {
      markUsed(dir);
      return dir;
    }
    if (takeBuildLock(dir)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    if (!existsSync(join(dir, READY))) {
      removeOldTemplates(dir);
      const building = `${dir}.build-${Date.now()}-${process.pid}-${randomBytes(4).toString('hex')}`;
      // PGlite's initdb, kept before the migrations for createEmptyDatabase: ten seconds of CPU a copy saves
      await (await openDatabase({ dataDir: building, databaseUrl: undefined })).close();
      cpSync(building, `${building}${EMPTY}`, { recursive: true });
      markUsed(`${building}${EMPTY}`);
      await fillTemplate({ dataDir: building, databaseUrl: undefined });
      markUsed(building);
      rmSync(`${dir}${EMPTY}`, { recursive: true, force: true });
      renameSync(`${building}${EMPTY}`, `${dir}${EMPTY}`);
      renameSync(building, dir);
    }
  } finally {
    rmSync(`${dir}${BUILD_LOCK}`, { force: true });
  }
  markUsed(dir);
  return dir;
}

/** Takes the right to build `dir` (a file made exclusively, holding the builder's pid); false while a live process holds it. */
function takeBuildLock(dir: string): boolean {
  const lock = `${dir}${BUILD_LOCK}`;
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number(readFileSync(lock, 'utf8'));
  if (!holder || isAlive(holder)) return false; // no pid yet: its builder is writing it
  rmSync(lock, { force: true }); // its builder died: the next loop takes it
  return false;
}

/** A fresh data directory holding a migrated, seeded embedded database, not opened (for child processes). */
export async function createPgliteDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'irr-test-'));
  cpSync(join(await pgliteTemplate(), 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

async function withAdmin<T>(adminUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Serialises the building of PostgreSQL templates between the test processes of one server. */
const TEMPLATE_LOCK_KEY = 7_270_101;

/**
 * The PostgreSQL twin of pgliteTemplate: a migrated and seeded database, built once (per sources
 * and China-time day) by the first test file that needs it, under an advisory lock, and copied for
 * each file by CREATE DATABASE … TEMPLATE, a file copy of a fraction of a second instead of the
 * seed's ten. It takes no connections, so that neither autovacuum nor a stray client can make a
 * copy fail with "being accessed by other users".
 */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `${PG_TEMPLATE_PREFIX}${templateKey()}`;
  return withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      await dropOldTemplates(admin);
      const building = `${name}_build`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      await fillTemplate({ dataDir: tmpdir(), databaseUrl: databaseUrl(adminUrl, building) });
      await admin.query(`alter database ${building} rename to ${name}`);
      await admin.query(`alter database ${name} with is_template true allow_connections false`);
      await admin.query(`comment on database ${name} is '${Date.now()}'`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
}

/** Templates of older sources or days (their comment holds when they were built). */
async function dropOldTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string; built: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as built from pg_database where datname like $1`,
    [`${PG_TEMPLATE_PREFIX}%`],
  );
  for (const { datname, built } of rows) {
    if (Date.now() - Number(built ?? 0) <= TEMPLATE_MAX_AGE_MS) continue;
    await admin.query(`alter database ${datname} with is_template false`);
    await admin.query(`drop database if exists ${datname} with (force)`);
  }
}

/**
 * A new database on `adminUrl`'s server: empty, or with `seeded` a copy of the migrated and seeded
 * template. Returns its URL.
 */
export async function createPostgresDatabase(adminUrl: string, opts: { seeded?: boolean } = {}): Promise<string> {
  const name = `irr_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (!opts.seeded) {
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
    return databaseUrl(adminUrl, name);
  }
  for (let attempt = 1; ; attempt += 1) {
    const template = await postgresTemplate(adminUrl);
    try {
      await withAdmin(adminUrl, async (admin) => {
        // FILE_COPY (PostgreSQL 15+) copies the files at once instead of logging every block
        const version = Number((await admin.query<{ v: string }>('show server_version_num')).rows[0]?.v);
        await admin.query(`create database ${name} template ${template}${version >= 150000 ? ' strategy file_copy' : ''}`);
      });
      return databaseUrl(adminUrl, name);
    } catch (error) {
      // the day's template of a moment ago, dropped by a file of the next day: that day's, then
      if ((error as { code?: string }).code !== '3D000' || attempt === 3) throw error;
    }
  }
}

export async function dropPostgresDatabase(adminUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

/**
 * An empty database (not migrated) of the engine under test, closed and removed by its close():
 * on PGlite a copy of the directory its initdb made beside the seeded template (made here when that
 * template was built before it kept one).
 */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'irr-empty-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const url = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  if (!adminUrl) {
    const empty = `${await pgliteTemplate()}${EMPTY}`;
    if (existsSync(join(empty, READY))) {
      markUsed(empty);
      cpSync(join(empty, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
    }
  }
  const handle = await openDatabase({ dataDir, databaseUrl: url });
  return {
    ...handle,
    dataDir,
    url,
    async close() {
      await handle.close();
      if (adminUrl && url) await dropPostgresDatabase(adminUrl, url);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh, migrated, seeded database for one test file: PGlite, or PostgreSQL when TEST_DATABASE_URL
 * is set; `busyLimitMs` bounds the wait for a connection (server/db/connect.ts).
 */
export async function createTestDatabase(opts: { busyLimitMs?: number } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'irr-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const url = await createPostgresDatabase(adminUrl, { seeded: true });
    const handle = await openDatabase({ dataDir, databaseUrl: url, busyLimitMs: opts.busyLimitMs });
    return {
      ...handle,
      dataDir,
      url,
      async close() {
        await handle.close();
        await dropPostgresDatabase(adminUrl, url);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  cpSync(join(await pgliteTemplate(), 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  const handle = await openDatabase({ dataDir, databaseUrl: undefined, busyLimitMs: opts.busyLimitMs });
  return {
    ...handle,
    dataDir,
    url: undefined,
    async close() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
