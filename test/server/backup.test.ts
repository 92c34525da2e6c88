// Runs on both engines: the embedded database is copied by the server that holds it, PostgreSQL's is dumped by pg_dump.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { cardCalls as card, fileCalls } from '../../src/api/contract';
import type { CardRow, RechargeRow } from '../../src/api/contract/money/card';
import { BACKUP_PATH, BACKUP_TOKEN_FILE } from '../../server/backup/backup-route';
import { DEFAULT_SIGN_SECRET } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { TestClient } from './support/client';
import { compileEntries, runTs, waitForUrl, type Child } from './support/child-server';
import { checkBooks } from './support/money-books';
import { createPgliteDataDir, createPostgresDatabase, dropPostgresDatabase, type TestDatabase } from './support/test-database';
import { loginToken, PASSWORD, startTestServer, TEST_CAPTCHA, type TestServer } from './support/test-server';

/**
 * `npm run backup` and `npm run restore` as an operator runs them, against a real server process:
 * a backup taken while recharges keep being acknowledged restores into a fresh place with every
 * recharge acknowledged before it began, the ones after it as a whole prefix of the rest, the
 * uploads, and books that balance (server/docs/backup.md).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const work = mkdtempSync(join(tmpdir(), 'irr-backup-'));
let dataDir: string;
let sourceUrl: string | undefined;
let server: Child;
let url: string;
let admin: TestClient;
/** What `after` stops, closes and drops. */
const databases: string[] = [];
const apps: TestServer[] = [];
const handles: TestDatabase[] = [];

function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    IRR_DATA_DIR: dataDir,
    IRR_MQTT_PORT: '0',
    IRR_FIELD_PORT: '0',
    IRR_SIMULATE: 'off',
    IRR_CAPTCHA_FIXED: TEST_CAPTCHA,
    // the recharges go as fast as the server answers them
    IRR_RATE_LIMIT: '1000000',
    ...(sourceUrl ? { DATABASE_URL: sourceUrl } : {}),
    ...extra,
  };
}

/** Runs a script to its end: its exit code and what it printed. */
async function script(
  name: 'backup' | 'restore',
  args: string[],
  extra: Record<string, string> = {},
): Promise<Child & { code: number | string }> {
  const child = runTs(`scripts/${name}.ts`, args, env(extra));
  return { ...child, code: await child.exited };
}

before(async () => {
  if (adminUrl) {
    dataDir = mkdtempSync(join(work, 'data-'));
    sourceUrl = await createPostgresDatabase(adminUrl, { seeded: true });
    databases.push(sourceUrl);
  } else dataDir = await createPgliteDataDir();
  await compileEntries(['server/main.ts', 'scripts/backup.ts', 'scripts/restore.ts']);
  server = runTs('server/main.ts', [], env());
  url = await waitForUrl(server);
  admin = new TestClient(url, DEFAULT_SIGN_SECRET, () => new Date());
  admin.token = await loginToken(admin, '13800000000', PASSWORD);
});

after(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  if (server.process.exitCode === null && server.process.signalCode === null) {
    server.process.kill('SIGTERM');
    await server.exited;
  }
  if (adminUrl) for (const db of databases) await dropPostgresDatabase(adminUrl, db);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

type Recharged = { recharge: RechargeRow; balance: number };

/** The restored database opened as the server opens it (migrated forward). */
async function openRestored(restoredDir: string, restoredUrl: string | undefined): Promise<TestDatabase> {
  const handle = await openDatabase({ dataDir: restoredDir, databaseUrl: restoredUrl });
  await migrate(handle.db);
  const database: TestDatabase = { ...handle, dataDir: restoredDir, url: restoredUrl };
  handles.push(database);
  return database;
}

/** The restore's target: a fresh directory, and on PostgreSQL a fresh empty database. */
async function freshTarget(): Promise<{ dir: string; url: string | undefined }> {
  const dir = join(mkdtempSync(join(work, 'restored-')), 'data');
  if (!adminUrl) return { dir, url: undefined };
  const restoredUrl = await createPostgresDatabase(adminUrl);
  databases.push(restoredUrl);
  return { dir, url: restoredUrl };
}

describe('npm run backup / npm run restore', () => {
  let uploadKey: string;
  let cardId: number;
  /** The recharges acknowledged, in the order they were made (one at a time). */
  const acked: Recharged[] = [];

  test('a backup under a stream of recharges restores each one acknowledged before it, none half, and the books balance', async () => {
    const upload = await admin.call<{ url: string }>(fileCalls.uploadFile, {}, { form: formOf(PNG) });
    assert.equal(upload.body.errorCode, 0, upload.text);
    uploadKey = upload.body.data.url.split('/').pop()!;
    const cards = await admin.call<{ records: CardRow[] }>(card.findPage, { status: 'normal', size: 100 });
    assert.equal(cards.body.errorCode, 0, cards.text);
    cardId = Math.min(...cards.body.data.records.map((c) => c.id));

    // one recharge after another, each awaited, until the backup has ended; on the embedded engine,
    // until three sent after the server took its copy are acknowledged (it logs "backup taken"): the
    // archive is then sent without a stream competing with it (tens of seconds of a 2-core machine)
    let backupDone = false;
    let sent = 0;
    const copyTaken = () => !adminUrl && server.stdout().includes('"msg":"backup taken"');
    let ackedAfterCopy = 0;
    let reachedThree = () => {};
    const threeAcked = new Promise<void>((resolve) => (reachedThree = resolve));
    const writer = (async () => {
      while (!backupDone && ackedAfterCopy < 3) {
        const afterCopy = copyTaken();
        sent += 1;
        const res = await admin.call<Recharged>(card.recharge, { cardId, amount: 1, payMode: 'cash' });
        // 9998: it waited past IRR_DB_BUSY_MS for the database the copy held, and never ran
        if (res.body.errorCode === 9998) continue;
        assert.equal(res.body.errorCode, 0, res.text);
        acked.push(res.body.data);
        if (afterCopy) ackedAfterCopy += 1;
        if (acked.length === 3) reachedThree();
      }
    })();
    // a failed write ends the wait for three at once; its error is the writer's, awaited below
    void writer.catch(() => reachedThree());
    await threeAcked;
    const ackedBefore = acked.length;
    const file = join(work, 'under-writes.tar.gz');
    const backup = runTs('scripts/backup.ts', [file], env());
    const code = await backup.exited;
    const sentWhenBackupEnded = sent;
    const ackedDuring = acked.length - ackedBefore;
    backupDone = true;
    await writer;
    assert.equal(code, 0, backup.stderr());
    assert.match(
      backup.stdout(),
      adminUrl ? /backup: .*under-writes\.tar\.gz .*pg_dump/ : /backup: .*under-writes\.tar\.gz .*from the running server/,
    );
    assert.ok(ackedDuring > 0, 'recharges were acknowledged while the backup ran');

    const target = await freshTarget();
    const restore = await script('restore', [file, '--to', target.dir], target.url ? { DATABASE_URL: target.url } : {});
    assert.equal(restore.code, 0, restore.stderr());
    const database = await openRestored(target.dir, target.url);
    const app = await startTestServer(database);
    apps.push(app);

    const restored = await database.db
      .selectFrom('recharge_order')
      .select(['id', 'result'])
      .where('card_id', '=', cardId)
      .where('id', '>=', acked[0]!.recharge.id)
      .orderBy('id')
      .execute();
    const ids = restored.map((r) => r.id);
    assert.ok(ids.length >= ackedBefore, `every recharge acknowledged before the backup began: ${ids.length} of ${ackedBefore}`);
    assert.ok(ids.length <= sentWhenBackupEnded, `none sent after the backup ended: ${ids.length} of ${sentWhenBackupEnded}`);
    if (!adminUrl) assert.ok(ids.length <= acked.length - 3, `none sent after the copy was taken: ${ids.length} of ${acked.length}`);
    // a prefix of the recharges, each of them whole: the backup is one instant of a sequence of writes
    // (every write sent has its answer by now, and one refused with 9998 never ran)
    assert.deepEqual(
      ids,
      acked.slice(0, ids.length).map((a) => a.recharge.id),
    );
    assert.ok(restored.every((r) => r.result === 'succeed'));
    const restoredAdmin = await app.loginAs('13800000000');
    const found = await restoredAdmin.call<{ card: CardRow }>(card.findById, { id: cardId });
    assert.equal(found.body.data.card.balance, acked[ids.length - 1]!.balance, 'the card holds what its last restored recharge answered');

    assert.deepEqual(readFileSync(join(target.dir, 'files', uploadKey)), PNG, 'the upload is restored');
    const [m1, m2] = (await database.db.selectFrom('merchant').select('id').orderBy('id').execute()).map((m) => m.id) as [number, number];
    await checkBooks({
      database,
      server: app,
      admin: restoredAdmin,
      operator: await app.loginAs('13900000001'),
      other: await app.loginAs('13700000000'),
      m1,
      m2,
    });
  });

  test('a restore never writes over data: a non-empty target, a used database, a file that is no backup are refused', async () => {
    const file = join(work, 'under-writes.tar.gz');
    const taken = join(mkdtempSync(join(work, 'taken-')), 'data');
    const used = join(work, 'used');
    mkdirSync(join(used, 'files'), { recursive: true });
    writeFileSync(join(used, 'files', 'mine.png'), 'mine');
    const listed = readdirSync(used, { recursive: true });
    const refused = await script('restore', [file, '--to', used], adminUrl ? { DATABASE_URL: (await freshTarget()).url! } : {});
    assert.equal(refused.code, 1);
    assert.match(refused.stderr(), /不是空的：恢复不会覆盖已有数据/);
    assert.deepEqual(readdirSync(used, { recursive: true }), listed, 'the target is untouched');
    assert.equal(readFileSync(join(used, 'files', 'mine.png'), 'utf8'), 'mine');

    if (sourceUrl) {
      const over = await script('restore', [file, '--to', taken], { DATABASE_URL: sourceUrl });
      assert.equal(over.code, 1);
      assert.match(over.stderr(), /目标数据库不是空的/);
    }
    const junk = join(work, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup at all');
    const bad = await script('restore', [junk, '--to', taken], adminUrl ? { DATABASE_URL: (await freshTarget()).url! } : {});
    assert.equal(bad.code, 1);
    assert.match(bad.stderr(), /不是有效的备份文件/);
    assert.equal(existsSync(taken), false, 'nothing is left of a refused restore');

    const again = await script('backup', [file]);
    assert.equal(again.code, 1);
    assert.match(again.stderr(), /已存在，不会覆盖/);
  });

  if (!adminUrl)
    test('the backup route takes only the data directory token, from this machine, never through a proxy', async () => {
      const token = readFileSync(join(dataDir, BACKUP_TOKEN_FILE), 'utf8');
      assert.equal((await fetch(`${url}${BACKUP_PATH}`, { method: 'POST' })).status, 401);
      const wrong = await fetch(`${url}${BACKUP_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${'0'.repeat(token.length)}` },
      });
      assert.equal(wrong.status, 401);
      const proxied = await fetch(`${url}${BACKUP_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' },
      });
      assert.equal(proxied.status, 403);
      assert.match(await proxied.text(), /备份只接受本机的直接请求/);
    });

  if (!adminUrl)
    test('with no server running, the backup opens the directory itself; every acknowledged recharge is in it', async () => {
      server.process.kill('SIGTERM');
      assert.equal(await server.exited, 0);
      assert.equal(existsSync(join(dataDir, BACKUP_TOKEN_FILE)), false, 'the stopped server took its token away');
      const file = join(work, 'stopped.tar.gz');
      const backup = await script('backup', [file]);
      assert.equal(backup.code, 0, backup.stderr());
      assert.match(backup.stdout(), /no server running: opened here/);
      const target = await freshTarget();
      const restore = await script('restore', [file, '--to', target.dir]);
      assert.equal(restore.code, 0, restore.stderr());
      const database = await openRestored(target.dir, undefined);
      const { rows } = await sql<{
        id: number;
      }>`select id from recharge_order where card_id = ${cardId} and id >= ${acked[0]!.recharge.id} order by id`.execute(database.db);
      assert.deepEqual(
        rows.map((r) => r.id),
        acked.map((a) => a.recharge.id),
      );
    });
});

function formOf(bytes: Buffer): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'kept.png');
  return form;
}
