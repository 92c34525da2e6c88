// Runs on both engines: the shutdown closes each engine's database; the lock is the embedded one's.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loginCalls, menuCalls } from '../../src/api/contract';
import { DEFAULT_SIGN_SECRET } from '../../server/config';
import { LOCK_FILE } from '../../server/db/data-dir-lock';
import { TestClient } from './support/client';
import { compileEntries, runTs, waitForUrl, type Child } from './support/child-server';
import { createPgliteDataDir, createPostgresDatabase, dropPostgresDatabase } from './support/test-database';

/**
 * The server as a real process: the data directory lock, SIGTERM, the auth-code script and the
 * production refusals. On PostgreSQL (TEST_DATABASE_URL set) only the shutdown runs, on a database
 * of its own; the rest is about the embedded engine's directory or the same on either.
 */
const onPostgres = process.env.TEST_DATABASE_URL !== undefined;

let dataDir: string;
const children: Child[] = [];

function serverEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', IRR_DATA_DIR: dataDir, ...extra };
}

function startServer(extra: Record<string, string> = {}): Child {
  const child = runTs('server/main.ts', [], serverEnv(extra));
  children.push(child);
  return child;
}

async function stop(child: Child): Promise<number | string> {
  child.process.kill('SIGTERM');
  return child.exited;
}

before(async () => {
  dataDir = await createPgliteDataDir();
  await compileEntries(onPostgres ? ['server/main.ts'] : ['server/main.ts', 'scripts/auth-code.ts']);
});
after(async () => {
  for (const child of children) if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

if (!onPostgres)
  describe('data directory lock', () => {
    test('a second server on the same directory fails fast with a clear message', async () => {
      const first = startServer();
      const url = await waitForUrl(first);
      const second = startServer();
      assert.equal(await second.exited, 1);
      assert.match(second.stderr(), /正被另一个进程 \(pid \d+\) 使用/);
      assert.match(second.stderr(), /in use by another process/);
      const health = await fetch(`${url}/cpi/health`);
      assert.equal(health.status, 200, 'the first one still serves');

      // While the server holds the directory, the script asks it over HTTP.
      const script = runTs('scripts/auth-code.ts', ['13900000001'], serverEnv());
      assert.equal(await script.exited, 0, script.stderr());
      const code = script.stdout().trim();
      assert.match(code, /^[A-Za-z0-9_-]{43}$/);
      const client = new TestClient(url, DEFAULT_SIGN_SECRET, () => new Date());
      const entry = await client.call<{ access_token: string }>(loginCalls.forcedEntry, { authorizationCode: code }, { token: null });
      assert.equal(entry.body.errorCode, 0, entry.text);
      const info = await client.call<{ mobile: string }>(menuCalls.getCurrentInfo, {}, { token: entry.body.data.access_token });
      assert.equal(info.body.data.mobile, '13900000001');

      assert.equal(await stop(first), 0);
      assert.ok(!existsSync(join(dataDir, LOCK_FILE)), 'lock released');
    });

    test('without a server the script opens the database itself; a stale lock is taken over', async () => {
      const script = runTs('scripts/auth-code.ts', ['13800000000'], serverEnv());
      assert.equal(await script.exited, 0, script.stderr());
      const code = script.stdout().trim();
      const unknown = runTs('scripts/auth-code.ts', ['13012345678'], serverEnv());
      assert.equal(await unknown.exited, 1);
      assert.match(unknown.stderr(), /用户不存在/);

      const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
      writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: Number(dead.stdout) }));
      const server = startServer();
      const url = await waitForUrl(server);
      const client = new TestClient(url, DEFAULT_SIGN_SECRET, () => new Date());
      const entry = await client.call(loginCalls.forcedEntry, { authorizationCode: code }, { token: null });
      assert.equal(entry.body.errorCode, 0, 'the code written by the script is redeemed by the server');
      assert.equal(await stop(server), 0);
    });
  });

describe('shutdown', () => {
  test('SIGTERM closes the server and the database cleanly', async () => {
    const pgAdmin = process.env.TEST_DATABASE_URL;
    const databaseUrl = pgAdmin ? await createPostgresDatabase(pgAdmin, { seeded: true }) : undefined;
    try {
      const server = startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
      const url = await waitForUrl(server);
      const client = new TestClient(url, DEFAULT_SIGN_SECRET, () => new Date());
      assert.equal((await client.call(loginCalls.getSessionId, {}, { token: null })).body.errorCode, 0);
      assert.equal(await stop(server), 0, server.stderr());
      assert.match(server.stdout(), /SIGTERM: shutting down/);
      await assert.rejects(fetch(`${url}/cpi/health`));
      if (!databaseUrl) assert.ok(!existsSync(join(dataDir, LOCK_FILE)));
      // The directory opens again at once: nothing was left half-written.
      const again = startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
      await waitForUrl(again);
      assert.equal(await stop(again), 0);
    } finally {
      if (pgAdmin && databaseUrl) await dropPostgresDatabase(pgAdmin, databaseUrl);
    }
  });
});

if (!onPostgres)
  describe('refusals', () => {
    test('production refuses the default secret and merchant key', async () => {
      const noSecret = startServer({ NODE_ENV: 'production' });
      assert.equal(await noSecret.exited, 1);
      assert.match(noSecret.stderr(), /IRR_SIGN_SECRET/);
      const noKey = startServer({ NODE_ENV: 'production', IRR_SIGN_SECRET: 'a-real-secret' });
      assert.equal(await noKey.exited, 1);
      assert.match(noKey.stderr(), /IRR_MERCHANT_KEY/);
    });

    test('a fixed captcha is refused outside tests', async () => {
      const child = startServer({ NODE_ENV: 'development', IRR_CAPTCHA_FIXED: 'ABCD' });
      assert.equal(await child.exited, 1);
      assert.match(child.stderr(), /IRR_CAPTCHA_FIXED/);
    });
  });
