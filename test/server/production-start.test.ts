import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { menuCalls } from '../../src/api/contract';
import type { MenuItem } from '../../src/api/contract';
import { DEFAULT_SIGN_SECRET, loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { TestClient } from './support/client';
import { createPostgresDatabase, dropPostgresDatabase, TEST_PASSWORD_LOG_N } from './support/test-database';
import { loginToken, TEST_CAPTCHA } from './support/test-server';

// A database as production starts it: migrated, no demo seed (its merchants' password is public).
// The platform's first merchant was opened there and its administrator saw 暂无权限: the menu
// catalogue came with the demo's seed only.

const KEY = 'platform-key-of-the-tests-0123456789';
const adminUrl = process.env.TEST_DATABASE_URL;

test("a server on a database without the demo: the platform's first merchant's administrator gets every menu of its lines", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'irr-production-start-'));
  const databaseUrl = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    IRR_DEMO_SEED: '0',
    IRR_DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    IRR_CAPTCHA_FIXED: TEST_CAPTCHA,
    IRR_PLATFORM_KEY: KEY,
    IRR_PASSWORD_LOG_N: String(TEST_PASSWORD_LOG_N),
    PORT: '0',
  });
  const server = await startServer(config);
  try {
    const merchants = await server.database.db.selectFrom('merchant').select('id').execute();
    assert.deepEqual(merchants, [], 'no demo merchant');
    const response = await fetch(`${server.url}/platform/merchants`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: '清河灌溉合作社',
        lines: ['well'],
        settlement: { way: 'daily', feePermille: 6 },
        admin: { mobile: '13512345678' },
      }),
    });
    const added = (await response.json()) as { data: { admin: { mobile: string; password: string } } };
    assert.equal(response.status, 201, JSON.stringify(added));
    const client = new TestClient(server.url, DEFAULT_SIGN_SECRET, () => new Date());
    client.token = await loginToken(client, added.data.admin.mobile, added.data.admin.password);
    const menus = (await client.call<MenuItem[]>(menuCalls.getCurrentMenu)).body.data;
    // its one line (not fertigation) and the groups every merchant has, with their pages
    const groups = menus.map((m) => m.path);
    assert.deepEqual(
      ['/agriculturalWell', '/system'].filter((g) => groups.includes(g)),
      ['/agriculturalWell', '/system'],
      groups.join(),
    );
    assert.ok(!groups.includes('/fertigation'), groups.join());
    assert.ok(menus.every((m) => (m.children ?? []).some((page) => page.isMenu !== 'N')));
  } finally {
    await server.close();
    if (adminUrl && databaseUrl) await dropPostgresDatabase(adminUrl, databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
