import assert from 'node:assert/strict';
import { after } from 'node:test';
import mqtt from 'mqtt';
import type { Page, Response } from 'playwright-core';
import { hashSecret } from '../../server/devices/credentials';
import { getCurrentMenu } from '../../src/api/contract/menu';
import { findMerchantServiceTypeList } from '../../src/api/contract/service-line-calls';
import { buildRouteTable } from '../../src/router/menu-routes';
import { apiAs } from './support/api-as';
import { watchCalls } from './support/calls-settled';
import { ADMIN, FIRST_MENU_PATH, openLogin, shell, submitLogin, waitForPath } from './support/console-page';
import { watchViolations } from './support/csp-violations';
import { bell, startE2ePortal } from './support/portal';
import { e2eSuite } from './support/suite';
import { rowOf, waitForCell } from './support/table';

// The Content-Security-Policy the server sends (server/http/security-headers.ts) and the demo
// portal's own (server/demo-portal/portal-server.ts), in Chromium: every screen of the console, its
// lazy chunks, the page with the login, the CDN page, the /dev/ pages and the portal on a second
// origin work under them without one violation.

let reference = '';
const portal = await startE2ePortal(() => reference);
after(() => portal.close());

const suite = e2eSuite('security-headers', {
  mqtt: true,
  corsOrigins: [portal.origin],
  setup: async (s) => {
    reference = s.server.url;
  },
});

/** The other e2e files bypass the pages' policy (test/e2e/support/browser.ts); these keep it. */
const ENFORCE_CSP = { bypassCSP: false };

/** The policy's directives: name → sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  assert.ok(policy, 'a Content-Security-Policy is sent');
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** A page's answer carries the headers; its scripts come only from files of the listed origins. */
function assertPageHeaders(answer: Response | null, scriptSources: readonly string[]): Map<string, string[]> {
  assert.ok(answer, 'the page answered');
  const headers = answer.headers();
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
  const policy = directives(headers['content-security-policy']);
  assert.deepEqual(policy.get('script-src'), scriptSources);
  assert.deepEqual(policy.get('object-src'), ["'none'"]);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
  assert.doesNotMatch(headers['content-security-policy']!, /unsafe-inline|unsafe-eval|\*/);
  return policy;
}

const CONSOLE_SCRIPTS = ["'self'", 'http://localhost:8000', 'http://localhost:18000', 'https://localhost.lodop.net:8443'];

/** The console's page box of `path` (kept pages of other tabs stay mounted, hidden). */
const pageBox = (page: Page, path: string) => page.locator(`[part="page"][data-path="${path}"]`);

/**
 * Goes to `path` inside the console as its router does (history and popstate: no reload, so the
 * page's chunks load as a user's click loads them), and waits until the screen and every lazy part
 * in it have loaded and its calls have been answered.
 */
async function openRoute(page: Page, path: string, calls: ReturnType<typeof watchCalls>): Promise<void> {
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
  const box = pageBox(page, path);
  await box.waitFor();
  await box.locator('.page-state[role="status"], .irr-lazy-state[role="status"]').first().waitFor({ state: 'detached' });
  assert.equal(await box.locator('[role="alert"].page-state, [role="alert"].irr-lazy-state').count(), 0, `${path}: its code loaded`);
  await calls.settled();
}

/** A device of the admin's merchant on its first idle well, over the server's MQTT broker; it reports once. */
async function reportingWell(): Promise<{ cd: string; close(): Promise<void> }> {
  const db = suite.server.db;
  const merchant = await db.selectFrom('merchant_user').select('merchant_id').where('mobile', '=', ADMIN).executeTakeFirstOrThrow();
  const well = await db
    .selectFrom('well')
    .select(['id', 'cd'])
    .where('merchant_id', '=', merchant.merchant_id)
    .where('status', '=', 'normal')
    .where('running', '=', 'leisure')
    .orderBy('cd')
    .executeTakeFirstOrThrow();
  const username = `w${well.id}-csp`;
  const now = new Date();
  await db
    .insertInto('device')
    .values({
      merchant_id: merchant.merchant_id,
      well_id: well.id,
      equip_id: null,
      username,
      secret_hash: hashSecret('csp-secret'),
      created_at: now,
      rotated_at: now,
    })
    .execute();
  const device = await mqtt.connectAsync(suite.server.mqttUrl!, { username, password: 'csp-secret', reconnectPeriod: 0 });
  const status = {
    seq: 1,
    ts: Date.now(),
    sig: 21.5,
    waterLevel: 33.25,
    running: false,
    current: 0,
    voltage: 377.7,
    meterWh: 5000,
    meterLiters: 9000,
  };
  await device.publishAsync(`irr/${username}/up/status`, JSON.stringify(status), { qos: 1 });
  return { cd: well.cd, close: () => device.endAsync() };
}

suite.e2e(
  'every screen of the console, with its lazy parts, the page with the login, the CDN page and the /dev/ pages: no CSP violation',
  async ({ page, context }) => {
    const violations = await watchViolations(page);
    // a chosen colour scheme: the page's head script adopts its rule before the element is defined
    await context.addCookies([{ name: 'irr-color-scheme', value: 'green', url: suite.server.url }]);
    const device = await reportingWell();
    try {
      violations.step('the page with the login');
      const loginAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/login');
      await openLogin(page, '/login');
      const policy = assertPageHeaders(await loginAnswer, CONSOLE_SCRIPTS);
      assert.deepEqual(policy.get('connect-src'), [
        "'self'",
        'ws://localhost:8000',
        'ws://localhost:18000',
        'wss://localhost.lodop.net:8443',
      ]);
      assert.equal(await page.evaluate(`document.querySelectorAll('script:not([src])').length`), 0, 'no inline script');
      assert.equal(
        await page.evaluate(`document.querySelector('irr-console').shadowRoot.querySelectorAll('style').length`),
        0,
        'the carried <style> was adopted and went',
      );
      assert.match((await page.getByRole('img', { name: '验证码图片，点击换一张' }).getAttribute('src')) ?? '', /^blob:/);
      // the policy holds, and this watch sees what it refuses: an inline script and an inline style
      await page.evaluate(`document.head.append(Object.assign(document.createElement('script'), { textContent: 'window.__inlineRan = true' }));
        document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { color: red }' }))`);
      await violations.reported(2);
      assert.equal(await page.evaluate(`window.__inlineRan === true`), false, 'the inline script did not run');
      assert.deepEqual(
        violations.take().map((v) => v.replace(/ on .*/, '')),
        ['[the page with the login] script-src-elem refused inline', '[the page with the login] style-src-elem refused inline'],
      );
      const bundle = await page.request.get('/dist/light/irr-console.js');
      assert.equal(bundle.headers()['x-content-type-options'], 'nosniff');
      assert.equal(bundle.headers()['content-security-policy'], undefined, 'a script needs no policy of its own');

      violations.step('login');
      await submitLogin(page, ADMIN, 'Irr@2026');
      await waitForPath(page, FIRST_MENU_PATH);
      await shell(page).sidebar.waitFor();

      violations.step('a reload with the session: the carried login stays hidden, then goes');
      await page.goto('/agriculturalWell/well');
      await pageBox(page, '/agriculturalWell/well').getByRole('table').waitFor();
      assert.equal(await page.evaluate(`document.documentElement.hasAttribute('data-irr-session')`), true, "the head's script ran");

      const api = await apiAs(suite.server, page);
      const table = buildRouteTable(await api(getCurrentMenu, {}), await api(findMerchantServiceTypeList, {}));
      assert.ok(table.routes.length >= 30, `the administrator's routes (${table.routes.length})`);
      const calls = watchCalls(page);
      for (const route of table.routes) {
        violations.step(route.path);
        await openRoute(page, route.path, calls);
      }

      violations.step('运行监控: the device reported');
      await openRoute(page, '/agriculturalWell/monitor', calls);
      const monitor = pageBox(page, '/agriculturalWell/monitor');
      await monitor.getByRole('search').getByLabel('关键字', { exact: false }).fill(device.cd);
      await monitor.getByRole('search').getByRole('button', { name: '查询', exact: true }).click();
      const monitorTable = monitor.getByRole('table');
      await waitForCell(monitorTable, rowOf(monitorTable, device.cd), '电压(V)', '377.7');

      violations.step('机井管理 › 详情 › 曲线 (uPlot)');
      await openRoute(page, '/agriculturalWell/well', calls);
      const wells = pageBox(page, '/agriculturalWell/well');
      await wells.getByRole('search').getByLabel('机井编号/名称/井长', { exact: true }).fill(device.cd);
      await wells.getByRole('search').getByRole('button', { name: '查询', exact: true }).click();
      await rowOf(wells.getByRole('table'), device.cd)
        .getByRole('button', { name: `详情 ${device.cd}`, exact: true })
        .click();
      const detail = page.getByRole('dialog');
      await detail.getByRole('tab', { name: '曲线', exact: true }).click();
      await detail.locator('.uplot canvas').first().waitFor();
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });

      violations.step('资金流水 › 导出Excel, 打印 without C-Lodop › 浏览器打印');
      await openRoute(page, '/agriculturalWell/fund', calls);
      const fund = pageBox(page, '/agriculturalWell/fund');
      const download = page.waitForEvent('download');
      await fund.getByRole('button', { name: '导出Excel', exact: true }).click();
      assert.match((await download).suggestedFilename(), /\.xlsx$/);
      await fund.getByRole('button', { name: '打印', exact: true }).click();
      await page.getByText('C-Lodop打印控件还没准备好，请稍后再试！').waitFor();
      await page.getByRole('button', { name: '浏览器打印', exact: true }).click();
      await page.locator('iframe[data-irr-print-frame]').waitFor({ state: 'attached' });

      violations.step('组件示例: every section');
      const gallery = table.routes.find((r) => r.path === '/devModule/index');
      assert.ok(gallery, 'the widget gallery is among the routes');
      await openRoute(page, gallery.path, calls);
      const sections = pageBox(page, gallery.path);
      await sections.getByRole('button', { name: '全部展开', exact: true }).click();
      await sections.locator('.irr-lazy-state[role="status"]').first().waitFor({ state: 'detached' });
      assert.equal(await sections.locator('.irr-lazy-state[role="alert"]').count(), 0, 'every section loaded');
      await calls.settled();

      violations.step('/cdn.html: the classic script, logged in');
      assertPageHeaders(await page.goto('/cdn.html'), CONSOLE_SCRIPTS);
      await shell(page).sidebar.waitFor();
      await page.locator('irr-well-table').getByRole('table').locator('tbody tr').first().waitFor();

      for (const path of ['/dev/money', '/dev/sms-outbox']) {
        violations.step(path);
        assertPageHeaders(await page.goto(path), CONSOLE_SCRIPTS);
        await page.getByRole('heading', { level: 1 }).waitFor();
      }
      assert.deepEqual(violations.events, []);
      assert.deepEqual(violations.consoleLines, []);
    } finally {
      await device.close();
    }
  },
  ENFORCE_CSP,
);

for (const build of ['light', 'esm'] as const) {
  suite.e2e(
    `${build}: the demo portal embeds the elements from the reference origin under its own strict policy`,
    async ({ page }) => {
      const violations = await watchViolations(page);
      violations.step(`${portal.origin}/embed.html (${build})`);
      const answer = await page.goto(`${portal.origin}/embed.html${build === 'esm' ? '?build=esm' : ''}`);
      const policy = assertPageHeaders(answer, ["'self'", suite.server.url]);
      assert.deepEqual(policy.get('style-src'), ["'self'"], 'the elements need nothing for their styles');
      assert.deepEqual(policy.get('connect-src'), ["'self'", suite.server.url]);
      const header = bell(page, 'header-bell');
      await header.badge.waitFor();
      await page.locator('irr-well-table').getByRole('table').locator('tbody tr').first().waitFor();
      // the bell's panel is a chunk of its own, fetched on the first open
      await header.button.click();
      await header.host.locator('[part="panel"]').waitFor();
      assert.deepEqual(violations.events, []);
      assert.deepEqual(violations.consoleLines, []);
    },
    ENFORCE_CSP,
  );
}
