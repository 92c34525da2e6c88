import assert from 'node:assert/strict';
import type { Page, Route } from 'playwright-core';
import {
  ADMIN,
  FIRST_MENU_PATH,
  PASSWORD,
  isLoginPost,
  loginScreen,
  loginThroughScreen,
  pathOf,
  shell,
  submitLogin,
  waitForPath,
} from './support/console-page';
import { E2E_CAPTCHA } from './support/e2e-server';
import { e2eSuite } from './support/suite';

// The standalone page comes with the login screen rendered into <irr-console>'s declarative shadow
// root (scripts/prerender-login.ts, server/http/console-page.ts); the light bundle hydrates it.

const suite = e2eSuite('login-shell');
const { e2e } = suite;

const SCRIPT = '/dist/light/irr-console.js';

/** The login's three inputs in the element's shadow root (Playwright's locators pierce open roots). */
function inputs(page: Page) {
  const screen = loginScreen(page);
  return [screen.username, screen.password, screen.code] as const;
}

/** Holds every request for `path` until `release` is called: the page parses and paints without it. */
async function hold(page: Page, path: string): Promise<{ release(): void; requested: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested!: () => void;
  const seen = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      requested();
      await released;
      await route.continue();
    },
  );
  return { release, requested: seen };
}

e2e('with JavaScript off, /login, / and a business route carry the login form; the other public pages do not', async ({ context }) => {
  const browser = context.browser()!;
  const noScript = await browser.newContext({ baseURL: suite.server.url, javaScriptEnabled: false, locale: 'zh-CN' });
  try {
    const page = await noScript.newPage();
    for (const path of ['/login', '/', '/agriculturalWell/well?page=2']) {
      const answer = await page.goto(path);
      assert.equal(answer?.status(), 200, path);
      for (const input of inputs(page)) {
        await input.waitFor();
        assert.equal(await input.isVisible(), true, `${path}: the input shows`);
        assert.equal(await input.isEditable(), true, `${path}: and can be typed into`);
      }
      const inShadowRoot = await page.evaluate(`['login-username', 'login-password', 'login-code']
        .every((id) => document.querySelector('irr-console').shadowRoot?.getElementById(id) instanceof HTMLInputElement)`);
      assert.equal(inShadowRoot, true, `${path}: the inputs are in <irr-console>'s shadow root`);
      await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    }
    for (const path of ['/findPassword', '/noInfo', '/error/500']) {
      await page.goto(path);
      assert.equal(await page.evaluate(`document.querySelector('irr-console').shadowRoot`), null, `${path}: no login carried`);
    }
  } finally {
    await noScript.close();
  }
});

e2e(
  'typed before the script arrives: the live form keeps the same inputs, values and focus, nothing moves, and it logs in',
  async ({ page, pageErrors }) => {
    await page.addInitScript(`window.__shifts = [];
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__shifts.push(entry.value); })
      .observe({ type: 'layout-shift', buffered: true });`);
    const script = await hold(page, SCRIPT);
    const captcha = await hold(page, '/cpi/login/captcha');
    await page.goto('/', { waitUntil: 'commit' });
    const [username, password, code] = inputs(page);
    await username.fill(ADMIN);
    await password.fill(PASSWORD);
    await code.fill(E2E_CAPTCHA);
    const sent: { url: string; body: string }[] = [];
    page.on('request', (request) => sent.push({ url: request.url(), body: request.postData() ?? '' }));
    await code.press('Enter'); // before the script: the form must not be sent natively (a GET would put the password in the URL)
    await script.requested;
    assert.equal(await page.evaluate(`customElements.get('irr-console')`), undefined, 'typed before the element was defined');

    const snapshot = `(() => {
    const root = document.querySelector('irr-console').shadowRoot;
    const boxes = [...root.querySelectorAll('h1, input, button, a, footer')].map((el) => {
      const r = el.getBoundingClientRect();
      return [el.tagName, el.id || el.textContent, r.x, r.y, r.width, r.height].join(' ');
    });
    return { boxes, focused: root.activeElement?.id ?? null, inputs: root.querySelectorAll('input').length };
  })()`;
    const before = (await page.evaluate(snapshot)) as { boxes: string[]; focused: string | null; inputs: number };
    assert.equal(before.focused, 'login-code', 'the last field typed into has the focus');
    await page.evaluate(
      `document.querySelector('irr-console').shadowRoot.querySelectorAll('input').forEach((input) => { input.__typedInto = true; })`,
    );

    script.release();
    await page.waitForFunction(`customElements.get('irr-console') !== undefined`);
    const after = (await page.evaluate(snapshot)) as typeof before;
    assert.deepEqual(after, before, 'the same layout, the focus where it was');
    assert.equal(
      await page.evaluate(
        `[...document.querySelector('irr-console').shadowRoot.querySelectorAll('input')].every((input) => input.__typedInto)`,
      ),
      true,
      'the live form took the pre-rendered inputs over',
    );
    assert.deepEqual(await Promise.all(inputs(page).map((input) => input.inputValue())), [ADMIN, PASSWORD, E2E_CAPTCHA]);
    const styles = (await page.evaluate(`(() => {
    const root = document.querySelector('irr-console').shadowRoot;
    return { carried: root.querySelectorAll('style').length, adopted: root.adoptedStyleSheets.length };
  })()`)) as { carried: number; adopted: number };
    assert.equal(styles.carried, 0, 'the carried <style> gave way to the adopted sheets');
    assert.equal(styles.adopted, 4, "the sheets of the login's components (host reset, console, login, feedback), the carried rules gone");
    assert.deepEqual(await page.evaluate('window.__shifts'), [], 'no layout shift');

    captcha.release();
    await loginScreen(page).captchaImage.waitFor();
    assert.deepEqual(
      await Promise.all(inputs(page).map((input) => input.inputValue())),
      [ADMIN, PASSWORD, E2E_CAPTCHA],
      'still there after the captcha',
    );
    const answer = page.waitForResponse(isLoginPost);
    await loginScreen(page).submit.click();
    assert.equal(((await (await answer).json()) as { errorCode: number }).errorCode, 0, 'the typed values were sent');
    await waitForPath(page, FIRST_MENU_PATH);
    await shell(page).sidebar.waitFor();
    const clear = [PASSWORD, encodeURIComponent(PASSWORD)];
    assert.deepEqual(
      sent.filter(({ url, body }) => url.includes('password=') || clear.some((p) => url.includes(p) || body.includes(p))),
      [],
      'the password never travelled in clear, nor in a URL',
    );
    assert.deepEqual(pageErrors, []);
  },
);

e2e('a visitor with a stored session never sees the carried login: it stays hidden until the console shows its page', async ({ page }) => {
  await loginThroughScreen(page);
  const script = await hold(page, SCRIPT);
  await page.goto('/agriculturalWell/well', { waitUntil: 'commit' });
  const [username] = inputs(page);
  await username.waitFor({ state: 'attached' });
  await script.requested;
  assert.equal(await username.isVisible(), false, 'carried but hidden');
  script.release();
  await shell(page).tab('机井管理').waitFor();
  assert.equal(await shell(page).activeTab.textContent(), '机井管理');
  assert.equal(pathOf(page), '/agriculturalWell/well');
  assert.equal(await username.count(), 0, 'the carried login was dropped');
});

e2e('the login page itself shows the carried form to a visitor with a stored session too, as the console does', async ({ page }) => {
  await loginThroughScreen(page);
  const script = await hold(page, SCRIPT);
  await page.goto('/login', { waitUntil: 'commit' });
  const [username] = inputs(page);
  await username.waitFor();
  script.release();
  await loginScreen(page).captchaImage.waitFor();
  await submitLogin(page, ADMIN, PASSWORD);
  await waitForPath(page, FIRST_MENU_PATH);
});

e2e(
  'a visitor who chose a colour scheme sees the carried form in its colours, and they stay when it goes live',
  async ({ page, context }) => {
    await context.addCookies([{ name: 'irr-color-scheme', value: 'green', url: suite.server.url }]);
    const script = await hold(page, SCRIPT);
    await page.goto('/login', { waitUntil: 'commit' });
    const submit = loginScreen(page).submit;
    await submit.waitFor();
    await script.requested;
    const colour = () =>
      page.evaluate(
        `getComputedStyle(document.querySelector('irr-console').shadowRoot.querySelector('[part="login-button"]')).backgroundColor`,
      );
    assert.equal(await colour(), 'rgb(0, 122, 85)', "the scheme's primary colour (#007a55) before the script");
    script.release();
    await page.waitForFunction(`customElements.get('irr-console') !== undefined`);
    assert.equal(await colour(), 'rgb(0, 122, 85)', 'and after');
    assert.equal(
      await page.evaluate(`document.querySelector('irr-console').dataset.irrScheme`),
      'green',
      'set on the element by the console',
    );
  },
);

e2e(
  'a portal page loading the element from the CDN script, with no markup from the server, still shows the login and logs in',
  async ({ page, pageErrors }) => {
    const answer = await page.goto('/cdn.html');
    assert.equal((await answer!.text()).includes('shadowrootmode'), false, 'nothing pre-rendered');
    await loginScreen(page).captchaImage.waitFor();
    assert.equal(new URL(page.url()).hash, '#/login?redirect=%2F');
    await submitLogin(page, ADMIN, PASSWORD);
    await shell(page).sidebar.waitFor();
    assert.deepEqual(pageErrors, []);
  },
);
