import assert from 'node:assert/strict';
import { fertigationAreaCalls, fertigationEquipCalls, fertigationPlaceCalls, fertigationValveCalls } from '../../src/api/contract';
import { apiAs, type ApiCall } from './support/api-as';
import type { PageRun } from './support/browser';
import { closed, dialog, fertigationSuite, openScreen, search } from './support/fertigation-screens';
import { rowOf, rowTexts, waitForCell } from './support/table';
import { waitForValue } from './support/wait-for-value';

/*
 * The equipment screens against the real server, past what fertigation-flows covers (creating a
 * machine with its areas, 绑定区域, parameters, stop/enable): the edit form's area binding, moving a
 * machine, the equipment types and the templates.
 */
const suite = fertigationSuite('fertigation-equip');
const db = () => suite.server.db;

/** A flow with the administrator's API at hand (for the rows a test starts from). */
const e2e = (name: string, body: (run: PageRun & { api: ApiCall }) => Promise<void>) =>
  suite.flow(name, async (run) => body({ ...run, api: await apiAs(suite.server, run.page) }));

async function enabledType(): Promise<{ id: number; name: string }> {
  return db()
    .selectFrom('equip_type')
    .select(['id', 'name'])
    .where('merchant_id', '=', suite.merchantId)
    .where('enabled', '=', 'Y')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

interface Area {
  id: number;
  cd: string;
  name: string;
}

/** A place (county 西湖区) with areas `cds` named `{place}1区`, `{place}2区`…, made through the API. */
async function placeWithAreas(api: ApiCall, name: string, cds: readonly string[]): Promise<{ placeId: number; areas: Area[] }> {
  const { id: placeId } = await api(fertigationPlaceCalls.savePlace, {
    name,
    areaCode: '330106',
    address: '',
    managerName: '',
    managerMobile: '',
  });
  const areas: Area[] = [];
  for (const [i, cd] of cds.entries()) {
    const area = { cd, name: `${name}${i + 1}区` };
    const { id } = await api(fertigationAreaCalls.save, { ...area, placeId, acreageMu: 10 * (i + 1), crop: '', remark: '' });
    areas.push({ id, ...area });
  }
  return { placeId, areas };
}

async function machine(api: ApiCall, cd: string, name: string, placeId: number, areaIds: number[]): Promise<number> {
  const { id } = await api(fertigationEquipCalls.save, {
    cd,
    name,
    placeId,
    equipTypeId: (await enabledType()).id,
    areaIds,
    keeperName: '',
    keeperMobile: '',
    remark: '',
  });
  return id;
}

const boundAreas = async (equipId: number) =>
  (await db().selectFrom('equip_area').select('area_id').where('equip_id', '=', equipId).orderBy('area_id').execute()).map(
    (r) => r.area_id,
  );

e2e('edit a machine: rename it, set its keeper and bind two areas of its place in the form', async ({ page, api }) => {
  const { placeId, areas } = await placeWithAreas(api, 'EQE村', ['EQE-A1', 'EQE-A2', 'EQE-A3']);
  const [a1, a2, a3] = areas as [Area, Area, Area];
  const equipId = await machine(api, 'EQE-M1', 'EQE一号机', placeId, []);
  await machine(api, 'EQE-M2', 'EQE二号机', placeId, [a3.id]);
  const before = await db().selectFrom('fertigation_equip').select('version').where('id', '=', equipId).executeTakeFirstOrThrow();

  const screen = await openScreen(page, '设备管理', '/fertigation/equip');
  await search(screen, '编号/名称', 'EQE-M1');
  const table = screen.getByRole('table', { name: '设备管理' });
  const row = rowOf(table, 'EQE-M1');
  await waitForCell(table, row, '绑定区域', '');
  await row.getByRole('button', { name: '编辑 EQE一号机', exact: true }).click();
  const form = dialog(page, '编辑');
  const box = (a: Area) => form.getByRole('checkbox', { name: `${a.name}（${a.cd}）`, exact: true });
  await box(a1).waitFor();
  assert.deepEqual(await form.getByRole('checkbox').count(), 2, 'the area another machine serves is not offered');
  assert.equal(await box(a3).count(), 0);
  const areaTable = form.getByRole('table', { name: '绑定区域' });
  assert.deepEqual(await rowTexts(areaTable, rowOf(areaTable, a2.cd)), {
    选择: '',
    区域编码: a2.cd,
    区域名称: a2.name,
    '面积(亩)': '20',
    阀门数: '0',
  });
  await waitForValue(form.getByLabel('名称', { exact: true }), 'EQE一号机');

  await box(a1).check();
  await form.getByText(a2.name, { exact: true }).click(); // the name is the checkbox's label too
  await form.getByText('已选2个区域').waitFor();
  await form.getByLabel('名称', { exact: true }).fill('EQE一号机（改）');
  await form.getByLabel('管理员', { exact: true }).fill('刘师傅');
  const mobile = form.getByLabel('管理员手机号', { exact: true });
  await mobile.fill('1391234');
  // leaving the field shows its message (before a click below it, which the message would shift)
  await mobile.press('Tab');
  await form.getByRole('alert').filter({ hasText: '请输入有效的手机号' }).waitFor();
  await form.getByRole('button', { name: '保存', exact: true }).click();
  assert.equal(
    await mobile.evaluate((el) => el === (el.getRootNode() as unknown as { activeElement: unknown }).activeElement),
    true,
    'submit focuses the invalid field',
  );
  assert.deepEqual(await boundAreas(equipId), [], 'nothing saved with a bad mobile');
  await form.getByLabel('管理员手机号', { exact: true }).fill('13912345678');
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await closed(form);

  const saved = await db()
    .selectFrom('fertigation_equip')
    .select(['name', 'keeper_name', 'keeper_mobile', 'version', 'place_id'])
    .where('id', '=', equipId)
    .executeTakeFirstOrThrow();
  assert.deepEqual(saved, {
    name: 'EQE一号机（改）',
    keeper_name: '刘师傅',
    keeper_mobile: '13912345678',
    version: before.version + 1,
    place_id: placeId,
  });
  assert.deepEqual(
    await boundAreas(equipId),
    [a1.id, a2.id].sort((x, y) => x - y),
  );
  await waitForCell(table, row, '绑定区域', `${a1.name}、${a2.name}`);
  await waitForCell(table, row, '名称', 'EQE一号机（改）');

  // opened again, the bound areas start checked
  await row.getByRole('button', { name: '编辑 EQE一号机（改）', exact: true }).click();
  await box(a1).waitFor();
  assert.deepEqual([await box(a1).isChecked(), await box(a2).isChecked()], [true, true]);
  await form.getByRole('button', { name: '关闭', exact: true }).click();
  await closed(form);
});

e2e('move a machine to another place: its areas and valves are unbound, the row and the edit form follow', async ({ page, api }) => {
  const from = await placeWithAreas(api, 'MOV东村', ['MOV-A1']);
  const to = await placeWithAreas(api, 'MOV西村', ['MOV-B1']);
  const [area] = from.areas as [Area];
  const equipId = await machine(api, 'MOV-M1', 'MOV施肥机', from.placeId, [area.id]);
  const { id: valveId } = await api(fertigationValveCalls.saveValve, {
    cd: 'MOV-V1',
    name: 'MOV一号阀',
    areaId: area.id,
    equipId,
    enabled: 'Y',
    remark: '',
  });

  const screen = await openScreen(page, '设备管理', '/fertigation/equip');
  await search(screen, '编号/名称', 'MOV-M1');
  const table = screen.getByRole('table', { name: '设备管理' });
  const row = rowOf(table, 'MOV-M1');
  await waitForCell(table, row, '绑定区域', area.name);
  await row.getByRole('button', { name: '迁移 MOV施肥机', exact: true }).click();
  const move = dialog(page, '迁移 - MOV施肥机');
  await move.getByText('迁移后，该设备绑定的1个区域及其阀门将全部解绑').waitFor();
  const place = move.getByRole('combobox');
  await place.locator('option', { hasText: 'MOV西村' }).waitFor({ state: 'attached' });
  assert.equal(await place.locator('option', { hasText: 'MOV东村' }).count(), 0, 'its own place is not offered');
  await move.getByRole('button', { name: '确定', exact: true }).click();
  await move.getByRole('alert').filter({ hasText: '请选择目标村镇' }).waitFor();
  await place.selectOption({ label: 'MOV西村' });
  await move.getByRole('button', { name: '确定', exact: true }).click();
  await closed(move);

  const moved = await db().selectFrom('fertigation_equip').select(['place_id']).where('id', '=', equipId).executeTakeFirstOrThrow();
  assert.equal(moved.place_id, to.placeId);
  assert.deepEqual(await boundAreas(equipId), []);
  assert.equal((await db().selectFrom('valve').select('equip_id').where('id', '=', valveId).executeTakeFirstOrThrow()).equip_id, null);
  await waitForCell(table, row, '村镇', 'MOV西村');
  await waitForCell(table, row, '绑定区域', '');

  // its edit form now offers the new place's areas
  await row.getByRole('button', { name: '编辑 MOV施肥机', exact: true }).click();
  const form = dialog(page, '编辑');
  await form.getByRole('checkbox', { name: 'MOV西村1区（MOV-B1）', exact: true }).waitFor();
  assert.equal(await form.getByRole('checkbox').count(), 1);
  await form.getByRole('button', { name: '关闭', exact: true }).click();
  await closed(form);
});

e2e(
  'equipment types: add one (a tank count of 4 refused), edit it, disable it: new machines no longer get it; then delete it',
  async ({ page }) => {
    const NAME = 'E2E四阀机';
    const typeRow = () =>
      db().selectFrom('equip_type').selectAll().where('merchant_id', '=', suite.merchantId).where('name', '=', NAME).executeTakeFirst();
    const screen = await openScreen(page, '设备类型', '/fertigation/equipType');
    await screen.getByRole('button', { name: '新增', exact: true }).click();
    const add = dialog(page, '新增设备类型');
    await add.getByLabel('名称', { exact: true }).fill(NAME);
    await add.getByLabel('类别', { exact: true }).selectOption({ label: '水肥一体机' });
    await add.getByLabel('型号', { exact: true }).fill('E2E-1');
    await add.getByLabel('肥桶数量', { exact: true }).fill('4');
    await add.getByLabel('阀门上限', { exact: true }).fill('4');
    await add.getByRole('button', { name: '保存', exact: true }).click();
    await add.getByRole('alert').filter({ hasText: '肥桶数量须在1到3之间' }).waitFor();
    assert.equal(await typeRow(), undefined);
    await add.getByLabel('肥桶数量', { exact: true }).fill('2');
    await add.getByRole('button', { name: '保存', exact: true }).click();
    await closed(add);
    const added = await typeRow();
    assert.ok(added);
    assert.deepEqual(
      [added.kind, added.model, added.tank_count, added.valve_limit, added.enabled, added.version],
      ['fertigation', 'E2E-1', 2, 4, 'Y', 0],
    );

    await search(screen, '名称/型号', NAME);
    const table = screen.getByRole('table', { name: '设备类型' });
    const row = rowOf(table, NAME);
    await waitForCell(table, row, '型号', 'E2E-1');
    await row.getByRole('button', { name: `编辑 ${NAME}`, exact: true }).click();
    const edit = dialog(page, '编辑设备类型');
    await waitForValue(edit.getByLabel('阀门上限', { exact: true }), '4');
    await edit.getByLabel('型号', { exact: true }).fill('E2E-2');
    await edit.getByLabel('阀门上限', { exact: true }).fill('16');
    await edit.getByRole('button', { name: '保存', exact: true }).click();
    await closed(edit);
    const edited = await typeRow();
    assert.deepEqual([edited?.model, edited?.valve_limit, edited?.tank_count, edited?.version], ['E2E-2', 16, 2, 1]);
    await waitForCell(table, row, '阀门上限', '16');

    await row.getByRole('button', { name: `停用 ${NAME}`, exact: true }).click();
    const disable = dialog(page, '停用');
    await disable.getByText(`确定停用「${NAME}」吗？`).waitFor();
    await disable.getByRole('button', { name: '确定', exact: true }).click();
    await closed(disable);
    assert.deepEqual([(await typeRow())?.enabled, (await typeRow())?.version], ['N', 2]);
    await waitForCell(table, row, '启用', '停用');

    // the equipment screen: still a filter choice (its machines stay listed), no longer a choice for a new machine
    const equips = await openScreen(page, '设备管理', '/fertigation/equip');
    await equips
      .getByRole('search')
      .getByLabel('设备类型', { exact: true })
      .locator('option', { hasText: NAME })
      .waitFor({ state: 'attached' });
    await equips.getByRole('button', { name: '新增', exact: true }).click();
    const newMachine = dialog(page, '新增');
    const types = newMachine.getByLabel('设备类型', { exact: true });
    await types.locator('option', { hasText: (await enabledType()).name }).waitFor({ state: 'attached' });
    assert.equal(await types.locator('option', { hasText: NAME }).count(), 0);
    await newMachine.getByRole('button', { name: '关闭', exact: true }).click();
    await closed(newMachine);

    // unused, it can be deleted
    const types2 = await openScreen(page, '设备类型', '/fertigation/equipType');
    await types2.getByRole('table', { name: '设备类型' }).waitFor();
    await row.getByRole('button', { name: `删除 ${NAME}`, exact: true }).click();
    const remove = dialog(page, '删除');
    await remove.getByRole('button', { name: '确定', exact: true }).click();
    await closed(remove);
    await row.waitFor({ state: 'detached' });
    assert.equal(await typeRow(), undefined);
  },
);

e2e('templates: add one with a clear-water step and a fertiliser step, then delete it', async ({ page, api }) => {
  const NAME = 'E2E番茄追肥';
  const [first, second] = (await placeWithAreas(api, 'TPL村', ['TPL-A1', 'TPL-A2'])).areas as [Area, Area];
  const templateOf = () =>
    db()
      .selectFrom('fertigation_template')
      .selectAll()
      .where('merchant_id', '=', suite.merchantId)
      .where('name', '=', NAME)
      .executeTakeFirst();

  const screen = await openScreen(page, '施肥模板', '/fertigation/template');
  await screen.getByRole('button', { name: '新增模板', exact: true }).click();
  const form = dialog(page, '新增模板');
  await form.getByLabel('模板名称', { exact: true }).fill(NAME);
  await form.getByLabel('作物', { exact: true }).fill('番茄');
  await form.getByLabel('步骤1  区域', { exact: true }).selectOption({ label: first.name });
  await form.getByLabel(`步骤1 ${first.name} 时长(分钟)`, { exact: true }).fill('15');
  await form.getByRole('button', { name: '添加步骤', exact: true }).click();
  await form.getByLabel('步骤2  区域', { exact: true }).selectOption({ label: second.name });
  const step2 = (what: string) => form.getByLabel(`步骤2 ${second.name} ${what}`, { exact: true });
  await step2('时长(分钟)').fill('40');
  await step2('A桶配比').fill('50');
  await step2('B桶配比').fill('30');
  await step2('C桶配比').fill('20');
  await form.getByRole('button', { name: '确定', exact: true }).click();
  await closed(form);

  const template = await templateOf();
  assert.ok(template);
  assert.equal(template.crop, '番茄');
  const steps = await db()
    .selectFrom('template_step')
    .select(['sort', 'area_id', 'valve_id', 'duration_minutes', 'tank_a_permille', 'tank_b_permille', 'tank_c_permille'])
    .where('template_id', '=', template.id)
    .orderBy('sort')
    .execute();
  assert.deepEqual(steps, [
    { sort: 1, area_id: first.id, valve_id: null, duration_minutes: 15, tank_a_permille: 0, tank_b_permille: 0, tank_c_permille: 0 },
    { sort: 2, area_id: second.id, valve_id: null, duration_minutes: 40, tank_a_permille: 500, tank_b_permille: 300, tank_c_permille: 200 },
  ]);
  await search(screen, '名称/作物', NAME);
  const table = screen.getByRole('table', { name: '灌溉模板' });
  const row = rowOf(table, NAME);
  await waitForCell(table, row, '步骤', `${first.name} → ${second.name}`);
  await waitForCell(table, row, '总时长(分钟)', '55');

  await row.getByRole('button', { name: `删除 ${NAME}`, exact: true }).click();
  const remove = dialog(page, '删除');
  await remove.getByText(`确定删除模板 ${NAME} 吗？`).waitFor();
  await remove.getByRole('button', { name: '确定', exact: true }).click();
  await closed(remove);
  await row.waitFor({ state: 'detached' });
  assert.equal(await templateOf(), undefined);
  assert.deepEqual(await db().selectFrom('template_step').select('sort').where('template_id', '=', template.id).execute(), []);
});
