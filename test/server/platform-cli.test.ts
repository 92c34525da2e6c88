// Runs on both engines: `npm run platform` as a real process on a database of its own; the lock is the embedded one's.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { verifyPassword } from '../../server/auth/password';
import { openDatabase } from '../../server/db/connect';
import { compileEntries, runTs } from './support/child-server';
import { createPgliteDataDir, createPostgresDatabase, dropPostgresDatabase, TEST_PASSWORD_LOG_N } from './support/test-database';

const adminUrl = process.env.TEST_DATABASE_URL;
let dataDir: string;
let databaseUrl: string | undefined;

before(async () => {
  dataDir = await createPgliteDataDir();
  if (adminUrl) databaseUrl = await createPostgresDatabase(adminUrl, { seeded: true });
  await compileEntries(['scripts/platform.ts']);
});
after(async () => {
  if (adminUrl && databaseUrl) await dropPostgresDatabase(adminUrl, databaseUrl);
  rmSync(dataDir, { recursive: true, force: true });
});

async function platform(...args: string[]): Promise<{ code: number | string; out: string; err: string }> {
  const env: Record<string, string> = { NODE_ENV: 'test', IRR_DATA_DIR: dataDir, IRR_PASSWORD_LOG_N: String(TEST_PASSWORD_LOG_N) };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = runTs('scripts/platform.ts', args, env);
  const code = await child.exited;
  return { code, out: child.stdout(), err: child.stderr() };
}

describe('npm run platform', () => {
  test('adds a merchant and lists it; a usage error exits 2 with the usage, a refusal 1 with its message', async () => {
    const add = ['merchant', 'add', '--name', '命令行合作社', '--lines', 'well', '--settlement', 'weekly', '--fee', '5'];
    const added = await platform(...add, '--admin-mobile', '13598760001');
    assert.equal(added.code, 0, added.err);
    const password = /初始密码：(\S+)/.exec(added.out)?.[1];
    assert.ok(password, added.out);
    assert.match(added.out, /^\d+\t命令行合作社\twell\t运行\tweekly 5‰\t1\t0$/m);

    const listed = await platform('merchant', 'list');
    assert.equal(listed.code, 0, listed.err);
    assert.deepEqual(
      listed.out
        .trim()
        .split('\n')
        .map((line) => line.split('\t')[1]),
      ['阳光农业灌溉示范区', '丰源水利合作社', '绿源水肥种植合作社', '命令行合作社'],
    );

    const usage = await platform('merchant', 'add', '--name', '缺参数');
    assert.equal(usage.code, 2);
    assert.match(usage.err, /merchant add needs --lines/);
    assert.match(usage.err, /usage: npm run platform -- merchant <command>/);
    const taken = await platform(...add.map((a) => (a === '命令行合作社' ? '另一个' : a)), '--admin-mobile', '13598760001');
    assert.deepEqual([taken.code, taken.err.trim()], [1, '该手机号已被使用']);

    // the password printed is the administrator's (the API's test logs in with it)
    const database = await openDatabase({ dataDir, databaseUrl });
    try {
      const admin = await database.db
        .selectFrom('merchant_user')
        .select('password_hash')
        .where('mobile', '=', '13598760001')
        .executeTakeFirstOrThrow();
      assert.ok(await verifyPassword(password, admin.password_hash));
      const merchants = await database.db.selectFrom('merchant').select('name').where('name', '=', '另一个').execute();
      assert.deepEqual(merchants, [], 'the refused add wrote nothing');
    } finally {
      await database.close();
    }
  });

  // its refusals (and their messages) are the API's test's: each run here opens the database again
  test("registers a merchant's well and lists its wells; a usage error exits 2", async () => {
    const database = await openDatabase({ dataDir, databaseUrl });
    let place: string;
    try {
      ({ name: place } = await database.db
        .selectFrom('place')
        .select('name')
        .where('merchant_id', '=', 1)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow());
    } finally {
      await database.close();
    }
    const added = await platform('well', 'add', '1', '--place', place, '--cd', 'CLI-001', '--name', '命令行机井');
    assert.equal(added.code, 0, added.err);
    assert.match(added.out, new RegExp(`^\\d+\tCLI-001\t命令行机井\t${place}\t停用\t未接入设备$`, 'm'));
    assert.match(added.err, /计费设置/);
    const listed = await platform('well', 'list', '1', '--json');
    assert.equal(listed.code, 0, listed.err);
    const wells = JSON.parse(listed.out) as { cd: string; enabled: string }[];
    assert.deepEqual(wells.at(-1), { ...wells.at(-1), cd: 'CLI-001', enabled: 'N' });

    const usage = await platform('well', 'add', '1', '--cd', 'CLI-002');
    assert.equal(usage.code, 2);
    assert.match(usage.err, /well add needs --place/);
  });

  if (!adminUrl)
    test('while a server holds the embedded database, it says so and points to the API', async () => {
      const held = await openDatabase({ dataDir, databaseUrl: undefined });
      try {
        const listed = await platform('merchant', 'list');
        assert.equal(listed.code, 1);
        assert.match(listed.err, /命令行无法同时打开它/);
        assert.match(listed.err, /Authorization: Bearer \$IRR_PLATFORM_KEY" http:\/\/\S+\/platform\/merchants/);
      } finally {
        await held.close();
      }
    });
});
