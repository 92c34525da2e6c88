import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { ADMIN, FIRST_MENU_PATH, loginScreen, loginThroughScreen, openFromSidebar, shell, waitForPath } from './support/console-page';
import { storedToken, unreadCountWith } from './support/direct-api';
import { e2eSuite } from './support/suite';

const suite = e2eSuite('events');
const { e2e } = suite;

interface Heard {
  type: string;
  detail: unknown;
  bubbles: boolean;
  composed: boolean;
  fromConsole: boolean;
}

/** Listens on the document, as a portal would, before the element exists; read them with `heard`. */
async function listenAsPortal(page: Page): Promise<void> {
  await page.addInitScript(`
    window.__heard = [];
    for (const type of ['irr-login', 'irr-logout', 'irr-navigate', 'irr-error']) {
      document.addEventListener(type, (event) => window.__heard.push({
        type, detail: event.detail, bubbles: event.bubbles, composed: event.composed,
        fromConsole: event.target instanceof Element && event.target.localName === 'irr-console',
      }));
    }
  `);
}

function heard(page: Page, type?: string): Promise<Heard[]> {
  return page.evaluate(
    `window.__heard.filter((e) => ${JSON.stringify(type ?? null)} === null || e.type === ${JSON.stringify(type ?? null)})`,
  ) as Promise<Heard[]>;
}

e2e('a portal hears irr-navigate, irr-login and irr-logout from the element; the header shows the unread count', async ({ page }) => {
  await listenAsPortal(page);
  await loginThroughScreen(page);
  await waitForPath(page, FIRST_MENU_PATH);
  await page.waitForFunction(`window.__heard.some((e) => e.type === 'irr-login')`);
  const logins = await heard(page, 'irr-login');
  assert.equal(logins.length, 1, 'one login');
  const login = logins[0]!.detail as { userCode: string; name: string; merchantId: number; merchantName: string };
  assert.equal(login.name, '演示管理员');
  assert.ok(login.userCode && login.merchantId > 0 && login.merchantName, `who logged in: ${JSON.stringify(login)}`);

  const token = await storedToken(page);
  assert.ok(token);
  const unread = await unreadCountWith(suite.server, token);
  assert.equal(unread.errorCode, 0, `the unread count call: ${JSON.stringify(unread)}`);
  await page.getByLabel(`未读通知 ${String(unread.data)} 条`).waitFor();

  await openFromSidebar(page, '农业机井', '机井管理');
  await waitForPath(page, '/agriculturalWell/well');
  await page.waitForFunction(`window.__heard.some((e) => e.type === 'irr-navigate' && e.detail.path === '/agriculturalWell/well')`);
  const paths = (await heard(page, 'irr-navigate')).map((e) => (e.detail as { path: string }).path);
  assert.deepEqual(paths, ['/login', FIRST_MENU_PATH, '/agriculturalWell/well'], 'every route that passed the guard, once');

  await shell(page).logout.click();
  await waitForPath(page, '/login');
  await page.waitForFunction(`window.__heard.some((e) => e.type === 'irr-logout')`);
  assert.deepEqual(
    (await heard(page, 'irr-logout')).map((e) => e.detail),
    [{ reason: 'user' }],
  );
  for (const event of await heard(page)) {
    assert.ok(event.bubbles && event.composed && event.fromConsole, `${event.type} bubbles, is composed and comes from <irr-console>`);
  }
});

e2e('a refused mainCode cookie is an irr-error with the server message, and the login page', async ({ page, context }) => {
  await listenAsPortal(page);
  await context.addCookies([{ name: 'mainCode', value: 'not-a-real-code', url: suite.server.url }]);
  await page.goto('/agriculturalWell/well');
  await loginScreen(page).captchaImage.waitFor();
  await page.waitForFunction(`window.__heard.some((e) => e.type === 'irr-error')`);
  const errors = (await heard(page, 'irr-error')).map((e) => (e.detail as { message: string }).message);
  assert.equal(errors.length, 1, `one error: ${JSON.stringify(errors)}`);
  assert.ok(errors[0], 'the server says why');
  assert.equal(
    (await context.cookies()).some((c) => c.name === 'mainCode'),
    false,
    'the cookie is used once',
  );
});

e2e('another tab logging out forces this tab to the login page (irr-logout otherTab)', async ({ page, context }) => {
  await listenAsPortal(page);
  await loginThroughScreen(page, ADMIN);
  await waitForPath(page, FIRST_MENU_PATH);

  const other = await context.newPage();
  await other.goto('/agriculturalWell/place');
  await shell(other).sidebar.waitFor();
  await shell(other).logout.click();
  await waitForPath(other, '/login');

  await waitForPath(page, '/login');
  await loginScreen(page).captchaImage.waitFor();
  assert.equal(await shell(page).sidebar.count(), 0);
  await page.waitForFunction(`window.__heard.some((e) => e.type === 'irr-logout')`);
  assert.deepEqual(
    (await heard(page, 'irr-logout')).map((e) => e.detail),
    [{ reason: 'otherTab' }],
  );
});
