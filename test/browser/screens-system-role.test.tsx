import { expect } from '@open-wc/testing';
import { callsOpenedBy } from '../../src/api/contract/call-table';
import { RoleScreen } from '../../src/screens/system/role';
import { deepActiveElement } from '../../src/ui/popover/shadow-dom';
import { shadowQueries, until } from './support/shadow-queries';
import { click, press, type } from './support/real-input';
import { oneRow, referenceUser } from './support/reference-fixtures';
import { referenceLogin, referenceScreenSuite, referenceSql } from './support/reference-session';

const screenProps = { path: '/system/role', query: {}, title: '角色管理', active: true };
const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const bodyRows = () => all<HTMLTableRowElement>('tbody tr').filter((tr) => tr.cells.length > 1);
const names = () => bodyRows().map((tr) => tr.cells[0]!.textContent);
const rowOf = (name: string) => bodyRows().find((tr) => tr.cells[0]!.textContent === name);
const cells = (name: string) => [...rowOf(name)!.cells].map((td) => td.textContent);
const dialog = () => $('[role="dialog"]');
const buttonIn = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text);
const field = <T extends HTMLElement = HTMLInputElement>(name: string) => dialog()!.querySelector<T>(`[name="${name}"]`)!;
const failure = () => dialog()?.querySelector('[data-failure]')?.textContent ?? null;
const treeItems = () => all('[role="treeitem"]');
const nameOf = (li: Element) => li.querySelector('.irr-tree-label')!.textContent;

/** The tree item at a path of names from the top (`['水肥一体化', '村镇管理', '查看村镇']`), among the items shown. */
function itemAt(path: readonly string[]): HTMLElement | undefined {
  const trail: string[] = [];
  return treeItems().find((li) => {
    const level = Number(li.getAttribute('aria-level'));
    trail.length = level - 1;
    trail.push(nameOf(li)!);
    return trail.join('>') === path.join('>');
  });
}
const stateAt = (...path: string[]) => itemAt(path)?.getAttribute('aria-checked');
const labelAt = (...path: string[]) => itemAt(path)!.querySelector('.irr-tree-label')!;
/** The path of names of the focused tree item (failures print text, not elements). */
const focused = () => {
  const active = deepActiveElement();
  const items = treeItems();
  const at = active ? items.indexOf(active as HTMLElement) : -1;
  if (at < 0) return null;
  const trail: string[] = [];
  for (const li of items.slice(0, at + 1)) {
    trail.length = Number(li.getAttribute('aria-level')) - 1;
    trail.push(nameOf(li)!);
  }
  return trail.join('>');
};

interface DbRole {
  id: number;
  name: string;
  remark: string;
  user_count: number;
  version: number;
  grants_all: boolean;
}
const ROLES = `select * from (select r.id, r.name, r.remark, r.version, r.grants_all,
    (select count(*) from user_role ur where ur.role_id = r.id)::int as user_count
  from role r where r.merchant_id = $1) r where true`;
const roles = (where = 'true', params: unknown[] = []) =>
  referenceSql<DbRole>(`${ROLES} and ${where} order by r.id desc`, [suite.merchant, ...params]);
const roleNamed = (name: string) => oneRow<DbRole>(`role ${name}`, `${ROLES} and r.name = $2`, [suite.merchant, name]);
const menuIdsOf = async (roleId: number) =>
  (await referenceSql<{ menu_id: number }>('select menu_id from role_menu where role_id = $1 order by menu_id', [roleId])).map(
    (r) => r.menu_id,
  );
/** Menu ids by path of names (`['水肥一体化', '村镇管理', '查看村镇']`), with the permission of the last. */
async function menuAt(path: readonly string[]): Promise<{ id: number; permission: string }> {
  let parent = 0;
  let found = { id: 0, permission: '' };
  for (const name of path) {
    found = await oneRow(
      `menu ${path.join('>')}`,
      `select id, permission from menu where user_type = 'merchant' and parent_id = $1 and name = $2`,
      [parent, name],
    );
    parent = found.id;
  }
  return found;
}

async function mount(): Promise<void> {
  suite.mount(<RoleScreen {...screenProps} />);
  await until(() => bodyRows().length > 0, 'rows load');
}

async function openDialog(button: HTMLButtonElement): Promise<void> {
  await click(button);
  await until(() => treeItems().length > 0, 'the tree loads');
}

describe('system roles screen on the reference server', () => {
  it("lists the merchant's roles with their user counts as the database holds them, and searches", async () => {
    const expected = await roles();
    await mount();
    expect(names()).to.deep.equal(expected.map((r) => r.name));
    for (const r of expected) expect(cells(r.name).slice(0, 3), r.name).to.deep.equal([r.name, r.remark, String(r.user_count)]);
    await click($('form[role="search"] [name="keyword"]')!);
    await type('系统管理');
    await press('Enter');
    const matching = (await roles(`(r.name like '%系统管理%' or r.remark like '%系统管理%')`)).map((r) => r.name);
    expect(matching).to.deep.equal(['运维人员']);
    await until(() => names().join() === matching.join(), 'the remark matches');
  });

  it('adds a role through the tree by mouse and keyboard: parents check their children, partly checked parents are mixed', async () => {
    const group = await menuAt(['水肥一体化']);
    const page = await menuAt(['水肥一体化', '村镇管理']);
    const view = await menuAt(['水肥一体化', '村镇管理', '查看村镇']);
    const edit = await menuAt(['水肥一体化', '村镇管理', '编辑村镇']);
    await mount();
    await openDialog($<HTMLButtonElement>('[data-action="add"]')!);
    await expect(suite.mounted!.host).to.be.accessible();
    expect(
      treeItems()
        .filter((li) => li.getAttribute('aria-level') === '1')
        .map(nameOf),
    ).to.deep.equal(['农业机井', '水肥一体化', '系统管理', '开发模块', '大屏监控']);
    expect(treeItems().every((li) => li.getAttribute('aria-checked') === 'false' && !li.hasAttribute('aria-disabled'))).to.equal(true);
    await click(field('name'));
    await type('施肥员');
    await click(field('remark'));
    await type('只管水肥村镇');
    await click(labelAt('水肥一体化', '村镇管理'));
    await until(() => stateAt('水肥一体化', '村镇管理') === 'true', 'the page is checked');
    expect(stateAt('水肥一体化'), 'its group is partly checked').to.equal('mixed');
    expect(focused()).to.equal('水肥一体化>村镇管理');
    await press('ArrowRight');
    await until(() => itemAt(['水肥一体化', '村镇管理', '查看村镇']), 'Right opens the page');
    expect(['查看村镇', '新增村镇', '编辑村镇'].map((b) => stateAt('水肥一体化', '村镇管理', b))).to.deep.equal(['true', 'true', 'true']);
    await press('ArrowRight');
    expect(focused()).to.equal('水肥一体化>村镇管理>查看村镇');
    const viewItem = itemAt(['水肥一体化', '村镇管理', '查看村镇'])!;
    const hint = suite.mounted!.shadow.getElementById(viewItem.getAttribute('aria-describedby')!)!;
    expect(hint.textContent, 'the calls the button opens').to.equal(callsOpenedBy(view.permission).join('、'));
    expect(hint.textContent).to.contain('fertigation/place/findPage');
    await press('ArrowDown');
    await press(' ');
    await until(() => stateAt('水肥一体化', '村镇管理', '新增村镇') === 'false', 'Space unchecks');
    expect(stateAt('水肥一体化', '村镇管理')).to.equal('mixed');
    await press('ArrowLeft');
    expect(focused()).to.equal('水肥一体化>村镇管理');
    await press('ArrowLeft');
    await until(() => !itemAt(['水肥一体化', '村镇管理', '查看村镇']), 'Left closes');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => dialog() === null, 'the dialog closes');
    const added = await roleNamed('施肥员');
    expect(added).to.include({ remark: '只管水肥村镇', grants_all: false, user_count: 0 });
    expect(await menuIdsOf(added.id)).to.deep.equal([group.id, page.id, view.id, edit.id].sort((a, b) => a - b));
    await until(() => rowOf('施肥员'), 'the new row');
  });

  it("asks for the name, and shows the server's refusal of a name in use", async () => {
    await mount();
    await openDialog($<HTMLButtonElement>('[data-action="add"]')!);
    await click(buttonIn(dialog()!, '保存')!);
    await until(
      () => field('name').closest('.irr-field')!.querySelector('.irr-field-error')?.textContent === '角色名称不能为空',
      'name required',
    );
    await type('运维人员');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => failure() === '角色名称已存在', 'the server refuses the name');
    expect(await roles(`r.name = '运维人员'`)).to.have.length(1);
  });

  it('edits a role: its tree starts as it grants, and the change is saved with the version read', async () => {
    const operator = await roleNamed('运维人员');
    const before = await menuIdsOf(operator.id);
    const bill = await menuAt(['农业机井', '账单管理']);
    const refund = await menuAt(['农业机井', '账单管理', '退款']);
    const card = await menuAt(['农业机井', '用户卡管理']);
    const rechargeRefund = await menuAt(['农业机井', '用户卡管理', '充值退款']);
    const settlementApply = await menuAt(['农业机井', '支付结算', '申请结算']);
    const settlementSetting = await menuAt(['农业机井', '支付结算', '结算设置']);
    await mount();
    await openDialog(buttonIn(rowOf('运维人员')!, '编辑')!);
    expect(field('name').value).to.equal('运维人员');
    expect([
      stateAt('农业机井'),
      stateAt('农业机井', '账单管理'),
      stateAt('农业机井', '用户卡管理'),
      stateAt('水肥一体化'),
      stateAt('系统管理'),
    ]).to.deep.equal(['mixed', 'mixed', 'mixed', 'true', 'false'], 'the operator sees the bills and cards but has no refund');
    expect(stateAt('农业机井', '支付结算'), 'nor 申请结算 and 结算设置').to.equal('mixed');
    await click(labelAt('农业机井', '账单管理'));
    await until(() => stateAt('农业机井', '账单管理') === 'true', 'the bills are checked now');
    await click(labelAt('农业机井', '用户卡管理'));
    await until(() => stateAt('农业机井', '用户卡管理') === 'true', 'the cards are checked now');
    await click(labelAt('农业机井', '支付结算'));
    await until(() => stateAt('农业机井') === 'true', 'the whole group is checked now');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => dialog() === null, 'the dialog closes');
    const after = await roleNamed('运维人员');
    expect(after.version).to.equal(operator.version + 1);
    expect(await menuIdsOf(operator.id)).to.have.members([
      ...new Set([...before, bill.id, refund.id, card.id, rechargeRefund.id, settlementApply.id, settlementSetting.id]),
    ]);
  });

  it('shows a role that grants everything as 全部权限, its tree checked and not editable', async () => {
    const admin = (await roles('r.grants_all'))[0]!;
    const before = await menuIdsOf(admin.id);
    await mount();
    await openDialog(buttonIn(rowOf(admin.name)!, '编辑')!);
    expect(dialog()!.querySelector('[data-grants-all]')!.textContent).to.contain('全部权限');
    expect(treeItems().every((li) => li.getAttribute('aria-checked') === 'true' && li.getAttribute('aria-disabled') === 'true')).to.equal(
      true,
    );
    await click(labelAt('系统管理'));
    await press(' ');
    expect(stateAt('系统管理')).to.equal('true');
    await click(field('remark'));
    field<HTMLTextAreaElement>('remark').select();
    await type('全部权限，勿删');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => dialog() === null, 'the dialog closes');
    expect(await roleNamed(admin.name)).to.include({ remark: '全部权限，勿删', version: admin.version + 1, grants_all: true });
    expect(await menuIdsOf(admin.id)).to.deep.equal(before);
  });

  it("refuses to delete a role in use with the server's message, and deletes an unused one", async () => {
    await mount();
    await click(buttonIn(rowOf('运维人员')!, '删除')!);
    await until(() => dialog()?.textContent?.includes('确定删除角色「运维人员」吗？'), 'the confirmation');
    await click(buttonIn(dialog()!, '删除')!);
    await until(() => failure() === '该角色已分配给用户，不能删除', 'the refusal');
    expect(await roles(`r.name = '运维人员'`)).to.have.length(1);
    await click(buttonIn(dialog()!, '取消')!);
    await until(() => dialog() === null, 'closed');
    await click(buttonIn(rowOf('施肥员')!, '删除')!);
    await until(() => dialog(), 'the confirmation');
    await click(buttonIn(dialog()!, '删除')!);
    await until(() => dialog() === null && !rowOf('施肥员'), 'the row is gone');
    expect(await roles(`r.name = '施肥员'`)).to.deep.equal([]);
  });

  it('lets an editor without *:*:* grant only what it holds: other nodes are disabled', async () => {
    await referenceUser('13900000401', ['plat:role:findPage', 'plat:role:add', 'fertigation:place:view']);
    await referenceLogin('13900000401');
    const group = await menuAt(['水肥一体化']);
    const page = await menuAt(['水肥一体化', '村镇管理']);
    const view = await menuAt(['水肥一体化', '村镇管理', '查看村镇']);
    await mount();
    expect(
      [...rowOf('运维人员')!.querySelectorAll('button')].map((b) => b.textContent),
      'no edit, no delete',
    ).to.deep.equal([]);
    await openDialog($<HTMLButtonElement>('[data-action="add"]')!);
    expect(itemAt(['农业机井'])!.getAttribute('aria-disabled')).to.equal('true');
    expect(itemAt(['水肥一体化'])!.hasAttribute('aria-disabled')).to.equal(false);
    await click(field('name'));
    await type('只看村镇');
    await click(labelAt('水肥一体化'));
    await until(() => stateAt('水肥一体化') === 'mixed', 'only the grantable leaf is checked');
    expect([stateAt('水肥一体化', '村镇管理'), stateAt('水肥一体化', '区域管理')]).to.deep.equal(['mixed', 'false']);
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => dialog() === null, 'the dialog closes');
    expect(await menuIdsOf((await roleNamed('只看村镇')).id)).to.deep.equal([group.id, page.id, view.id].sort((a, b) => a - b));
  });
});
