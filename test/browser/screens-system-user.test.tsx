import { expect } from '@open-wc/testing';
import { UserScreen } from '../../src/screens/system/user';
import { shadowQueries, until } from './support/shadow-queries';
import { click, press, type } from './support/real-input';
import { oneRow, referenceUser } from './support/reference-fixtures';
import { ADMIN, OPERATOR, referenceLogin, referenceScreenSuite, referenceSql } from './support/reference-session';
import { recordEvents } from './support/test-session';

const screenProps = { path: '/system/user', query: {}, title: '用户管理', active: true };
const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const bodyRows = () => all<HTMLTableRowElement>('tbody tr').filter((tr) => tr.cells.length > 1);
const mobiles = () => bodyRows().map((tr) => tr.cells[0]!.textContent);
const rowOf = (mobile: string) => bodyRows().find((tr) => tr.cells[0]!.textContent === mobile);
const cells = (mobile: string) => [...rowOf(mobile)!.cells].map((td) => td.textContent);
const dialog = () => $('[role="dialog"]');
const buttonIn = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text);
const search = () => $('form[role="search"]')!;
const filter = <T extends HTMLElement>(name: string) => $<T>(`form[role="search"] [name="${name}"]`)!;
const field = <T extends HTMLInputElement>(name: string) => dialog()!.querySelector<T>(`[name="${name}"]`)!;
/** The message under a dialog field, or null. */
const messageOf = (name: string) => field(name).closest('.irr-field')!.querySelector('.irr-field-error')?.textContent ?? null;
const roleBox = (roleName: string) =>
  [...dialog()!.querySelectorAll<HTMLInputElement>('input[name="roleIds"]')].find((box) => box.closest('label')!.textContent === roleName)!;
/** The texts of a row's buttons (failures print text, not elements). */
const actionsOf = (mobile: string) => [...rowOf(mobile)!.querySelectorAll('button')].map((b) => b.textContent);
const failure = () => dialog()?.querySelector('[data-failure]')?.textContent ?? null;
const messages = (events: ReturnType<typeof recordEvents>) => events.ofType('message').map((m) => m.text);

interface DbUser {
  id: number;
  mobile: string;
  name: string;
  enabled: boolean;
  version: number;
  never: boolean;
  roles: string;
  role_ids: number[];
}

/** The merchant's users as the table lists them (newest first), with their roles' names and ids. */
const USERS = `select * from (select u.id, u.mobile, u.name, u.enabled, u.version, u.last_login_at is null as never,
    coalesce((select string_agg(r.name, '、' order by r.id) from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id), '') as roles,
    coalesce((select array_agg(ur.role_id order by ur.role_id) from user_role ur where ur.user_id = u.id), '{}') as role_ids
  from merchant_user u where u.merchant_id = $1) u where true`;
const users = (where = 'true', params: unknown[] = []) =>
  referenceSql<DbUser>(`${USERS} and ${where} order by u.id desc`, [suite.merchant, ...params]);
const userBy = (mobile: string) => oneRow<DbUser>(`user ${mobile}`, `${USERS} and u.mobile = $2`, [suite.merchant, mobile]);
const sessionsOf = async (mobile: string) =>
  Number(
    (
      await oneRow<{ n: string }>(
        'sessions',
        'select count(*) as n from session s join merchant_user u on u.id = s.user_id where u.mobile = $1',
        [mobile],
      )
    ).n,
  );
const roleNamed = (name: string) =>
  oneRow<{ id: number; name: string }>(`role ${name}`, 'select id, name from role where merchant_id = $1 and name = $2', [
    suite.merchant,
    name,
  ]);

/** A real login of `mobile` somewhere else (another browser): a session row, the console's own session untouched. */
async function loginElsewhere(mobile: string): Promise<void> {
  const res = await fetch('/ref-control/login', { method: 'POST', body: JSON.stringify({ mobile }) });
  if (!res.ok) throw new Error(`login of ${mobile}: ${await res.text()}`);
}

/** Picks an option of a select as a user's change does (once the option is there). */
async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  await until(() => [...select.options].some((o) => o.value === value), `option ${value}`);
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Replaces an input's text the way a user does: select all, then type. */
async function retype(input: HTMLInputElement, text: string): Promise<void> {
  await click(input);
  input.select();
  if (text === '') await press('Backspace');
  else await type(text);
}

async function mount(): Promise<void> {
  suite.mount(<UserScreen {...screenProps} />);
  await until(() => bodyRows().length > 0, 'rows load');
}

async function openDialog(button: HTMLButtonElement): Promise<void> {
  await click(button);
  await until(() => dialog()?.querySelector('input[name="roleIds"]'), 'the roles load');
}

describe('system users screen on the reference server', () => {
  before(async () => {
    await referenceUser('13900000201', ['fertigation:place:view']);
    await referenceUser('13900000202', ['fertigation:equip:view']);
    await referenceSql(`update merchant_user set enabled = false, name = '停用的测试用户' where mobile = '13900000202'`);
  });

  it("lists the merchant's users as the database holds them, never another merchant's", async () => {
    const expected = await users();
    await mount();
    await expect(suite.mounted!.host).to.be.accessible();
    expect(mobiles()).to.deep.equal(expected.map((u) => u.mobile));
    expect(mobiles()).to.not.include('13700000000');
    for (const u of expected)
      expect(cells(u.mobile).slice(0, 4), u.mobile).to.deep.equal([u.mobile, u.name, u.roles, u.enabled ? '启用' : '停用']);
    for (const u of expected.filter((x) => x.never)) expect(cells(u.mobile)[4], u.mobile).to.equal('从未登录');
    expect(expected.find((u) => u.mobile === ADMIN)!.never).to.equal(false);
    expect(cells(ADMIN)[4], 'the admin has logged in').to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cells(ADMIN)[5]).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('filters by keyword, status and role as SQL does', async () => {
    await mount();
    await click(filter('keyword'));
    await type('演示');
    await press('Enter');
    const byName = (await users(`u.name like '%演示%'`)).map((u) => u.mobile);
    expect(byName).to.have.length(2);
    await until(() => mobiles().join() === byName.join(), 'users named 演示');
    await click(filter('keyword'));
    filter<HTMLInputElement>('keyword').select();
    await type('0000020');
    await press('Enter');
    const byMobile = (await users(`u.mobile like '%0000020%'`)).map((u) => u.mobile);
    await until(() => mobiles().join() === byMobile.join(), 'users by mobile');
    await click(buttonIn(search(), '重置')!);
    await choose(filter('enabled'), 'N');
    await click(buttonIn(search(), '查询')!);
    const disabled = (await users('not u.enabled')).map((u) => u.mobile);
    expect(disabled).to.deep.equal(['13900000202']);
    await until(() => mobiles().join() === disabled.join(), 'only the disabled user');
    const role = await roleNamed('运维人员');
    await choose(filter('enabled'), '');
    await choose(filter('roleId'), String(role.id));
    await click(buttonIn(search(), '查询')!);
    const holding = (await users('$2 = any(role_ids)', [role.id])).map((u) => u.mobile);
    expect(holding).to.deep.equal([OPERATOR]);
    await until(() => mobiles().join() === holding.join(), "only the role's users");
  });

  it("offers neither disable nor delete on the caller's own row", async () => {
    await mount();
    expect(actionsOf(ADMIN)).to.deep.equal(['编辑']);
    expect(actionsOf(OPERATOR)).to.deep.equal(['编辑', '停用', '删除']);
  });

  it('adds a user: spec messages on blur and submit, a taken mobile, a weak password, then the encrypted password logs in', async () => {
    const before = await users();
    await mount();
    await openDialog($<HTMLButtonElement>('[data-action="add"]')!);
    expect(dialog()!.textContent).to.contain('新增用户');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => messageOf('mobile') === '手机号/账号不能为空', 'empty mobile');
    expect([messageOf('name'), messageOf('roleIds'), messageOf('password')]).to.deep.equal(['姓名不能为空', '请选择角色', '请输入密码']);
    expect(field('mobile').matches(':focus'), 'the first invalid field takes the focus').to.equal(true);
    await expect(suite.mounted!.host).to.be.accessible();
    await type('1380000');
    await press('Tab');
    await until(() => messageOf('mobile') === '请输入有效的手机号/账号', 'invalid mobile on blur');
    await retype(field('mobile'), OPERATOR);
    await until(() => messageOf('mobile') === null, 'the message follows the change');
    await click(field('name'));
    await type('新来的管理员');
    await click(roleBox('运维人员'));
    await click(field('password'));
    await type('abc12345');
    await press('Tab');
    await until(
      () => messageOf('password') === '密码须为8-20位，且包含大写字母、小写字母、数字、符号中的至少三种',
      'weak password on blur',
    );
    await retype(field('password'), 'Irr@2026');
    await until(() => messageOf('password') === null, 'strong enough');
    await click(field('confirm'));
    await type('Irr@2025');
    await press('Tab');
    await until(() => messageOf('confirm') === '两次输入的密码不一致', 'mismatch on blur');
    await retype(field('confirm'), 'Irr@2026');
    await until(() => messageOf('confirm') === null, 'the passwords match');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => messageOf('mobile') === '该手机号已被使用', "the operator's mobile is taken");
    expect((await users()).length, 'nothing added').to.equal(before.length);
    await retype(field('mobile'), '13912345678');
    const events = recordEvents();
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => dialog() === null, 'the dialog closes');
    events.stop();
    expect(messages(events)).to.include('保存成功');
    await until(() => rowOf('13912345678'), 'the new row');
    const added = await userBy('13912345678');
    expect(added).to.include({ name: '新来的管理员', enabled: true, roles: '运维人员' });
    // the initial password went encrypted and was stored as typed: a real login with it works
    await loginElsewhere('13912345678');
    expect(await sessionsOf('13912345678')).to.equal(1);
  });

  it("edits a user's roles with the version read", async () => {
    const target = await userBy('13900000201');
    const extra = await roleNamed('运维人员');
    await mount();
    await openDialog(buttonIn(rowOf(target.mobile)!, '编辑')!);
    expect(field('mobile').value).to.equal(target.mobile);
    expect(field('name').value).to.equal(target.name);
    expect(dialog()!.querySelectorAll('[name="password"], [name="confirm"]').length, 'no password when editing').to.equal(0);
    const checked = [...dialog()!.querySelectorAll<HTMLInputElement>('input[name="roleIds"]:checked')].map((b) => Number(b.value));
    expect(checked).to.deep.equal(target.role_ids);
    await click(roleBox('运维人员'));
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => dialog() === null, 'the dialog closes');
    const after = await userBy(target.mobile);
    expect(after.role_ids).to.have.members([...target.role_ids, extra.id]);
    expect(after.version).to.equal(target.version + 1);
    await until(() => cells(target.mobile)[2] === after.roles, 'the row shows both roles');
  });

  it("shows the server's refusal in the dialog when the version read is stale", async () => {
    const target = await userBy('13900000201');
    await mount();
    await openDialog(buttonIn(rowOf(target.mobile)!, '编辑')!);
    await referenceSql('update merchant_user set version = version + 1 where id = $1', [target.id]);
    await retype(field('name'), '改过的名字');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => failure() === '数据已被修改，请刷新后重试', 'the stale message');
    expect((await userBy(target.mobile)).name).to.equal(target.name);
  });

  it('disables a user after a confirmation that says its sessions end; its sessions are gone', async () => {
    await loginElsewhere(OPERATOR);
    expect(await sessionsOf(OPERATOR)).to.be.greaterThan(0);
    const before = await userBy(OPERATOR);
    await mount();
    await click(buttonIn(rowOf(OPERATOR)!, '停用')!);
    await until(() => dialog()?.textContent?.includes(`确定停用「${before.name}」吗？停用后该用户的登录将立即失效`), 'the confirmation');
    expect((await userBy(OPERATOR)).enabled, 'not before the confirmation').to.equal(true);
    await click(buttonIn(dialog()!, '停用')!);
    await until(() => dialog() === null && cells(OPERATOR)[3] === '停用', 'the row reloads disabled');
    expect(await userBy(OPERATOR)).to.include({ enabled: false, version: before.version + 1 });
    expect(await sessionsOf(OPERATOR)).to.equal(0);
    expect(actionsOf(OPERATOR)).to.deep.equal(['编辑', '启用', '删除']);
    await click(buttonIn(rowOf(OPERATOR)!, '启用')!);
    await until(() => dialog()?.textContent?.includes('确定启用'), 'the confirmation');
    await click(buttonIn(dialog()!, '启用')!);
    await until(() => cells(OPERATOR)[3] === '启用', 'enabled again');
    expect((await userBy(OPERATOR)).enabled).to.equal(true);
  });

  it('deletes a user after confirmation, ending its sessions', async () => {
    await referenceSql(`update merchant_user set enabled = true where mobile = '13900000202'`);
    await loginElsewhere('13900000202');
    expect(await sessionsOf('13900000202')).to.be.greaterThan(0);
    await mount();
    await click(buttonIn(rowOf('13900000202')!, '删除')!);
    await until(() => dialog()?.textContent?.includes('确定删除「停用的测试用户」吗？删除后该用户的登录将立即失效'), 'the confirmation');
    await click(buttonIn(dialog()!, '删除')!);
    await until(() => dialog() === null && !rowOf('13900000202'), 'the row is gone');
    expect(await users('u.mobile = $2', ['13900000202'])).to.deep.equal([]);
    expect(await sessionsOf('13900000202')).to.equal(0);
  });

  it('hides add, edit, disable and delete without their permissions', async () => {
    await referenceUser('13900000301', ['plat:user:findPage']);
    await referenceLogin('13900000301');
    await mount();
    // the page's menu has no 导出 button: what the viewer may list it may export
    expect(all('[data-action]').map((b) => b.textContent)).to.deep.equal(['导出CSV', '导出Excel']);
    expect(all('th').map((th) => th.textContent)).to.not.include('操作');
  });
});
