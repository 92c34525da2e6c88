import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { cdnLoads } from '../../bench/cdn-sizes';
import { ROOT } from '../server/support/child-server';
import { ADMIN, PASSWORD, openFromSidebar, openLogin, shell, submitLogin } from './support/console-page';
import { watchViolations } from './support/csp-violations';
import { freshCode } from './support/portal';
import { e2eSuite } from './support/suite';

// The CDN script (dist/cdn/irr-console.js) in Chromium: one classic <script src> that fetches the
// rest from the chunks beside it, each element's when it first shows, every chunk with its integrity
// checked; under a strict Content-Security-Policy with SRI on the script; a chunk that fails to load
// shows the chunk-load error and loads on retry. Each test prints the files its page fetched.

const suite = e2eSuite('cdn');
const { e2e } = suite;
const DIST = join(ROOT, 'dist');
const loads = cdnLoads(DIST)!;
const ENTRY_INTEGRITY = (JSON.parse(readFileSync(join(DIST, 'cdn/integrity.json'), 'utf8')) as Record<string, string>)['irr-console.js']!;
const NONCE = 'cdn-e2e-nonce';

/**
 * The JS files of dist/ the page fetched from the server, in order (`cdn/…`), printed under `name`.
 * The loader reads each chunk twice (fetch() with its integrity, then the module from the HTTP
 * cache): an answer the server gave once (its request-id) is one fetch. A page served by
 * `page.route` runs without the HTTP cache (Playwright's rule), so there it is fetched again.
 */
function fetchedFiles(page: Page): { files: string[]; reads: string[]; print(name: string): void } {
  const files: string[] = [];
  const reads: string[] = [];
  const answers = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/dist/') || !path.endsWith('.js')) return;
    const file = path.slice('/dist/'.length);
    reads.push(file);
    const id = response.headers()['request-id'] ?? `${file} ${reads.length}`;
    if (answers.has(id)) return;
    answers.add(id);
    files.push(file);
  });
  return { files, reads, print: (name) => console.log(`${name}: ${files.length} fetches from the server\n  ${files.join('\n  ')}`) };
}

/** A portal page with the bell alone from the CDN script, its own header `policy` and the script tag's `attributes`. */
function serveBellPage(page: Page, path: string, code: string, { policy, attributes = '' }: { policy?: string; attributes?: string } = {}) {
  return page.route(`**${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: policy ? { 'content-security-policy': policy } : {},
      body:
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>bell</title>` +
        `<script src="/dist/cdn/irr-console.js" ${attributes}></script></head>` +
        `<body><irr-notice-bell authorization-code="${code}"></irr-notice-bell></body></html>`,
    }),
  );
}

/** Waits for the bell's count and the well table's rows. */
async function bellAndTableShown(page: Page): Promise<void> {
  await page.locator('irr-notice-bell [part="badge"]').waitFor();
  await page
    .locator('irr-well-table')
    .getByRole('button', { name: /^查看 / })
    .first()
    .waitFor();
}

const sorted = (files: readonly string[]) => [...new Set(files)].sort();

e2e(
  'a page with only the bell fetches the loader, the core and the bell, as the bench counts, until the count shows',
  async ({ page, pageErrors }) => {
    const fetched = fetchedFiles(page);
    await serveBellPage(page, '/bell-only.html', await freshCode(suite.server));
    await page.goto('/bell-only.html');
    await page.locator('irr-notice-bell [part="badge"]').waitFor();
    fetched.print('bell alone');
    assert.deepEqual(sorted(fetched.files), sorted(loads.bell.files));
    assert.equal(await page.evaluate(`typeof customElements.get('irr-well-table')`), 'function', 'all three elements defined');
    assert.equal(await page.evaluate(`typeof customElements.get('irr-console')`), 'function');
    assert.deepEqual(pageErrors, []);
  },
);

e2e(
  "/cdn.html: the login fetches the console's chunks only; the bell, the table and the first page come after login",
  async ({ page, pageErrors }) => {
    const fetched = fetchedFiles(page);
    await openLogin(page, '/cdn.html#/login');
    await page.locator('irr-well-table').getByText('未登录，无法显示数据').waitFor();
    fetched.print('/cdn.html until the login form');
    assert.deepEqual(sorted(fetched.files), sorted(loads.login.files), "the loader, the core and the console's login");
    const beforeLogin = fetched.files.length;
    await submitLogin(page, ADMIN, PASSWORD);
    await shell(page).sidebar.waitFor();
    // the first page rendered: its group's chunk and what that imports are in
    await page.getByRole('region').getByRole('heading', { level: 1 }).first().waitFor();
    await bellAndTableShown(page);
    fetched.print('/cdn.html after login');
    const after = fetched.files.slice(beforeLogin);
    for (const file of [...loads.firstPage.files, ...loads.bell.files, ...loads.table.files])
      assert.ok(fetched.files.includes(file), `${file} fetched`);
    assert.ok(
      after.every((file) => file.startsWith('cdn/chunks/')),
      'only chunks of the CDN build',
    );
    // two screens of the group: their units share one manifest, fetched once for both
    const landed = fetched.files.length;
    for (const [title, path] of [
      ['机井管理', '/agriculturalWell/well'],
      ['用户卡管理', '/agriculturalWell/card'],
    ] as const) {
      await openFromSidebar(page, '农业机井', title);
      await page.locator(`[part="page"][data-path="${path}"] table[aria-busy="false"] tbody tr`).first().waitFor();
    }
    fetched.print('/cdn.html, two screens of 农业机井');
    const screens = fetched.files.slice(landed);
    const shared = loads.manifestOf('agriculturalWell-well');
    assert.equal(loads.manifestOf('agriculturalWell-card'), shared, "the group's screens share one manifest");
    assert.ok(fetched.files.includes(shared), `${shared} fetched (with the first of the group's parts)`);
    assert.deepEqual(
      screens.filter((file) => /\/sri-/.test(file) && file !== shared),
      [],
      'no manifest of their own for the screens',
    );
    assert.ok(screens.includes(loads.named('agriculturalWell-well')) && screens.includes(loads.named('agriculturalWell-card')));
    assert.deepEqual(
      fetched.files.filter((file, i) => fetched.files.indexOf(file) !== i),
      [],
      'no file fetched twice from the server (the second read is the cache)',
    );
    assert.deepEqual(pageErrors, []);
  },
);

for (const [name, policy] of [
  ["the script's origin", (origin: string) => `default-src 'none'; script-src ${origin}; connect-src ${origin}; img-src ${origin} blob:`],
  [
    "a nonce and 'strict-dynamic'",
    (origin: string) => `default-src 'none'; script-src 'nonce-${NONCE}' 'strict-dynamic'; connect-src ${origin}; img-src ${origin} blob:`,
  ],
] as const) {
  e2e(
    `strict CSP (script-src: ${name}) and SRI on the script: the bell shows its count, no violation`,
    async ({ page, pageErrors }) => {
      const violations = await watchViolations(page);
      const fetched = fetchedFiles(page);
      await serveBellPage(page, '/bell-csp.html', await freshCode(suite.server), {
        policy: policy(suite.server.url),
        attributes: `integrity="${ENTRY_INTEGRITY}" crossorigin="anonymous"${name.includes('nonce') ? ` nonce="${NONCE}"` : ''}`,
      });
      await page.goto('/bell-csp.html');
      await page.locator('irr-notice-bell [part="badge"]').waitFor();
      fetched.print(`bell under CSP (${name})`);
      assert.deepEqual(sorted(fetched.files), sorted(loads.bell.files));
      assert.deepEqual(violations.events, []);
      assert.deepEqual(pageErrors, []);
    },
    { bypassCSP: false },
  );
}

e2e('SRI on the script is enforced: a wrong hash runs nothing', async ({ page }) => {
  const fetched = fetchedFiles(page);
  const wrong = `sha384-${Buffer.alloc(48).toString('base64')}`;
  await serveBellPage(page, '/bell-wrong.html', await freshCode(suite.server), {
    attributes: `integrity="${wrong}" crossorigin="anonymous"`,
  });
  await page.goto('/bell-wrong.html', { waitUntil: 'load' });
  assert.deepEqual(fetched.files, ['cdn/irr-console.js']);
  assert.equal(await page.evaluate(`customElements.get('irr-notice-bell') === undefined`), true);
});

e2e('a chunk whose bytes changed is refused: the bell shows the chunk-load error', async ({ page }) => {
  const view = loads.named('notice-bell-view');
  await page.route(`**/dist/${view}`, async (route) => {
    const answer = await route.fetch();
    route.fulfill({ response: answer, body: `${await answer.text()}\n// changed` });
  });
  await serveBellPage(page, '/bell-tampered.html', await freshCode(suite.server));
  await page.goto('/bell-tampered.html');
  await page.locator('irr-notice-bell [part="error"]').getByText('页面加载失败：模块加载超时').waitFor();
  assert.equal(await page.locator('irr-notice-bell [part="badge"]').count(), 0);
});

// What the console logs besides: the refused request; for a 404, its body failing the chunk's integrity too (checked before the status).
for (const [how, fail, logged] of [
  ['offline', (route: Route) => route.abort('internetdisconnected'), /net::ERR_INTERNET_DISCONNECTED/],
  [
    '404',
    (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }),
    /status of 404|a valid digest in the 'integrity' attribute|SRI's integrity checks failed/,
  ],
] as const) {
  e2e(`a chunk that fails to load (${how}) shows the chunk-load error; 重试 loads it`, async ({ page, pageErrors }) => {
    const view = loads.named('notice-bell-view');
    let failing = true;
    let served = 0;
    await page.route(`**/dist/${view}`, (route) => {
      if (failing) return fail(route);
      served++;
      return route.continue();
    });
    await serveBellPage(page, `/bell-${how}.html`, await freshCode(suite.server));
    await page.goto(`/bell-${how}.html`);
    const error = page.locator('irr-notice-bell [part="error"]');
    await error.getByText('页面加载失败：模块加载超时').waitFor();
    failing = false;
    await error.getByRole('button', { name: '重试' }).click();
    await page.locator('irr-notice-bell [part="badge"]').waitFor();
    assert.ok(served >= 1, 'fetched again on retry');
    assert.deepEqual(
      pageErrors.filter((line) => !logged.test(line)),
      [],
      'nothing but the refused requests',
    );
  });
}

e2e('the core failing to load shows the error in each element; 重试 defines them', async ({ page }) => {
  let offline = true;
  await page.route(`**/dist/${loads.named('irr-elements')}`, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  await serveBellPage(page, '/bell-core.html', await freshCode(suite.server));
  await page.goto('/bell-core.html');
  const error = page.locator('irr-notice-bell [role="alert"]');
  await error.getByText('页面加载失败').waitFor();
  offline = false;
  await error.getByRole('button', { name: '重试' }).click();
  await page.locator('irr-notice-bell [part="badge"]').waitFor();
  assert.equal(await page.locator('irr-notice-bell [role="alert"]').count(), 0);
});

/**
 * A portal page with a bell and a well table under two copies of the elements (`scripts`, the
 * page's script tags), opened until the bell's count and the table's rows show; resolves to the
 * forced entries the page sent (the one code is good for one).
 */
async function openTwoCopies(page: Page, path: string, scripts: string): Promise<string[]> {
  const code = await freshCode(suite.server);
  const entries: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/cpi/login/forcedEntry') entries.push(request.url());
  });
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>two copies</title>${scripts}</head>` +
        `<body><irr-notice-bell authorization-code="${code}"></irr-notice-bell><irr-well-table authorization-code="${code}"></irr-well-table></body></html>`,
    }),
  );
  await page.goto(path);
  await bellAndTableShown(page);
  return entries;
}

e2e(
  'two copies on a page (the CDN script and the light module build) define each tag once and share one session',
  async ({ page, pageErrors }) => {
    const entries = await openTwoCopies(
      page,
      '/two-copies.html',
      `<script src="/dist/cdn/irr-console.js"></script><script type="module" src="/dist/light/irr-well-table.js"></script>`,
    );
    assert.equal(entries.length, 1, 'one forced entry for the page');
    assert.deepEqual(pageErrors, []);
  },
);

e2e('two CDN versions on a page (each its own folder) define each tag once and share one session', async ({ page, pageErrors }) => {
  // The second version's folder: the same build's files at another URL, so its loader finds its
  // chunks beside itself and the browser holds a second copy of every module.
  const second: string[] = [];
  await page.route('**/v2/dist/cdn/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    second.push(path);
    route.fulfill({ response: await route.fetch({ url: `${suite.server.url}${path.slice('/v2'.length)}` }) });
  });
  const entries = await openTwoCopies(
    page,
    '/two-versions.html',
    `<script src="/dist/cdn/irr-console.js"></script><script src="/v2/dist/cdn/irr-console.js"></script>`,
  );
  const core = loads.named('irr-elements');
  assert.ok(second.includes(`/v2/dist/${core}`), 'the second version loaded its own core');
  assert.equal(entries.length, 1, 'one forced entry for the page');
  assert.deepEqual(pageErrors, []);
});
