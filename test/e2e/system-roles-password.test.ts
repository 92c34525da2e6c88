import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  ADMIN,
  loginScreen,
  loginThroughScreen,
  openFromSidebar,
  openLogin,
  shell,
  submitLogin,
  waitForPath,
} from './support/console-page';
import { E2E_CAPTCHA } from './support/e2e-server';
import { closed, dialog } from './support/fertigation-screens';
import { e2eSuite } from './support/suite';

const suite = e2eSuite('system');

const ROLE = '施肥村镇查看员';
const USER = { mobile: '13600000001', name: '村镇查看员甲' };
const FIRST_PASSWORD = 'Cz@2026a';
const NEW_PASSWORD = 'Xg#2026b';
const SYSTEM = '系统管理';

async function openSystemScreen(page: Page, title: string, path: string): Promise<Locator> {
  await openFromSidebar(page, SYSTEM, title);
  await waitForPath(page, path);
  const screen = page.getByRole('region', { name: title, exact: true });
  await screen.waitFor();
  return screen;
}

/** The tree's item `name` (the `nth` one when groups repeat a name), checked state as aria-checked says. */
const treeItem = (form: Locator, name: string, nth = 0) => form.getByRole('treeitem', { name, exact: true }).nth(nth);

/** The latest SMS code the reference provider recorded for `mobile` (what the phone would show). */
async function latestSmsCode(mobile: string): Promise<string> {
  const row = await suite.server.db
    .selectFrom('sms_outbox')
    .select('text')
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /(\d{6})/.exec(row.text)?.[1];
  assert.ok(code, `a code in ${row.text}`);
  return code;
}

suite.e2e(
  'a role with only the fertigation place menu, its user, a wider role seen without a new login, and a password reset by SMS',
  async ({ page, pageErrors }) => {
    // the administrator: a role granting 水肥一体化 › 村镇管理 with its view button only
    await loginThroughScreen(page, ADMIN);
    const roles = await openSystemScreen(page, '角色管理', '/system/role');
    await roles.getByRole('button', { name: '新增', exact: true }).click();
    const roleForm = dialog(page, '新增角色');
    await roleForm.getByLabel('角色名称', { exact: true }).fill(ROLE);
    const placePage = treeItem(roleForm, '村镇管理', 1); // the wells' 村镇管理 comes first
    await placePage.focus();
    await placePage.press('ArrowRight'); // open the page: its buttons
    await treeItem(roleForm, '查看村镇').click();
    assert.equal(await placePage.getAttribute('aria-checked'), 'mixed');
    await roleForm.getByRole('button', { name: '保存', exact: true }).click();
    await closed(roleForm);
    const role = await suite.server.db.selectFrom('role').select(['id']).where('name', '=', ROLE).executeTakeFirstOrThrow();
    const granted = await suite.server.db
      .selectFrom('role_menu')
      .innerJoin('menu', 'menu.id', 'role_menu.menu_id')
      .select(['menu.path', 'menu.permission'])
      .where('role_id', '=', role.id)
      .execute();
    assert.deepEqual(granted.map((m) => m.permission).filter(Boolean), ['fertigation:place:view']);
    assert.ok(granted.some((m) => m.path === '/fertigation/place'));

    // ... and a user holding it
    const users = await openSystemScreen(page, '用户管理', '/system/user');
    await users.getByRole('button', { name: '新增', exact: true }).click();
    const userForm = dialog(page, '新增用户');
    await userForm.getByLabel('手机号', { exact: true }).fill(USER.mobile);
    await userForm.getByLabel('姓名', { exact: true }).fill(USER.name);
    await userForm.getByRole('checkbox', { name: ROLE, exact: true }).check();
    await userForm.getByLabel('初始密码', { exact: true }).fill(FIRST_PASSWORD);
    await userForm.getByLabel('确认密码', { exact: true }).fill(FIRST_PASSWORD);
    await userForm.getByRole('button', { name: '保存', exact: true }).click();
    await closed(userForm);
    await users.getByRole('cell', { name: USER.mobile, exact: true }).waitFor();

    // the user, in another browser context: one group, one page, no 新增
    const userContext = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: { width: 1280, height: 800 },
      locale: 'zh-CN',
    });
    const userPage = await userContext.newPage();
    userPage.on('pageerror', (error) => {
      pageErrors.push(`user pageerror: ${error.message}`);
    });
    await openLogin(userPage);
    await submitLogin(userPage, USER.mobile, FIRST_PASSWORD);
    const nav = shell(userPage).sidebar;
    await nav.waitFor();
    await waitForPath(userPage, '/fertigation/place');
    assert.equal(await nav.getByRole('button').count(), 1);
    await nav.getByRole('button', { name: '水肥一体化', exact: true }).waitFor();
    assert.equal(await nav.getByRole('link').count(), 1);
    await nav.getByRole('link', { name: '村镇管理', exact: true }).waitFor();
    const places = userPage.getByRole('region', { name: '村镇管理', exact: true });
    await places.getByRole('table').waitFor();
    assert.equal(await places.getByRole('button', { name: '新增', exact: true }).count(), 0);

    // the administrator widens the role: 新增村镇
    await openSystemScreen(page, '角色管理', '/system/role');
    await roles.getByRole('button', { name: `编辑 ${ROLE}`, exact: true }).click();
    const editForm = dialog(page, '编辑角色');
    const placePageAgain = treeItem(editForm, '村镇管理', 1);
    await placePageAgain.focus();
    await placePageAgain.press('ArrowRight');
    await treeItem(editForm, '新增村镇').click();
    await editForm.getByRole('button', { name: '保存', exact: true }).click();
    await closed(editForm);

    // the user's next call (a search) brings the new button, with the same login
    const tokenBefore = await userPage.evaluate('localStorage.getItem("irr.token")');
    await places.getByRole('search').getByRole('button', { name: '查询', exact: true }).click();
    await places.getByRole('button', { name: '新增', exact: true }).waitFor();
    assert.equal(await userPage.evaluate('localStorage.getItem("irr.token")'), tokenBefore, 'no new login');

    // the user forgets the password: /findPassword, SMS code, new password
    await shell(userPage).logout.click();
    await loginScreen(userPage).captchaImage.waitFor();
    await userPage.getByRole('link', { name: '忘记密码？', exact: true }).click();
    await waitForPath(userPage, '/findPassword');
    await userPage.locator('input[name="mobile"]').fill(USER.mobile);
    await userPage.locator('input[name="captcha"]').fill(E2E_CAPTCHA);
    await userPage.getByRole('button', { name: '下一步', exact: true }).click();
    await userPage.locator('button[data-action="send"]').click();
    // the countdown starts once the server answered (the button is disabled while the request runs, too)
    await userPage
      .locator('button[data-action="send"]')
      .filter({ hasText: /^\d+秒后重新获取$/ })
      .waitFor();
    await userPage.locator('input[name="msgCode"]').fill(await latestSmsCode(USER.mobile));
    await userPage.getByRole('button', { name: '下一步', exact: true }).click();
    await userPage.locator('input[name="newPassword"]').fill(NEW_PASSWORD);
    await userPage.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
    await userPage.getByRole('button', { name: '确认修改', exact: true }).click();
    await userPage.locator('.pw-done').waitFor();

    // the old password fails, the new one logs in
    await openLogin(userPage);
    const old = (await (await submitLogin(userPage, USER.mobile, FIRST_PASSWORD)).json()) as { errorCode: number };
    assert.equal(old.errorCode, 1001);
    await loginScreen(userPage).captchaImage.waitFor();
    const fresh = (await (await submitLogin(userPage, USER.mobile, NEW_PASSWORD)).json()) as { success: boolean };
    assert.equal(fresh.success, true);
    await shell(userPage).sidebar.waitFor();
    await userContext.close();

    // both steps are in the operation log, and the admin never left
    const ops = await suite.server.db
      .selectFrom('oper_log')
      .select('path')
      .where('path', 'in', ['plat/role/add/save', 'plat/role/edit', 'plat/user/edit/add', 'bind/changePassword/changePassword'])
      .execute();
    assert.deepEqual(ops.map((o) => o.path).sort(), [
      'bind/changePassword/changePassword',
      'plat/role/add/save',
      'plat/role/edit',
      'plat/user/edit/add',
    ]);
    assert.equal(await loginScreen(page).submit.count(), 0);
    assert.deepEqual(pageErrors, []);
  },
);
