import assert from 'node:assert/strict';
import { after } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, PASSWORD, loginScreen, openLogin, shell, submitLogin } from './support/console-page';
import { storedToken, unreadCountWith } from './support/direct-api';
import { announcedCount, bell, freshCode, heardEvents, listenToElements, startE2ePortal, useUpCode } from './support/portal';
import { e2eSuite } from './support/suite';

// The embedding demo as a merchant portal runs it: demo/embed.html served by the demo portal on a
// second origin, its server asking the reference server for a one-time code, the page handing it
// to <irr-notice-bell> and <irr-well-table> loaded as ES modules from the reference origin.

let reference = '';
const portal = await startE2ePortal(() => reference);
after(() => portal.close());

const suite = e2eSuite('embed', {
  corsOrigins: [portal.origin],
  setup: async (s) => {
    reference = s.server.url;
  },
});
const { e2e } = suite;

const label = (unread: number) => (unread > 0 ? `通知，${unread} 条未读` : '通知');

/** Every POST login/forcedEntry the page sends, by the origin it goes to. */
function watchForcedEntries(page: Page): string[] {
  const entries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/cpi/login/forcedEntry' && request.method() === 'POST') entries.push(url.origin);
  });
  return entries;
}

/** Opens the portal page (the light build unless `build`) and waits for the header bell's button. */
async function openPortal(page: Page, build?: 'esm'): Promise<void> {
  await page.goto(`${portal.origin}/embed.html${build ? `?build=${build}` : ''}`);
  await bell(page, 'header-bell').button.waitFor();
}

/** The user's unread count as the server sees it, with the token the page holds. */
async function serverUnread(page: Page): Promise<number> {
  const token = await storedToken(page);
  assert.ok(token, 'the page holds a token after the forced entry');
  const answer = await unreadCountWith(suite.server, token);
  assert.equal(answer.errorCode, 0, JSON.stringify(answer));
  return answer.data as number;
}

for (const build of ['light', 'esm'] as const) {
  e2e(
    `${build}: the portal on a second origin shows the server's unread count in both bells and the wells, after one forced entry`,
    async ({ page, pageErrors }) => {
      const entries = watchForcedEntries(page);
      await openPortal(page, build === 'esm' ? 'esm' : undefined);
      assert.notEqual(new URL(page.url()).origin, suite.server.url, 'the portal is another origin');
      const header = bell(page, 'header-bell');
      await header.badge.waitFor();
      const unread = await serverUnread(page);
      assert.ok(unread > 0, 'the seeded administrator has unread notices');
      await header.host.getByRole('button', { name: label(unread), exact: true }).waitFor();
      assert.equal(await announcedCount(bell(page, 'side-bell').button), unread, 'the other bell shows the same count');
      await page
        .locator('irr-well-table#wells')
        .getByRole('button', { name: /^查看 / })
        .first()
        .waitFor();
      assert.deepEqual(entries, [suite.server.url], 'one forced entry for the three elements, sent to the reference server');
      assert.deepEqual(pageErrors, []);
    },
  );
}

e2e('reading a notice in one bell lowers the count in every bell and on the server', async ({ page }) => {
  await openPortal(page);
  const header = bell(page, 'header-bell');
  const side = bell(page, 'side-bell');
  await header.badge.waitFor();
  const unread = await serverUnread(page);
  await header.button.click();
  const mark = header.host
    .locator('[part="panel"]')
    .getByRole('button', { name: /标为已读$/ })
    .first();
  await mark.click();
  await header.host.getByRole('button', { name: label(unread - 1), exact: true }).waitFor();
  await side.host.getByRole('button', { name: label(unread - 1), exact: true }).waitFor();
  assert.equal(await serverUnread(page), unread - 1);
});

e2e('picking a well fires irr-well-select with the well; the status attribute filters the request', async ({ page }) => {
  await listenToElements(page, ['irr-well-select']);
  await openPortal(page);
  const table = page.locator('irr-well-table#wells');
  const first = table.getByRole('button', { name: /^查看 / }).first();
  await first.waitFor();
  const code = (await first.textContent())!.trim();
  await first.click();
  await page.waitForFunction(`window.__heard.length === 1`);
  await first.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(`window.__heard.length === 2`);
  const events = await heardEvents(page, 'irr-well-select');
  for (const event of events) {
    const { well } = event.detail as { well: { id: number; cd: string; name: string; status: string; placeName: string } };
    assert.equal(well.cd, code, 'the well of the row');
    assert.ok(Number.isInteger(well.id) && well.name && well.status && well.placeName, JSON.stringify(well));
    assert.ok(event.bubbles && event.composed, 'bubbles and crosses the shadow boundary');
    assert.equal(event.from, 'irr-well-table#wells');
  }
  await page.locator('#selected').getByText(`（${code}）`).waitFor();

  const filtered = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/cpi/irrigationWell/equip/findPage' &&
      (JSON.parse(request.postData() ?? '{}') as { status?: string }).status === 'stop',
  );
  await page.locator('#status-filter').selectOption('stop');
  await filtered;
  // the table keeps its rows (all statuses) while the filtered page loads: wait until they gave way
  await table.locator('[data-status]:not([data-status="stop"])').first().waitFor({ state: 'detached' });
  await table.getByRole('cell', { name: /^停用/ }).first().waitFor();
  const states = await table.locator('[data-status]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-status')));
  assert.ok(states.length > 0 && states.every((s) => s === 'stop'), `only stopped wells: ${states.join(', ')}`);
});

e2e(
  'the CDN page runs the console, the bell and the table from the classic script and the chunks beside it',
  async ({ page, pageErrors }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path);
    });
    await openLogin(page, '/cdn.html#/login');
    assert.equal(await page.locator('script[type="module"]').count(), 0, 'no module script on the page');
    await page.locator('irr-well-table').getByText('未登录，无法显示数据').waitFor();
    await submitLogin(page, ADMIN, PASSWORD);
    await shell(page).sidebar.waitFor();
    await page.locator('irr-notice-bell [part="badge"]').waitFor();
    const unread = await serverUnread(page);
    await page
      .locator('irr-notice-bell')
      .getByRole('button', { name: label(unread), exact: true })
      .waitFor();
    await page
      .locator('irr-well-table')
      .getByRole('button', { name: /^查看 / })
      .first()
      .waitFor();
    assert.equal([...scripts][0], '/dist/cdn/irr-console.js', 'the one classic script first');
    assert.ok(
      [...scripts].slice(1).every((path) => path.startsWith('/dist/cdn/chunks/')),
      'then only its chunks (test/e2e/cdn.test.ts: which ones, when)',
    );
    assert.deepEqual(pageErrors, []);
  },
);

for (const [what, message, prepare] of [
  ['a used code', '授权码已使用，请重新获取', async (code: string) => useUpCode(suite.server, code)],
  ['an expired code', '授权码已过期，请重新获取', async () => suite.server.advanceClock(61_000)],
] as const) {
  e2e(`${what}: every element shows the server's message and fires irr-error, nothing is logged in`, async ({ page }) => {
    const code = await freshCode(suite.server);
    await prepare(code);
    await page.route(`${portal.origin}/portal/code`, (route) => route.fulfill({ json: { authorizationCode: code, expiresIn: 60 } }));
    await listenToElements(page, ['irr-error']);
    const entries = watchForcedEntries(page);
    await page.goto(`${portal.origin}/embed.html`);
    for (const element of ['irr-notice-bell#header-bell', 'irr-notice-bell#side-bell', 'irr-well-table#wells']) {
      await page.locator(element).locator('[part="error"]').getByText(message, { exact: true }).waitFor();
    }
    await page.waitForFunction(`window.__heard.length === 3`);
    const errors = await heardEvents(page, 'irr-error');
    assert.deepEqual(errors.map((e) => e.from).sort(), [
      'irr-notice-bell#header-bell',
      'irr-notice-bell#side-bell',
      'irr-well-table#wells',
    ]);
    assert.ok(errors.every((e) => (e.detail as { message: string }).message === message && e.bubbles && e.composed));
    assert.equal(entries.length, 1, 'one exchange for the page');
    assert.equal(await storedToken(page), null);
    assert.equal(await page.locator('irr-notice-bell [part="base"]').count(), 0, 'no bell without a session');
  });
}

e2e('<irr-console> with a used code shows the message and goes to the login page (spec section 2, Guard)', async ({ page }) => {
  const code = await freshCode(suite.server);
  await useUpCode(suite.server, code);
  await page.route('**/used-code.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><script type="module" src="/dist/light/irr-console.js"></script></head>
      <body><irr-console route-mode="hash" authorization-code="${code}"></irr-console></body></html>`,
    }),
  );
  await page.goto('/used-code.html#/agriculturalWell/home');
  await loginScreen(page).captchaImage.waitFor();
  await page.getByText('授权码已使用，请重新获取').waitFor();
  assert.match(new URL(page.url()).hash, /^#\/login/);
});

e2e('CORS: the listed portal origin may call the API with credentials, an unlisted origin may not', async ({ page }) => {
  const preflight = (origin: string) =>
    fetch(`${suite.server.url}/cpi/login/forcedEntry`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, sign, timestamp, nonce',
      },
    });
  const listed = await preflight(portal.origin);
  assert.equal(listed.headers.get('access-control-allow-origin'), portal.origin);
  assert.equal(listed.headers.get('access-control-allow-credentials'), 'true');
  assert.equal((await preflight('http://127.0.0.1:9')).headers.get('access-control-allow-origin'), null);

  // The same portal on another port, not in the list: the bundles load (they are public), the API
  // refuses. No page.route here: with routing on, Playwright answers CORS preflights itself.
  const unlisted = await startE2ePortal(() => reference);
  try {
    const logStart = suite.server.logs.length;
    await page.goto(`${unlisted.origin}/embed.html`);
    await bell(page, 'header-bell').error.getByText('服务器出错', { exact: true }).waitFor();
    assert.equal(await storedToken(page), null);
    const calls = suite.server.logs
      .slice(logStart)
      .map((line) => JSON.parse(line) as { method: string; url: string })
      .filter((entry) => entry.url === '/cpi/login/forcedEntry');
    assert.ok(
      calls.some((c) => c.method === 'OPTIONS'),
      'the browser asked (preflight)',
    );
    assert.ok(!calls.some((c) => c.method === 'POST'), 'and never sent the exchange');
  } finally {
    await unlisted.close();
  }
});
