import assert from 'node:assert/strict';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Kysely } from 'kysely';
import mqtt from 'mqtt';
import { openDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { hashSecret, secretMatches } from '../../server/devices/credentials';
import { mosquittoAcl, mosquittoPasswordFile } from '../../server/devices/mosquitto-files';
import { runPlatformCli } from '../../server/platform/platform-cli';
import { runTs } from './support/child-server';
import { startDeployedMosquitto, type DeployedMosquitto } from './support/deploy-mosquitto';
import { createPgliteDataDir, createPostgresDatabase, dropPostgresDatabase } from './support/test-database';

/**
 * mosquitto's password file and ACL written from the database by the platform's command
 * (server/docs/platform.md), read by Debian's mosquitto on the deploy/ snippet: a key rotated and a
 * merchant suspended reach the broker with --hup.
 */
const SERVER = { username: 'irr-server', secret: 'server-secret-for-tests' };
const MQTT_URL = `mqtt://${SERVER.username}:${SERVER.secret}@127.0.0.1:1883`;
const adminUrl = process.env.TEST_DATABASE_URL;
let dataDir: string;
let databaseUrl: string | undefined;
let dir: string;
let broker: DeployedMosquitto | undefined;
/** Two devices of the first merchant, one of the second. */
const devices: { id: number; merchantId: number; username: string; secret: string }[] = [];

async function withDb<T>(use: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

function envOf(env: Record<string, string>): Record<string, string> {
  const own: Record<string, string> = { NODE_ENV: 'test', IRR_DATA_DIR: dataDir, ...env };
  if (databaseUrl) own.DATABASE_URL = databaseUrl;
  return own;
}

/** The command in this process (a child process costs seconds of CPU to start: one test runs it so). */
async function platform(args: string[], env: Record<string, string> = { MQTT_URL }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPlatformCli(args, envOf(env), { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** `npm run platform` as a real process. */
async function platformProcess(args: string[]) {
  const child = runTs('scripts/platform.ts', args, envOf({ MQTT_URL }));
  const code = await child.exited;
  return { code, out: child.stdout().trim(), err: child.stderr().trim() };
}

const read = (name: string) => readFileSync(join(dir, name), 'utf8');
const connects = (username: string, password: string) =>
  mqtt.connectAsync(broker!.url, { username, password, reconnectPeriod: 0, connectTimeout: 2000 }).then(
    (client) => client.endAsync().then(() => true),
    () => false,
  );
/** mosquitto reads its files at the SIGHUP's next turn of its loop: asked again for a while. */
async function eventually(username: string, password: string, expected: boolean): Promise<void> {
  for (let i = 0; (await connects(username, password)) !== expected; i += 1) {
    assert.ok(i < 40, `${username} ${expected ? 'still refused' : 'still accepted'}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

before(async () => {
  // on PostgreSQL the data directory holds nothing of it
  dataDir = adminUrl ? mkdtempSync(join(tmpdir(), 'irr-test-')) : await createPgliteDataDir();
  if (adminUrl) databaseUrl = await createPostgresDatabase(adminUrl, { seeded: true });
  dir = mkdtempSync(join(tmpdir(), 'irr-mosquitto-sync-'));
  await withDb(async (db) => {
    const merchants = await db.selectFrom('merchant').select('id').orderBy('id').limit(2).execute();
    for (const [m, count] of [
      [merchants[0]!.id, 2],
      [merchants[1]!.id, 1],
    ] as const) {
      const wells = await db.selectFrom('well').select('id').where('merchant_id', '=', m).orderBy('id').limit(count).execute();
      for (const w of wells) {
        const secret = `secret-${w.id}`;
        const now = new Date();
        const row = { merchant_id: m, well_id: w.id, equip_id: null, username: `w${w.id}-sync`, secret_hash: hashSecret(secret) };
        const { id } = await db
          .insertInto('device')
          .values({ ...row, created_at: now, rotated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        devices.push({ id, merchantId: m, username: row.username, secret });
      }
    }
  });
});
after(async () => {
  await broker?.close();
  if (adminUrl && databaseUrl) await dropPostgresDatabase(adminUrl, databaseUrl);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run platform -- mosquitto', () => {
  test("writes the password file (the devices and the server's account from MQTT_URL) and the ACL, mode 0640", async () => {
    const run = await platformProcess(['mosquitto', dir]);
    assert.equal(run.code, 0, run.err);
    assert.match(run.out, /^mosquitto: 3 devices, passwords and acl written \(no --hup: /);
    const passwords = read('passwords');
    const hash = passwords.split('\n')[0]!.slice(`${SERVER.username}:`.length);
    assert.ok(secretMatches(SERVER.secret, hash), 'the server line holds its secret in mosquitto $7$ form');
    assert.equal(passwords, await withDb((db) => mosquittoPasswordFile(db, { username: SERVER.username, hash })));
    for (const d of devices) assert.ok(passwords.includes(`\n${d.username}:$7$`), d.username);
    assert.equal(read('acl'), mosquittoAcl(SERVER.username));
    for (const name of ['passwords', 'acl']) assert.equal(statSync(join(dir, name)).mode & 0o777, 0o640, name);
    assert.deepEqual(readdirSync(dir).sort(), ['acl', 'passwords'], 'no temp file left');
  });

  test(
    "the files take the directory's group (deploy/README.md: mosquitto's)",
    { skip: process.getuid?.() !== 0 && 'not root' },
    async () => {
      const grouped = mkdtempSync(join(tmpdir(), 'irr-mosquitto-group-'));
      try {
        chownSync(grouped, 0, 65534);
        const run = await platform(['mosquitto', grouped]);
        assert.equal(run.code, 0, run.err);
        for (const name of ['passwords', 'acl']) {
          const { gid, mode } = statSync(join(grouped, name));
          assert.deepEqual([gid, mode & 0o777], [65534, 0o640], name);
        }
      } finally {
        rmSync(grouped, { recursive: true, force: true });
      }
    },
  );

  test('a second run says unchanged and rewrites nothing; a new server password is hashed again', async () => {
    const files = () => ['passwords', 'acl'].map((name) => ({ name, ...statSync(join(dir, name), { bigint: true }) }));
    const before = files().map(({ name, ino, mtimeNs }) => ({ name, ino, mtimeNs }));
    const run = await platform(['mosquitto', dir]);
    assert.deepEqual([run.code, run.out], [0, 'mosquitto: 3 devices, unchanged'], run.err);
    assert.deepEqual(
      files().map(({ name, ino, mtimeNs }) => ({ name, ino, mtimeNs })),
      before,
    );

    const changed = await platform(['mosquitto', dir], { MQTT_URL: `mqtt://${SERVER.username}:another-secret@127.0.0.1:1883` });
    assert.match(changed.out, /^mosquitto: 3 devices, passwords written /, changed.err);
    assert.ok(secretMatches('another-secret', read('passwords').split('\n')[0]!.slice(`${SERVER.username}:`.length)));
    assert.equal(
      (await platform(['mosquitto', dir])).out.split(', ')[1],
      'passwords written (no --hup: mosquitto reads them when it starts or at its next SIGHUP)',
    );
  });

  test("Debian's mosquitto on the deploy snippet: a rotated key and a suspended merchant reach it with --hup", async () => {
    broker = await startDeployedMosquitto(dir);
    const [rotated, kept, other] = devices as [(typeof devices)[0], (typeof devices)[0], (typeof devices)[0]];
    assert.ok(await connects(SERVER.username, SERVER.secret), "the server's account");
    assert.ok(await connects(rotated.username, rotated.secret));
    assert.ok(!(await connects(rotated.username, 'wrong')));

    // what 生成/重置密钥 writes (irrigationWell/equip/rotateDeviceKey): the new secret's hash
    const secret = 'a-new-secret-from-the-console';
    await withDb((db) =>
      db
        .updateTable('device')
        .set({ secret_hash: hashSecret(secret), rotated_at: new Date() })
        .where('id', '=', rotated.id)
        .execute(),
    );
    const run = await platform(['mosquitto', dir, '--hup', broker.pidFile]);
    assert.deepEqual([run.code, run.out], [0, `mosquitto: 3 devices, passwords written, SIGHUP sent to ${broker.pid}`], run.err);
    await eventually(rotated.username, secret, true);
    assert.ok(!(await connects(rotated.username, rotated.secret)), 'the old secret is refused');
    assert.ok(await connects(kept.username, kept.secret));

    const suspended = await platform(['merchant', 'suspend', String(other.merchantId)]);
    assert.equal(suspended.code, 0, suspended.err);
    const after = await platform(['mosquitto', dir, '--hup', broker.pidFile]);
    assert.equal(after.out, `mosquitto: 2 devices, passwords written, SIGHUP sent to ${broker.pid}`, after.err);
    await eventually(other.username, other.secret, false);
    assert.equal((await platform(['mosquitto', dir, '--hup', broker.pidFile])).out, 'mosquitto: 2 devices, unchanged');

    assert.equal((await platform(['merchant', 'resume', String(other.merchantId)])).code, 0);
    assert.match((await platform(['mosquitto', dir, '--hup', broker.pidFile])).out, /^mosquitto: 3 devices, passwords written, SIGHUP/);
    await eventually(other.username, other.secret, true);
  });

  if (!adminUrl)
    test('while a server holds the embedded database, it says so: that server runs its own broker', async () => {
      const held = await openDatabase({ dataDir, databaseUrl: undefined });
      try {
        const run = await platform(['mosquitto', dir]);
        assert.equal(run.code, 1);
        assert.match(run.err, /^The embedded database is held by the server \(pid \d+\): stop it to run this command\. .*DATABASE_URL/);
      } finally {
        await held.close();
      }
    });

  test('refuses: a wrong command line (2, the usage), no MQTT_URL or no account in it, no directory, a pid file unread or not mosquitto (1, nothing written)', async () => {
    for (const args of [['mosquitto'], ['mosquitto', dir, 'more'], ['mosquitto', dir, '--hup'], ['mosquitto', dir, '--json']]) {
      const run = await platform(args);
      assert.equal(run.code, 2, args.join(' '));
      assert.match(run.err, /npm run platform -- mosquitto <dir> \[--hup <pidfile>\]/);
    }
    const fresh = mkdtempSync(join(tmpdir(), 'irr-mosquitto-refused-'));
    try {
      const refusals: [string[], Record<string, string>, RegExp][] = [
        [['mosquitto', fresh], {}, /^MQTT_URL is not set/],
        [['mosquitto', fresh], { MQTT_URL: 'mqtt://127.0.0.1:1883' }, /^MQTT_URL has no user and password/],
        [['mosquitto', fresh], { MQTT_URL: 'mqtt://irr-server@127.0.0.1:1883' }, /^MQTT_URL has no user and password/],
        [['mosquitto', join(fresh, 'missing')], { MQTT_URL }, /missing is not a directory/],
        [['mosquitto', fresh, '--hup', join(fresh, 'none.pid')], { MQTT_URL }, /^cannot read the pid file .*none\.pid: ENOENT/],
      ];
      for (const [args, env, message] of refusals) {
        const run = await platform(args, env);
        assert.deepEqual([run.code, run.out], [1, ''], args.join(' '));
        assert.match(run.err, message);
      }
      // a pid that is not mosquitto's (this test's own) is never sent SIGHUP
      const pidFile = join(fresh, 'other.pid');
      writeFileSync(pidFile, `${process.pid}\n`);
      const run = await platform(['mosquitto', fresh, '--hup', pidFile]);
      assert.equal(run.code, 1);
      assert.match(run.err, new RegExp(`^pid ${process.pid} \\(from .*other\\.pid\\) is \\S+, not mosquitto$`));
      assert.deepEqual(readdirSync(fresh), ['other.pid'], 'nothing written');
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
