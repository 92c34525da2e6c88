import assert from 'node:assert/strict';
import type { Request } from 'playwright-core';
import {
  ADMIN,
  FIRST_MENU_PATH,
  OPERATOR,
  OTHER_MERCHANT_ADMIN,
  PASSWORD,
  captchaSrc,
  isCaptchaRequest,
  loginScreen,
  openLogin,
  pathOf,
  shell,
  submitLogin,
  waitForNewCaptcha,
  waitForPath,
} from './support/console-page';
import { e2eSuite } from './support/suite';

const { e2e } = e2eSuite('login');

e2e('the administrator logs in and lands in the shell on the first menu', async ({ page }) => {
  await openLogin(page, '/');
  assert.equal(pathOf(page), '/login', 'a logged-out visit of / shows the login screen');
  const answer = await submitLogin(page, ADMIN, PASSWORD);
  assert.equal(((await answer.json()) as { errorCode: number }).errorCode, 0);

  await waitForPath(page, FIRST_MENU_PATH);
  const ui = shell(page);
  await ui.pageHeading('首页').waitFor();
  assert.deepEqual(await ui.tabLinks.allTextContents(), ['首页'], 'one tab, the first menu');
  assert.equal(await ui.activeTab.textContent(), '首页');
  for (const group of ['农业机井', '水肥一体化', '系统管理']) {
    await ui.sidebar.getByRole('button', { name: group, exact: true }).waitFor();
  }
  await ui.sidebar.getByRole('link', { name: '首页', exact: true }).first().waitFor();
  await page.getByText('演示管理员', { exact: true }).waitFor();
  assert.equal(await page.evaluate('localStorage.getItem("loginType")'), 'merchant', 'loginType kept in local storage');
});

e2e("the document title is the footer name of the user's merchant", async ({ page }) => {
  await openLogin(page);
  await submitLogin(page, OTHER_MERCHANT_ADMIN, PASSWORD);
  await waitForPath(page, FIRST_MENU_PATH);
  await page.waitForFunction('document.title === "丰源智慧灌溉平台"');
  await page.getByText('二号商户管理员', { exact: true }).waitFor();
});

e2e('a wrong captcha keeps the login screen, shows the server message and draws a new captcha', async ({ page }) => {
  const screen = await openLogin(page);
  const before = await captchaSrc(page);
  const captchaCalls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/cpi/login/captcha') captchaCalls.push(request);
  });

  const newImage = page.waitForResponse(isCaptchaRequest);
  const answer = await submitLogin(page, ADMIN, PASSWORD, 'XXXX');
  const body = (await answer.json()) as { errorCode: number; message: string };
  assert.notEqual(body.errorCode, 0);
  assert.ok(body.message, 'the server explains the failure');

  await screen.message.filter({ hasText: body.message }).waitFor();
  await newImage;
  const after = await waitForNewCaptcha(page, before);
  assert.notEqual(after, before);
  assert.equal(captchaCalls.length >= 1, true, 'a new captcha image was requested');
  assert.equal(pathOf(page), '/login');
  assert.equal(await screen.code.inputValue(), '', 'the used code is cleared');
});

e2e('a wrong password shows 密码错误 and draws a new captcha', async ({ page }) => {
  const screen = await openLogin(page);
  const before = await captchaSrc(page);
  const answer = await submitLogin(page, OPERATOR, 'Wrong@2026');
  const body = (await answer.json()) as { errorCode: number; message: string };
  assert.equal(body.errorCode, 1001);
  await screen.message.filter({ hasText: '密码错误' }).waitFor();
  await waitForNewCaptcha(page, before);
  assert.equal(pathOf(page), '/login');
  assert.equal(await screen.password.inputValue(), 'Wrong@2026', 'the typed password stays for correction');
});

e2e('empty fields are refused on the page without a request', async ({ page }) => {
  const screen = await openLogin(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });

  await screen.submit.click();
  await screen.message.filter({ hasText: '手机号和密码不能为空' }).waitFor();

  await screen.username.fill(ADMIN);
  await screen.password.fill(PASSWORD);
  await screen.code.press('Enter');
  await screen.message.filter({ hasText: '验证码不能为空' }).waitFor();

  await screen.password.fill('');
  await screen.code.fill('ABCD');
  await screen.code.press('Enter');
  await screen.message.filter({ hasText: '手机号和密码不能为空' }).waitFor();
  assert.deepEqual(posts, [], 'nothing was sent');
});

e2e('the operator sees no system menus', async ({ page }) => {
  await openLogin(page);
  await submitLogin(page, OPERATOR, PASSWORD);
  await waitForPath(page, FIRST_MENU_PATH);
  const ui = shell(page);
  await ui.sidebar.getByRole('button', { name: '农业机井', exact: true }).waitFor();
  await ui.sidebar.getByRole('button', { name: '水肥一体化', exact: true }).waitFor();
  assert.equal(await ui.sidebar.getByText('系统管理').count(), 0);
  assert.equal(await ui.sidebar.getByRole('link', { name: '用户管理' }).count(), 0);

  await page.goto('/system/user');
  await page.waitForURL((url) => url.pathname !== '/system/user');
  assert.equal(pathOf(page), '/404', 'a system page typed in the address bar is not shown');
});

e2e('the captcha link and the image fetch a new captcha', async ({ page }) => {
  const screen = await openLogin(page);
  const first = await captchaSrc(page);
  await screen.refreshLink.click();
  const second = await waitForNewCaptcha(page, first);
  await screen.captchaImage.click();
  await waitForNewCaptcha(page, second);
  assert.equal(await loginScreen(page).message.textContent(), '');
});
