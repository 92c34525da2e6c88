import assert from 'node:assert/strict';
import { fertigationAreaCalls, fertigationEquipCalls, fertigationPlaceCalls, fertigationValveCalls } from '../../src/api/contract';
import { tinyPng } from '../server/unit/image-bytes';
import { apiAs, type ApiCall } from './support/api-as';
import { OPERATOR, shell } from './support/console-page';
import { closed, dialog, fertigationSuite, openScreen, search, toast } from './support/fertigation-screens';
import { cellOf, rowOf, rowTexts, waitForCell } from './support/table';
import { waitForValue } from './support/wait-for-value';

const suite = fertigationSuite('fertigation');
const e2e = suite.flow;

async function firstEnabledType(): Promise<{ id: number; name: string }> {
  return suite.server.db
    .selectFrom('equip_type')
    .select(['id', 'name'])
    .where('merchant_id', '=', suite.merchantId)
    .where('enabled', '=', 'Y')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

interface Site {
  place: { id: number; name: string };
  area: { id: number; cd: string; name: string };
  equip: { id: number; cd: string; name: string };
}

/** A place with one area and one machine, made through the API (the flows under test start from there). */
async function makeSite(api: ApiCall, tag: string): Promise<Site> {
  const placeName = `${tag}村`;
  const place = await api(fertigationPlaceCalls.savePlace, {
    name: placeName,
    areaCode: '330106',
    address: '',
    managerName: '',
    managerMobile: '',
  });
  const area = { cd: `${tag}-A1`, name: `${tag}一区` };
  const { id: areaId } = await api(fertigationAreaCalls.save, { ...area, placeId: place.id, acreageMu: 10, crop: '', remark: '' });
  const equip = { cd: `${tag}-M1`, name: `${tag}施肥机` };
  const { id: equipId } = await api(fertigationEquipCalls.save, {
    ...equip,
    placeId: place.id,
    equipTypeId: (await firstEnabledType()).id,
    areaIds: [],
    keeperName: '',
    keeperMobile: '',
    remark: '',
  });
  return { place: { id: place.id, name: placeName }, area: { id: areaId, ...area }, equip: { id: equipId, ...equip } };
}

e2e('create a place (manager found by mobile), an area in it, a machine serving it and a valve bound to that machine', async ({ page }) => {
  const PLACE = '东岳流程村';
  const AREA = { cd: 'FLOW-A1', name: '流程一区' };
  const EQUIP = { cd: 'FLOW-M1', name: '流程施肥机' };
  const VALVE = { cd: 'FLOW-V1', name: '流程一号阀' };
  const type = await firstEnabledType();

  // the area screen was opened before the place exists; its tab stays open
  const areas = await openScreen(page, '区域管理', '/fertigation/area');

  // a place: the county from the three region selects; a known mobile fills the manager's name
  const places = await openScreen(page, '村镇管理', '/fertigation/place');
  await places.getByRole('button', { name: '新增', exact: true }).click();
  const placeForm = dialog(page, '新增村镇');
  await placeForm.getByLabel('村镇名称', { exact: true }).fill(PLACE);
  const region = placeForm.getByRole('group', { name: '所在地区' });
  await region.getByRole('combobox', { name: '省', exact: true }).selectOption({ label: '浙江省' });
  await region.getByRole('combobox', { name: '市', exact: true }).selectOption({ label: '杭州市' });
  await region.getByRole('combobox', { name: '区/县', exact: true }).selectOption({ label: '西湖区' });
  await placeForm.getByLabel('详细地址', { exact: true }).fill('文三路 1 号');
  const mobile = placeForm.getByLabel('负责人手机号', { exact: true });
  await mobile.fill(OPERATOR);
  await mobile.blur();
  await waitForValue(placeForm.getByLabel('负责人', { exact: true }), '演示操作员');
  await placeForm.getByRole('button', { name: '保存', exact: true }).click();
  await closed(placeForm);
  const place = await suite.server.db
    .selectFrom('place')
    .selectAll()
    .where('merchant_id', '=', suite.merchantId)
    .where('name', '=', PLACE)
    .executeTakeFirstOrThrow();
  assert.deepEqual(
    [place.province_code, place.city_code, place.area_code, place.address, place.manager_mobile, place.manager_name],
    ['330000', '330100', '330106', '文三路 1 号', OPERATOR, '演示操作员'],
  );
  const placeTable = places.getByRole('table', { name: '村镇管理' });
  const placeRow = rowOf(placeTable, PLACE);
  await waitForCell(placeTable, placeRow, '区域/设备', '0 / 0');
  const shownPlace = await rowTexts(placeTable, placeRow);
  assert.equal(shownPlace['所在地区'], '浙江省 / 杭州市 / 西湖区');
  assert.equal(shownPlace['负责人'], '演示操作员');
  assert.equal(shownPlace['负责人手机号'], OPERATOR);

  // an area of that place, from the kept tab: its form offers the new place
  await openScreen(page, '区域管理', '/fertigation/area');
  await areas.getByRole('button', { name: '新增', exact: true }).click();
  const areaForm = dialog(page, '新增区域');
  await areaForm.getByLabel('区域编码', { exact: true }).fill(AREA.cd);
  await areaForm.getByLabel('区域名称', { exact: true }).fill(AREA.name);
  await areaForm.getByLabel('所属村镇', { exact: true }).selectOption({ label: PLACE });
  await areaForm.getByLabel('面积(亩)', { exact: true }).fill('12.5');
  await areaForm.getByRole('button', { name: '保存', exact: true }).click();
  await areaForm.getByRole('alert').filter({ hasText: '面积必须是整数' }).waitFor();
  await areaForm.getByLabel('面积(亩)', { exact: true }).fill('12');
  await areaForm.getByLabel('作物', { exact: true }).fill('番茄');
  await areaForm.getByRole('button', { name: '保存', exact: true }).click();
  await closed(areaForm);
  const area = await suite.server.db
    .selectFrom('area')
    .selectAll()
    .where('merchant_id', '=', suite.merchantId)
    .where('cd', '=', AREA.cd)
    .executeTakeFirstOrThrow();
  assert.deepEqual([area.name, area.place_id, area.acreage_mu, area.crop], [AREA.name, place.id, 12, '番茄']);
  const areaTable = areas.getByRole('table', { name: '区域管理' });
  const areaRow = rowOf(areaTable, AREA.cd);
  await waitForCell(areaTable, areaRow, '区域名称', AREA.name);
  assert.deepEqual(pickTexts(await rowTexts(areaTable, areaRow), ['所属村镇', '面积(亩)', '作物', '阀门数', '施肥机']), [
    PLACE,
    '12',
    '番茄',
    '0',
    '',
  ]);

  // a machine in that place serving the area (the place's free areas are listed once it is picked)
  const equips = await openScreen(page, '设备管理', '/fertigation/equip');
  await equips.getByRole('button', { name: '新增', exact: true }).click();
  const equipForm = dialog(page, '新增');
  await equipForm.getByLabel('编号', { exact: true }).fill(EQUIP.cd);
  await equipForm.getByText('请先选择村镇').waitFor();
  await equipForm.getByLabel('村镇', { exact: true }).selectOption({ label: PLACE });
  const serves = equipForm.getByRole('checkbox', { name: `${AREA.name}（${AREA.cd}）`, exact: true });
  assert.equal(await serves.isChecked(), false);
  await serves.check();
  await equipForm.getByText('已选1个区域').waitFor();
  await equipForm.getByLabel('名称', { exact: true }).fill(EQUIP.name);
  await equipForm.getByLabel('设备类型', { exact: true }).selectOption({ label: type.name });
  await equipForm.getByLabel('管理员', { exact: true }).fill('王师傅');
  await equipForm.getByLabel('管理员手机号', { exact: true }).fill('13912345678');
  await equipForm.getByRole('button', { name: '保存', exact: true }).click();
  await closed(equipForm);
  const equip = await suite.server.db
    .selectFrom('fertigation_equip')
    .selectAll()
    .where('merchant_id', '=', suite.merchantId)
    .where('cd', '=', EQUIP.cd)
    .executeTakeFirstOrThrow();
  assert.deepEqual(
    [equip.name, equip.place_id, equip.equip_type_id, equip.status, equip.run_state, equip.enabled, equip.keeper_name, equip.keeper_mobile],
    [EQUIP.name, place.id, type.id, 'normal', 'OTHERS', 'Y', '王师傅', '13912345678'],
  );
  assert.deepEqual(
    await suite.server.db.selectFrom('equip_area').select(['equip_id', 'area_id']).where('equip_id', '=', equip.id).execute(),
    [{ equip_id: equip.id, area_id: area.id }],
    'the machine serves the area',
  );
  const param = await suite.server.db
    .selectFrom('fertigation_param')
    .selectAll()
    .where('equip_id', '=', equip.id)
    .executeTakeFirstOrThrow();
  assert.deepEqual(
    [
      param.tank_a_permille,
      param.tank_b_permille,
      param.tank_c_permille,
      param.ec_min_centi,
      param.ec_max_centi,
      param.ph_min_tenths,
      param.ph_max_tenths,
    ],
    [500, 300, 200, 100, 250, 55, 70],
    'a new machine starts with the documented parameters',
  );
  const equipTable = equips.getByRole('table', { name: '设备管理' });
  const equipRow = rowOf(equipTable, EQUIP.cd);
  await waitForCell(equipTable, equipRow, '名称', EQUIP.name);
  assert.deepEqual(pickTexts(await rowTexts(equipTable, equipRow), ['村镇', '设备类型', '绑定区域', '运行状态', '设备状态', '启用']), [
    PLACE,
    type.name,
    AREA.name,
    '其他',
    '正常',
    '启用',
  ]);

  // a valve in the area, bound to the machine serving it (the only machine offered)
  const valves = await openScreen(page, '阀门管理', '/fertigation/valve');
  await valves.getByRole('button', { name: '新增', exact: true }).click();
  const valveForm = dialog(page, '新增阀门');
  await valveForm.getByLabel('阀门编码', { exact: true }).fill(VALVE.cd);
  await valveForm.getByLabel('阀门名称', { exact: true }).fill(VALVE.name);
  const picker = valveForm.getByLabel('绑定设备', { exact: true });
  assert.equal(await picker.isDisabled(), true, 'no machine before an area is chosen');
  await valveForm.getByLabel('所属区域', { exact: true }).selectOption({ label: `${AREA.name} (${AREA.cd})` });
  await picker.selectOption({ label: `${EQUIP.name}（${EQUIP.cd}）` });
  await valveForm.getByRole('button', { name: '保存', exact: true }).click();
  await closed(valveForm);
  const valve = await suite.server.db
    .selectFrom('valve')
    .selectAll()
    .where('merchant_id', '=', suite.merchantId)
    .where('cd', '=', VALVE.cd)
    .executeTakeFirstOrThrow();
  assert.deepEqual([valve.name, valve.area_id, valve.equip_id, valve.enabled], [VALVE.name, area.id, equip.id, 'Y']);
  const valveTable = valves.getByRole('table', { name: '阀门管理' });
  const valveRow = rowOf(valveTable, VALVE.cd);
  await waitForCell(valveTable, valveRow, '阀门名称', VALVE.name);
  assert.deepEqual(pickTexts(await rowTexts(valveTable, valveRow), ['所属村镇', '所属区域', '施肥机', '状态']), [
    PLACE,
    AREA.name,
    EQUIP.name,
    '启用',
  ]);

  // the kept area and place tabs show the new counts once searched again
  await shell(page).tabs.getByRole('link', { name: '区域管理', exact: true }).click();
  await areas.getByRole('search').getByRole('button', { name: '查询', exact: true }).click();
  await waitForCell(areaTable, areaRow, '阀门数', '1');
  await waitForCell(areaTable, areaRow, '施肥机', EQUIP.name);
  await shell(page).tabs.getByRole('link', { name: '村镇管理', exact: true }).click();
  await places.getByRole('search').getByRole('button', { name: '查询', exact: true }).click();
  await waitForCell(placeTable, placeRow, '区域/设备', '1 / 1');
});

/** The texts of `titles`, in that order. */
function pickTexts(texts: Record<string, string>, titles: readonly string[]): string[] {
  return titles.map((title) => texts[title] ?? `(no column ${title})`);
}

e2e('bind an existing machine to areas, then its valve from the kept valve tab; unbinding the area frees the valve', async ({ page }) => {
  const api = await apiAs(suite.server, page);
  const site = await makeSite(api, 'BIND');
  const second = { cd: 'BIND-A2', name: 'BIND二区' };
  const { id: secondId } = await api(fertigationAreaCalls.save, { ...second, placeId: site.place.id, acreageMu: 8, crop: '', remark: '' });
  const valve = { cd: 'BIND-V1', name: 'BIND一号阀' };
  const { id: valveId } = await api(fertigationValveCalls.saveValve, {
    ...valve,
    areaId: site.area.id,
    equipId: null,
    enabled: 'Y',
    remark: '',
  });
  const bindings = async () =>
    (
      await suite.server.db.selectFrom('equip_area').select('area_id').where('equip_id', '=', site.equip.id).orderBy('area_id').execute()
    ).map((r) => r.area_id);
  const valveEquip = async () =>
    (await suite.server.db.selectFrom('valve').select('equip_id').where('id', '=', valveId).executeTakeFirstOrThrow()).equip_id;

  // the valve screen is looked at first and stays open in its tab
  const valves = await openScreen(page, '阀门管理', '/fertigation/valve');
  await search(valves, '名称/编码', 'BIND-');
  const valveTable = valves.getByRole('table', { name: '阀门管理' });
  const valveRow = rowOf(valveTable, valve.cd);
  await waitForCell(valveTable, valveRow, '施肥机', '');

  // the machine is bound to the first area
  const equips = await openScreen(page, '设备管理', '/fertigation/equip');
  await search(equips, '编号/名称', site.equip.cd);
  const equipTable = equips.getByRole('table', { name: '设备管理' });
  const equipRow = rowOf(equipTable, site.equip.cd);
  await waitForCell(equipTable, equipRow, '绑定区域', '');
  await equipRow.getByRole('button', { name: `绑定区域 ${site.equip.name}`, exact: true }).click();
  const bind = dialog(page, `绑定区域 - ${site.equip.name}`);
  const first = bind.getByRole('checkbox', { name: `${site.area.name}（${site.area.cd}）`, exact: true });
  const other = bind.getByRole('checkbox', { name: `${second.name}（${second.cd}）`, exact: true });
  await first.waitFor();
  assert.deepEqual([await first.isChecked(), await other.isChecked()], [false, false]);
  await first.check();
  await bind.getByText('已选1个区域').waitFor();
  await bind.getByRole('button', { name: '保存', exact: true }).click();
  await closed(bind);
  assert.deepEqual(await bindings(), [site.area.id]);
  await waitForCell(equipTable, equipRow, '绑定区域', site.area.name);

  // back in the kept valve tab, the valve is bound to the machine now serving its area
  await shell(page).tabs.getByRole('link', { name: '阀门管理', exact: true }).click();
  await valveRow.getByRole('button', { name: `编辑 ${valve.name}`, exact: true }).click();
  const edit = dialog(page, '编辑阀门');
  await edit.getByLabel('绑定设备', { exact: true }).selectOption({ label: `${site.equip.name}（${site.equip.cd}）` });
  await edit.getByRole('button', { name: '保存', exact: true }).click();
  await closed(edit);
  assert.equal(await valveEquip(), site.equip.id);
  await waitForCell(valveTable, valveRow, '施肥机', site.equip.name);

  // unchecking the area warns that its valves go with it, and they do
  await shell(page).tabs.getByRole('link', { name: '设备管理', exact: true }).click();
  await search(equips, '编号/名称', site.equip.cd);
  await waitForCell(equipTable, equipRow, '绑定区域', site.area.name);
  await equipRow.getByRole('button', { name: `绑定区域 ${site.equip.name}`, exact: true }).click();
  await first.waitFor();
  assert.equal(await first.isChecked(), true, 'a bound area starts checked');
  await other.check();
  await first.uncheck();
  await bind.getByRole('alert').filter({ hasText: '取消绑定的区域中的阀门将同时与本设备解绑' }).waitFor();
  await bind.getByRole('button', { name: '保存', exact: true }).click();
  await closed(bind);
  assert.deepEqual(await bindings(), [secondId]);
  assert.equal(await valveEquip(), null, 'the valve of the dropped area is unbound');
  await waitForCell(equipTable, equipRow, '绑定区域', second.name);
  await shell(page).tabs.getByRole('link', { name: '阀门管理', exact: true }).click();
  await search(valves, '名称/编码', 'BIND-');
  await waitForCell(valveTable, valveRow, '施肥机', '');
});

e2e('an area with valves cannot be deleted: the refusal shows and nothing changes; an empty one can', async ({ page }) => {
  const api = await apiAs(suite.server, page);
  const site = await makeSite(api, 'DEL');
  await api(fertigationValveCalls.saveValve, {
    cd: 'DEL-V1',
    name: '删除测试阀',
    areaId: site.area.id,
    equipId: null,
    enabled: 'Y',
    remark: '',
  });
  const empty = { cd: 'DEL-A2', name: 'DEL空区' };
  await api(fertigationAreaCalls.save, { ...empty, placeId: site.place.id, acreageMu: 3, crop: '', remark: '' });
  const before = await suite.server.db
    .selectFrom('area')
    .select(['id', 'version'])
    .where('id', '=', site.area.id)
    .executeTakeFirstOrThrow();

  const areas = await openScreen(page, '区域管理', '/fertigation/area');
  await search(areas, '名称/编码', 'DEL-');
  const table = areas.getByRole('table', { name: '区域管理' });
  const row = rowOf(table, site.area.cd);
  await waitForCell(table, row, '阀门数', '1');

  await row.getByRole('button', { name: `删除 ${site.area.name}`, exact: true }).click();
  const confirm = dialog(page, '删除');
  await confirm.getByText(`确定删除「${site.area.name}」吗？`).waitFor();
  await confirm.getByRole('button', { name: '删除', exact: true }).click();
  await confirm.getByRole('alert').filter({ hasText: '该区域下还有1个阀门，不能删除' }).waitFor();
  assert.deepEqual(
    await suite.server.db.selectFrom('area').select(['id', 'version']).where('id', '=', site.area.id).executeTakeFirst(),
    before,
    'the area is kept as it was',
  );
  assert.equal((await suite.server.db.selectFrom('valve').select('id').where('area_id', '=', site.area.id).execute()).length, 1);
  await confirm.getByRole('button', { name: '取消', exact: true }).click();
  await closed(confirm);
  await waitForCell(table, row, '区域名称', site.area.name);

  // the empty area goes, from the table and the database
  const emptyRow = rowOf(table, empty.cd);
  await emptyRow.getByRole('button', { name: `删除 ${empty.name}`, exact: true }).click();
  await confirm.getByRole('button', { name: '删除', exact: true }).click();
  await closed(confirm);
  await emptyRow.waitFor({ state: 'detached' });
  assert.equal(
    await suite.server.db
      .selectFrom('area')
      .select('id')
      .where('merchant_id', '=', suite.merchantId)
      .where('cd', '=', empty.cd)
      .executeTakeFirst(),
    undefined,
  );
  await waitForCell(table, row, '阀门数', '1');
});

e2e('machine parameters: bad values are refused with their messages, a stale save is refused, good values are saved', async ({ page }) => {
  const api = await apiAs(suite.server, page);
  const site = await makeSite(api, 'PARAM');
  const paramOf = () =>
    suite.server.db.selectFrom('fertigation_param').selectAll().where('equip_id', '=', site.equip.id).executeTakeFirstOrThrow();
  const initial = await paramOf();
  let saves = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/cpi/fertigation/equip/saveParam') saves += 1;
  });

  const equips = await openScreen(page, '设备管理', '/fertigation/equip');
  await search(equips, '编号/名称', site.equip.cd);
  const table = equips.getByRole('table', { name: '设备管理' });
  const row = rowOf(table, site.equip.cd);
  const openParams = () => row.getByRole('button', { name: `参数设置 ${site.equip.name}`, exact: true }).click();
  await openParams();
  const form = dialog(page, `参数设置 - ${site.equip.name}`);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const save = form.getByRole('button', { name: '保存', exact: true });
  await waitForValue(field('A桶配比(%)'), '50');
  assert.deepEqual(
    await Promise.all(['B桶配比(%)', 'C桶配比(%)', 'EC下限(mS/cm)', 'EC上限(mS/cm)', 'pH下限', 'pH上限'].map((l) => field(l).inputValue())),
    ['30', '20', '1', '2.5', '5.5', '7'],
  );

  // refused in the form, each message under its field: shares adding up to 90, pH beyond 14, equal EC bounds
  await field('C桶配比(%)').fill('10');
  await field('pH上限').fill('15');
  await field('EC下限(mS/cm)').fill('2');
  await field('EC上限(mS/cm)').fill('2');
  await save.click();
  await form.getByRole('alert').filter({ hasText: 'A、B、C桶配比之和须为100，当前为90' }).waitFor();
  await form.getByRole('alert').filter({ hasText: 'pH上限须在0到14之间' }).waitFor();
  await form.getByRole('alert').filter({ hasText: 'EC下限须小于EC上限' }).waitFor();
  assert.deepEqual(
    await Promise.all(['C桶配比(%)', 'pH上限', 'EC上限(mS/cm)', 'A桶配比(%)'].map((l) => field(l).getAttribute('aria-invalid'))),
    ['true', 'true', 'true', null],
  );
  assert.equal(saves, 0, 'nothing sent');
  assert.deepEqual(await paramOf(), initial);

  // someone else saves this machine's parameters meanwhile: this dialog's save is refused by the server
  await api(fertigationEquipCalls.saveParam, {
    equipId: site.equip.id,
    version: initial.version,
    tankARatio: 50,
    tankBRatio: 30,
    tankCRatio: 20,
    ecMin: 1,
    ecMax: 2.5,
    phMin: 5.5,
    phMax: 7,
    flowRate: 10,
    pressure: 0.3,
    mixSeconds: 120,
  });
  await field('C桶配比(%)').fill('20');
  await field('pH上限').fill('7');
  await field('EC下限(mS/cm)').fill('1.2');
  await save.click();
  await form.getByRole('alert').filter({ hasText: '数据已被修改，请刷新后重试' }).waitFor();
  assert.equal(saves, 1);
  const theirs = await paramOf();
  assert.deepEqual([theirs.mix_seconds, theirs.ec_min_centi, theirs.version], [120, 100, initial.version + 1], 'the other save is kept');
  await form.getByRole('button', { name: '取消', exact: true }).click();
  await closed(form);

  // opened again it shows the current values, and good ones are saved
  await openParams();
  await waitForValue(field('搅拌时长(秒)'), '120');
  const good: [string, string][] = [
    ['A桶配比(%)', '40'],
    ['B桶配比(%)', '35.5'],
    ['C桶配比(%)', '24.5'],
    ['EC下限(mS/cm)', '0.8'],
    ['EC上限(mS/cm)', '2.25'],
    ['pH下限', '5.8'],
    ['pH上限', '6.8'],
    ['流量(m³/h)', '12.5'],
    ['压力(MPa)', '0.35'],
    ['搅拌时长(秒)', '90'],
  ];
  for (const [label, value] of good) await field(label).fill(value);
  await save.click();
  await closed(form);
  await toast(page, 'status', '保存成功').first().waitFor();
  const saved = await paramOf();
  assert.deepEqual(
    [
      saved.tank_a_permille,
      saved.tank_b_permille,
      saved.tank_c_permille,
      saved.ec_min_centi,
      saved.ec_max_centi,
      saved.ph_min_tenths,
      saved.ph_max_tenths,
      saved.flow_centi,
      saved.pressure_centi,
      saved.mix_seconds,
      saved.assigned,
      saved.version,
    ],
    [400, 355, 245, 80, 225, 58, 68, 1250, 35, 90, 'n', initial.version + 2],
  );

  await openParams();
  await waitForValue(field('A桶配比(%)'), '40');
  assert.deepEqual(
    await Promise.all(good.map(([label]) => field(label).inputValue())),
    good.map(([, value]) => value),
  );
  await form.getByRole('button', { name: '取消', exact: true }).click();
  await closed(form);
});

e2e('stop a machine and enable it again: confirmation, status columns and database follow', async ({ page }) => {
  const api = await apiAs(suite.server, page);
  const site = await makeSite(api, 'STOP');
  const stateOf = async () => {
    const e = await suite.server.db
      .selectFrom('fertigation_equip')
      .select(['status', 'enabled', 'run_state'])
      .where('id', '=', site.equip.id)
      .executeTakeFirstOrThrow();
    return [e.status, e.enabled, e.run_state];
  };

  const equips = await openScreen(page, '设备管理', '/fertigation/equip');
  await search(equips, '编号/名称', 'STOP-');
  const table = equips.getByRole('table', { name: '设备管理' });
  const row = rowOf(table, site.equip.cd);
  await waitForCell(table, row, '设备状态', '正常');

  // asked first; cancelling changes nothing
  await row.getByRole('button', { name: `停用 ${site.equip.name}`, exact: true }).click();
  const stop = dialog(page, '停用');
  await stop.getByText(`确定停用「${site.equip.name}」吗？`).waitFor();
  await stop.getByRole('button', { name: '取消', exact: true }).click();
  await closed(stop);
  assert.deepEqual(await stateOf(), ['normal', 'Y', 'OTHERS']);

  await row.getByRole('button', { name: `停用 ${site.equip.name}`, exact: true }).click();
  await stop.getByRole('button', { name: '确定', exact: true }).click();
  await closed(stop);
  await waitForCell(table, row, '设备状态', '停用');
  assert.deepEqual(pickTexts(await rowTexts(table, row), ['运行状态', '启用']), ['禁用', '停用']);
  assert.deepEqual(await stateOf(), ['stop', 'N', 'DISABLE']);

  await row.getByRole('button', { name: `启用 ${site.equip.name}`, exact: true }).click();
  const enable = dialog(page, '启用');
  await enable.getByText(`确定启用「${site.equip.name}」吗？`).waitFor();
  await enable.getByRole('button', { name: '确定', exact: true }).click();
  await closed(enable);
  await waitForCell(table, row, '设备状态', '正常');
  assert.deepEqual(pickTexts(await rowTexts(table, row), ['运行状态', '启用']), ['其他', '启用'], 'offline: back to OTHERS');
  assert.deepEqual(await stateOf(), ['normal', 'Y', 'OTHERS']);
  assert.equal(await row.getByRole('button', { name: `停用 ${site.equip.name}`, exact: true }).count(), 1);

  // a running machine cannot be stopped: the server's refusal is shown, nothing changes
  await suite.server.db
    .updateTable('fertigation_equip')
    .set({ run_state: 'OCCUPY', is_online: true })
    .where('id', '=', site.equip.id)
    .execute();
  await search(equips, '编号/名称', 'STOP-');
  await waitForCell(table, row, '运行状态', '运行中');
  await row.getByRole('button', { name: `停用 ${site.equip.name}`, exact: true }).click();
  await stop.getByRole('button', { name: '确定', exact: true }).click();
  await toast(page, 'alert', '设备运行中，请结束后再操作').waitFor();
  await closed(stop);
  assert.deepEqual(await stateOf(), ['normal', 'Y', 'OCCUPY']);
  await waitForCell(table, row, '设备状态', '正常');
});

/** A fault of `equipId` reported by a farmer just now, not processed yet. */
async function insertFault(site: Site, faultType: string): Promise<number> {
  const row = await suite.server.db
    .insertInto('fault_feedback')
    .values({
      merchant_id: suite.merchantId,
      business: 'fertigation',
      well_id: null,
      equip_id: site.equip.id,
      fault_type: faultType,
      description: '施肥机报警',
      reporter_identity: 'peasant',
      reporter_name: '李农户',
      reporter_mobile: '13811112222',
      processed: 'N',
      process_remark: '',
      process_pictures: '',
      processed_at: null,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

e2e('process a fault with a result and a picture; one processed meanwhile by someone else is refused', async ({ page }) => {
  const api = await apiAs(suite.server, page);
  const site = await makeSite(api, 'FAULT');
  const leak = await insertFault(site, 'leak');
  const power = await insertFault(site, 'no_power');
  const faultOf = (id: number) => suite.server.db.selectFrom('fault_feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const screen = await openScreen(page, '故障反馈', '/fertigation/feedback');
  await screen.getByRole('search').getByLabel('是否处理', { exact: true }).selectOption({ label: '未处理' });
  await screen.getByRole('search').getByRole('button', { name: '查询', exact: true }).click();
  const table = screen.getByRole('table', { name: '故障反馈' });
  const machine = `${site.equip.name}(${site.equip.cd})`;
  const leakRow = rowOf(table, machine).filter({ hasText: '漏水' });
  const powerRow = rowOf(table, machine).filter({ hasText: '无电' });
  await waitForCell(table, leakRow, '是否处理', '未处理');
  assert.equal((await rowTexts(table, leakRow))['上报身份'], '农户');

  // a result typed for one fault and abandoned does not follow to another
  const form = dialog(page, '处理反馈');
  await powerRow.getByRole('button', { name: `处理 ${site.equip.name} ` }).click();
  await form.getByLabel('处理结果', { exact: true }).fill('写了一半');
  await form.getByRole('button', { name: '取消', exact: true }).click();
  await closed(form);

  await leakRow.getByRole('button', { name: `处理 ${site.equip.name} ` }).click();
  const confirm = form.getByRole('button', { name: '确定', exact: true });
  assert.equal(await form.getByLabel('处理结果', { exact: true }).inputValue(), '');
  assert.equal(await confirm.isDisabled(), true, 'a result is required');
  await form.getByLabel('处理结果', { exact: true }).fill('更换了漏水的接头');
  const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/cpi/api-file/'));
  await form
    .getByRole('group', { name: '处理图片' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'repair.png', mimeType: 'image/png', buffer: tinyPng() });
  assert.equal((await uploaded).status(), 200);
  await form.getByRole('button', { name: '预览 repair.png', exact: true }).waitFor();
  await confirm.click();
  await closed(form);
  await toast(page, 'status', '处理成功').first().waitFor();

  const done = await faultOf(leak);
  assert.deepEqual([done.processed, done.process_remark, done.processed_by_name], ['Y', '更换了漏水的接头', '演示管理员']);
  assert.ok(done.processed_at, 'processing time stored');
  const file = await suite.server.db
    .selectFrom('file')
    .select(['merchant_id', 'name', 'type'])
    .where('key', '=', done.process_pictures)
    .executeTakeFirst();
  assert.deepEqual(
    file,
    { merchant_id: suite.merchantId, name: 'repair.png', type: 'image/png' },
    "the picture is the merchant's stored upload",
  );
  // the table reloads with the current filter (未处理): the processed row leaves it
  await leakRow.waitFor({ state: 'detached' });
  await screen.getByRole('search').getByLabel('是否处理', { exact: true }).selectOption({ label: '已处理' });
  await screen.getByRole('search').getByRole('button', { name: '查询', exact: true }).click();
  await waitForCell(table, leakRow, '是否处理', '已处理：更换了漏水的接头');
  assert.equal(await leakRow.getByRole('button').count(), 0, 'a processed fault has no process button');

  // another operator processes the second fault while this dialog is open: refused, their result stays
  await screen.getByRole('search').getByLabel('是否处理', { exact: true }).selectOption({ label: '未处理' });
  await screen.getByRole('search').getByRole('button', { name: '查询', exact: true }).click();
  await powerRow.getByRole('button', { name: `处理 ${site.equip.name} ` }).click();
  await form.getByLabel('处理结果', { exact: true }).fill('重新接通电源');
  await suite.server.db
    .updateTable('fault_feedback')
    .set({ processed: 'Y', process_remark: '电工已处理', processed_at: new Date(), processed_by_name: '演示操作员' })
    .where('id', '=', power)
    .execute();
  await confirm.click();
  await toast(page, 'alert', '该故障已处理，请勿重复处理').waitFor();
  assert.equal(await form.isVisible(), true, 'the dialog stays open after a refusal');
  assert.deepEqual([(await faultOf(power)).process_remark, (await faultOf(power)).processed_by_name], ['电工已处理', '演示操作员']);
  await form.getByRole('button', { name: '取消', exact: true }).click();
  await closed(form);
});

/**
 * A moment inside the range the record screen shows by default, this month of China Standard Time:
 * ten minutes ago, or two minutes into the month when the month is younger than that.
 */
function momentInShownMonth(now = new Date()): Date {
  const CST = 8 * 3_600_000;
  const wall = new Date(now.getTime() + CST);
  const monthStart = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - CST;
  return new Date(Math.max(now.getTime() - 10 * 60_000, monthStart + 2 * 60_000));
}

/** An order of the site's machine, as the farmers' app would have made it. */
async function insertRecord(site: Site, orderNo: string, status: 'RUNNING' | 'TO_RUN' | 'FINISH', startAt: Date): Promise<number> {
  const row = await suite.server.db
    .insertInto('usage_record')
    .values({
      merchant_id: suite.merchantId,
      business: 'fertigation',
      well_id: null,
      equip_id: site.equip.id,
      order_no: orderNo,
      order_type: status === 'TO_RUN' ? 'MAKE_AN_APPOINTMENT' : 'EVEN_THOUGH',
      status,
      user_name: '李农户',
      user_mobile: '13811112222',
      start_at: startAt,
      end_at: status === 'FINISH' ? new Date(startAt.getTime() + 30 * 60_000) : null,
      water_liters: 1500,
      electric_wh: 0,
      amount_fen: 680,
      pay_mode: 'wechat',
      created_at: startAt,
      place_id: site.place.id,
      area_id: site.area.id,
      template_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

e2e('cancel a running record; a finished one offers no cancel, and one finished meanwhile is refused', async ({ page }) => {
  const api = await apiAs(suite.server, page);
  const site = await makeSite(api, 'REC');
  const start = momentInShownMonth();
  const running = await insertRecord(site, 'E2EREC0001', 'RUNNING', start);
  await insertRecord(site, 'E2EREC0002', 'FINISH', new Date(start.getTime() - 60_000));
  const booked = await insertRecord(site, 'E2EREC0003', 'TO_RUN', new Date(start.getTime() - 120_000));
  await suite.server.db
    .updateTable('fertigation_equip')
    .set({ run_state: 'OCCUPY', is_online: true })
    .where('id', '=', site.equip.id)
    .execute();
  const recordOf = (id: number) => suite.server.db.selectFrom('usage_record').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const screen = await openScreen(page, '使用记录', '/fertigation/record');
  await search(screen, '订单号', 'E2EREC');
  const table = screen.getByRole('table', { name: '灌溉记录' });
  const row = (orderNo: string) => rowOf(table, orderNo);
  await waitForCell(table, row('E2EREC0001'), '状态', '进行中');
  await waitForCell(table, row('E2EREC0002'), '状态', '已完成');
  await waitForCell(table, row('E2EREC0003'), '状态', '待运行');
  assert.equal(await row('E2EREC0002').getByRole('button').count(), 0, 'a finished record cannot be cancelled');
  assert.equal(await (await cellOf(table, row('E2EREC0001'), '设备')).textContent(), `${site.equip.name}(${site.equip.cd})`);

  // a reason typed for one order and abandoned does not follow to another
  const form = dialog(page, '取消订单');
  const closeButton = form.locator('[part="dialog-footer"]').getByRole('button', { name: '关闭', exact: true });
  await row('E2EREC0003').getByRole('button', { name: '取消 E2EREC0003', exact: true }).click();
  await form.getByLabel('取消原因', { exact: true }).fill('写了一半');
  await closeButton.click();
  await closed(form);

  await row('E2EREC0001').getByRole('button', { name: '取消 E2EREC0001', exact: true }).click();
  await form.getByText('确定取消订单 E2EREC0001 吗？').waitFor();
  const confirm = form.getByRole('button', { name: '确定', exact: true });
  assert.equal(await form.getByLabel('取消原因', { exact: true }).inputValue(), '');
  assert.equal(await confirm.isDisabled(), true, 'a reason is required');
  await form.getByLabel('取消原因', { exact: true }).fill('农户临时取消');
  await confirm.click();
  await closed(form);
  await toast(page, 'status', '订单已取消').first().waitFor();
  await waitForCell(table, row('E2EREC0001'), '状态', '已取消');
  assert.equal(await row('E2EREC0001').getByRole('button').count(), 0);
  const cancelled = await recordOf(running);
  assert.deepEqual([cancelled.status, cancelled.cancel_remark], ['CANCEL', '农户临时取消']);
  assert.ok(cancelled.cancelled_at && cancelled.end_at, 'cancel and end times stored');
  const machine = await suite.server.db
    .selectFrom('fertigation_equip')
    .select('run_state')
    .where('id', '=', site.equip.id)
    .executeTakeFirstOrThrow();
  assert.equal(machine.run_state, 'AVAILABLE', 'the machine is free again');

  // the booked order is finished by the machine while the dialog is open: the server refuses the cancel
  await row('E2EREC0003').getByRole('button', { name: '取消 E2EREC0003', exact: true }).click();
  await form.getByLabel('取消原因', { exact: true }).fill('不需要了');
  await suite.server.db.updateTable('usage_record').set({ status: 'FINISH', end_at: new Date() }).where('id', '=', booked).execute();
  await confirm.click();
  await toast(page, 'alert', '订单已完成，不能取消').waitFor();
  assert.equal(await form.isVisible(), true, 'the dialog stays open after a refusal');
  const finished = await recordOf(booked);
  assert.deepEqual([finished.status, finished.cancel_remark, finished.cancelled_at], ['FINISH', '', null]);
  await closeButton.click();
  await closed(form);
  await search(screen, '订单号', 'E2EREC');
  await waitForCell(table, row('E2EREC0003'), '状态', '已完成');
  assert.equal(await row('E2EREC0003').getByRole('button').count(), 0);
});
