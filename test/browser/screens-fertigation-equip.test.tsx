import { expect } from '@open-wc/testing';
import { EquipScreen } from '../../src/screens/fertigation/equip';
import { EquipTypeScreen } from '../../src/screens/fertigation/equip-type';
import { shadowQueries, until } from './support/shadow-queries';
import { click, press, type } from './support/real-input';
import { oneRow, referenceUser, watchCalls } from './support/reference-fixtures';
import { referenceLogin, referenceScreenSuite, referenceSql } from './support/reference-session';
import { recordEvents } from './support/test-session';

const screenProps = { path: '/fertigation/equip', query: {}, title: '水肥机', active: true };
const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const bodyRows = () => all<HTMLTableRowElement>('tbody tr').filter((tr) => tr.cells.length > 1);
const firstCells = () => bodyRows().map((tr) => tr.cells[0]!.textContent);
/** The row whose first cell (a machine's code, a type's name) is `key`. */
const rowOf = (key: string) => bodyRows().find((tr) => tr.cells[0]!.textContent === key);
const cells = (key: string) => [...rowOf(key)!.cells].map((td) => td.textContent);
const dialog = () => $('[role="dialog"]');
const buttonIn = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text)!;
const search = () => $('form[role="search"]')!;
const filter = (name: string) => $<HTMLSelectElement>(`form[role="search"] select[name="${name}"]`)!;
const areaBoxes = () => [...dialog()!.querySelectorAll<HTMLInputElement>('input[name="areaIds"]')];
const areaBox = (a: DbArea) => areaBoxes().find((b) => b.getAttribute('aria-label') === `${a.name}（${a.cd}）`)!;
/** The dialog's control labelled `label` (a label element pointing at it). */
const labelled = <T extends HTMLElement>(label: string) =>
  dialog()!.querySelector<T>(`[id="${[...dialog()!.querySelectorAll('label')].find((l) => l.textContent === label)!.htmlFor}"]`)!;
const messages = (events: ReturnType<typeof recordEvents>) => events.ofType('message').map((m) => m.text);

interface DbEquip {
  id: number;
  cd: string;
  name: string;
  version: number;
  place_id: number;
  place_name: string;
  equip_type_id: number;
  type_name: string;
  status: string;
  run_state: string;
  enabled: string;
  is_online: boolean;
  sig_tenths: number;
  keeper_name: string;
  keeper_mobile: string;
  remark: string;
  areas: string;
}
interface DbArea {
  id: number;
  cd: string;
  name: string;
  acreage_mu: number;
  valves: number;
  equip_id: number | null;
}

/** The merchant's machines on the table's first page (newest first), with their place, type and areas. */
const EQUIP = `select * from (select e.id, e.cd, e.name, e.version, e.place_id, p.name as place_name, e.equip_type_id, t.name as type_name,
    e.status, e.run_state, e.enabled, e.is_online, e.sig_tenths, e.keeper_name, e.keeper_mobile, e.remark,
    coalesce((select string_agg(a.name, '、' order by a.id) from equip_area ea join area a on a.id = ea.area_id where ea.equip_id = e.id), '') as areas
  from fertigation_equip e join place p on p.id = e.place_id join equip_type t on t.id = e.equip_type_id
  where e.merchant_id = $1 order by e.id desc limit 10) e where true`;
const machine = (what: string, where: string, params: unknown[] = []) =>
  oneRow<DbEquip>(what, `${EQUIP} and ${where} order by e.id desc limit 1`, [suite.merchant, ...params]);
const machineById = (id: number) => machine(`machine ${id}`, 'e.id = $2', [id]);
const codes = async (where: string, params: unknown[] = []) =>
  (await referenceSql<{ cd: string }>(`${EQUIP} and ${where} order by e.id desc`, [suite.merchant, ...params])).map((r) => r.cd);
/** The areas of a place a machine may serve: free ones and its own (`equipId`), as the bind list shows them. */
const bindable = (placeId: number, equipId = 0) =>
  referenceSql<DbArea>(
    `select a.id, a.cd, a.name, a.acreage_mu, (select count(*) from valve v where v.area_id = a.id)::int as valves, ea.equip_id
   from area a left join equip_area ea on ea.area_id = a.id
   where a.place_id = $1 and (ea.equip_id is null or ea.equip_id = $2) order by a.id`,
    [placeId, equipId],
  );
const areaIdsOf = async (equipId: number) =>
  (await referenceSql<{ area_id: number }>('select area_id from equip_area where equip_id = $1 order by area_id', [equipId])).map(
    (r) => r.area_id,
  );

/** Picks an option of a select as a user's change does (once the option is there). */
async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  await until(() => [...select.options].some((o) => o.value === value) && !select.disabled, `option ${value}`);
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Replaces an input's text the way a user does: select all, then type. */
async function retype(input: HTMLInputElement, text: string): Promise<void> {
  await click(input);
  input.select();
  await type(text);
}

async function mount(): Promise<void> {
  suite.mount(<EquipScreen {...screenProps} />);
  await until(() => bodyRows().length > 0, 'rows load');
}

async function mountTypes(): Promise<void> {
  suite.mount(<EquipTypeScreen {...screenProps} path="/fertigation/equipType" title="设备类型" />);
  await until(() => bodyRows().length > 0, 'types load');
}

describe('fertigation equipment screen on the reference server', () => {
  it('shows rows with place, type, areas, run state and status labels, online signal and 离线', async () => {
    const idle = await machine(
      'idle online machine',
      `e.run_state = 'AVAILABLE' and e.status = 'normal' and e.is_online and e.sig_tenths > 0`,
    );
    const stopped = await machine('stopped machine', `e.status = 'stop'`);
    const offline = await machine('offline machine', 'not e.is_online');
    await mount();
    expect(cells(idle.cd).slice(0, 7)).to.deep.equal([idle.cd, idle.name, '空闲', '正常', idle.place_name, idle.type_name, idle.areas]);
    expect(cells(idle.cd)[8]).to.equal('启用');
    expect(rowOf(idle.cd)!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.contain((idle.sig_tenths / 10).toFixed(1));
    expect(cells(stopped.cd)[3], 'device status').to.equal('停用');
    expect(cells(stopped.cd)[8], 'enabled').to.equal('停用');
    expect(buttonIn(rowOf(stopped.cd)!, '启用')).to.be.instanceOf(HTMLButtonElement);
    expect(rowOf(offline.cd)!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.equal('离线');
  });

  it('filters by device status', async () => {
    const stopped = await codes(`e.status = 'stop'`);
    expect(stopped, 'the seed has stopped machines').to.have.length.greaterThan(0);
    await mount();
    expect(firstCells().length).to.be.greaterThan(stopped.length);
    await choose(filter('status'), 'stop');
    await click(buttonIn(search(), '查询'));
    await until(() => firstCells().join() === stopped.join(), 'only the stopped machines');
  });

  it('refuses shares not totalling 100, then saves with the version read', async () => {
    const target = await machine('machine with parameters', `e.run_state <> 'OCCUPY'`);
    const param = async () =>
      oneRow<Record<string, number | string>>('parameters', 'select * from fertigation_param where equip_id = $1', [target.id]);
    const before = await param();
    const [a, b] = [Number(before.tank_a_permille) / 10, Number(before.tank_b_permille) / 10];
    expect(a + 10 <= 100 && b >= 10, 'room to move 10 points from B to A').to.equal(true);
    await mount();
    await click(buttonIn(rowOf(target.cd)!, '参数设置'));
    await until(() => dialog()?.querySelector('input[name="tankARatio"]'), 'parameters load');
    const tankA = dialog()!.querySelector<HTMLInputElement>('input[name="tankARatio"]')!;
    expect(tankA.value).to.equal(String(a));
    await retype(tankA, String(a + 10));
    await click(buttonIn(dialog()!, '保存'));
    await until(() => dialog()!.textContent!.includes('A、B、C桶配比之和须为100，当前为110'), 'total message');
    expect(await param(), 'nothing saved').to.deep.equal(before);
    await retype(dialog()!.querySelector<HTMLInputElement>('input[name="tankBRatio"]')!, String(b - 10));
    const events = recordEvents();
    await click(buttonIn(dialog()!, '保存'));
    await until(() => dialog() === null, 'dialog closes');
    events.stop();
    const { updated_at: _at, ...after } = await param();
    const { updated_at: _was, ...was } = before;
    expect(after).to.deep.equal({
      ...was,
      tank_a_permille: (a + 10) * 10,
      tank_b_permille: (b - 10) * 10,
      assigned: 'n',
      version: Number(before.version) + 1,
    });
    expect(messages(events)).to.include('保存成功');
  });

  it('shows the server message when the version is stale, and keeps the other save', async () => {
    const target = await machine('machine with parameters', 'true');
    await mount();
    await click(buttonIn(rowOf(target.cd)!, '参数设置'));
    await until(() => dialog()?.querySelector('input[name="tankARatio"]'), 'parameters load');
    // Another operator saves first, so the version this dialog read is stale.
    const [other] = await referenceSql<{ version: number; flow_centi: number }>(
      'update fertigation_param set flow_centi = flow_centi + 100, version = version + 1 where equip_id = $1 returning version, flow_centi',
      [target.id],
    );
    await retype(dialog()!.querySelector<HTMLInputElement>('input[name="mixSeconds"]')!, '45');
    await click(buttonIn(dialog()!, '保存'));
    await until(() => dialog()!.querySelector('[data-failure]')?.textContent === '数据已被修改，请刷新后重试', 'stale message');
    const [now] = await referenceSql('select version, flow_centi, mix_seconds from fertigation_param where equip_id = $1', [target.id]);
    expect(now).to.deep.include(other!).and.not.include({ mix_seconds: 45 });
  });

  it('stops a machine after confirmation and reloads the table', async () => {
    const target = await machine('idle machine', `e.status = 'normal' and e.run_state <> 'OCCUPY'`);
    await mount();
    await click(buttonIn(rowOf(target.cd)!, '停用'));
    await until(() => dialog()?.textContent?.includes(`确定停用「${target.name}」吗？`), 'confirmation');
    expect((await machineById(target.id)).status, 'not before the confirmation').to.equal('normal');
    await click(buttonIn(dialog()!, '确定'));
    await until(() => cells(target.cd)[8] === '停用' && buttonIn(rowOf(target.cd)!, '启用'), 'row reloads stopped');
    expect(await machineById(target.id)).to.include({ status: 'stop', enabled: 'N', run_state: 'DISABLE', version: target.version + 1 });
  });

  it('hides a button without its permission', async () => {
    await referenceUser('13900000101', ['fertigation:equip:view', 'fertigation:equip:status']);
    await referenceLogin('13900000101');
    const target = await machine('machine', 'true');
    const events = recordEvents();
    const watch = watchCalls();
    await mount();
    await until(() => watch.calls.length === 3, 'the table and both option lists');
    watch.stop();
    expect(buttonIn(rowOf(target.cd)!, target.status === 'stop' ? '启用' : '停用')).to.be.instanceOf(HTMLButtonElement);
    for (const text of ['编辑', '绑定区域', '参数设置', '迁移']) expect(buttonIn(rowOf(target.cd)!, text), text).to.equal(undefined);
    expect(all('[data-action="add"]')).to.have.length(0);
    // The filters' option lists are open to the equipment page: asked at mount with the table, and answered.
    expect([...watch.calls].sort()).to.deep.equal([
      'fertigation/equip/findPage',
      'fertigation/equip/type/listEquipType',
      'fertigation/place/placeList',
    ]);
    await until(() => filter('placeId').options.length > 1, 'the place filter has its options');
    expect(
      events.ofType('message').filter((m) => m.level === 'error'),
      'nothing refused',
    ).to.deep.equal([]);
    events.stop();
  });
});

describe('fertigation equipment screen on the reference server: filters, areas, move', () => {
  /** A type disabled since its machines got it (they keep it), one of them offline. */
  let disabledType: { id: number; name: string };
  before(async () => {
    await suite.reset();
    disabledType = await oneRow(
      'type with an offline machine',
      `update equip_type set enabled = 'N' where id = (select e.equip_type_id from fertigation_equip e
       join equip_type t on t.id = e.equip_type_id where e.merchant_id = $1 and not e.is_online and t.enabled = 'Y' order by e.id limit 1)
       returning id, name`,
      [suite.merchant],
    );
  });

  it('filters by type (disabled types too), online, running state and place', async () => {
    const types = await referenceSql<{ id: number; name: string }>('select id, name from equip_type where merchant_id = $1 order by id', [
      suite.merchant,
    ]);
    const offlineOfType = await codes('e.equip_type_id = $2 and not e.is_online', [disabledType.id]);
    const { place_id: placeId } = await machine('idle machine', `e.run_state = 'AVAILABLE'`);
    const idleThere = await codes(`e.run_state = 'AVAILABLE' and e.place_id = $2`, [placeId]);
    expect(offlineOfType).to.have.length.greaterThan(0);
    expect(await codes(`e.run_state = 'AVAILABLE'`), 'idle machines elsewhere too').to.have.length.greaterThan(idleThere.length);
    await mount();
    await until(() => filter('equipTypeId').options.length === types.length + 1, 'types load');
    expect([...filter('equipTypeId').options].map((o) => o.text)).to.deep.equal(['请选择', ...types.map((x) => x.name)]);
    expect([...filter('isOnline').options].map((o) => o.text)).to.deep.equal(['请选择', '在线', '离线']);
    await choose(filter('equipTypeId'), String(disabledType.id));
    await choose(filter('isOnline'), 'N');
    await click(buttonIn(search(), '查询'));
    await until(() => firstCells().join() === offlineOfType.join(), 'the offline machines of the disabled type');
    await click(buttonIn(search(), '重置'));
    await choose(filter('runState'), 'AVAILABLE');
    await choose(filter('placeId'), String(placeId));
    await click(buttonIn(search(), '查询'));
    await until(() => firstCells().join() === idleThere.join(), 'the idle machines of the place, whatever their type or signal');
  });

  it("edits a machine: its place's free and own areas with 亩 and valves; saves the checked ones with the version", async () => {
    const target = await machine(
      'machine sharing its place, with valves and a free area beside',
      `e.run_state <> 'OCCUPY'
      and exists (select 1 from equip_area ea join valve v on v.area_id = ea.area_id and v.equip_id = ea.equip_id where ea.equip_id = e.id)
      and exists (select 1 from area a left join equip_area x on x.area_id = a.id where a.place_id = e.place_id and x.equip_id is null)
      and exists (select 1 from area a join equip_area x on x.area_id = a.id where a.place_id = e.place_id and x.equip_id <> e.id)`,
    );
    const offered = await bindable(target.place_id, target.id);
    const others = await referenceSql<{ name: string }>(
      'select a.name from area a join equip_area x on x.area_id = a.id where a.place_id = $1 and x.equip_id <> $2',
      [target.place_id, target.id],
    );
    const dropped = offered.find((a) => a.equip_id === target.id && a.valves > 0)!;
    const added = offered.find((a) => a.equip_id === null)!;
    await mount();
    await click(buttonIn(rowOf(target.cd)!, '编辑'));
    await until(() => dialog() && areaBoxes().length === offered.length, "the place's areas, free or its own");
    const table = dialog()!.querySelector('table')!;
    expect(
      [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent)),
    ).to.deep.equal(offered.map((a) => [a.cd, a.name, String(a.acreage_mu), String(a.valves)]));
    for (const other of others)
      expect(
        [...table.querySelectorAll('tbody td')].map((td) => td.textContent),
        "another machine's area",
      ).not.to.include(other.name);
    expect(areaBoxes().map((b) => b.checked)).to.deep.equal(offered.map((a) => a.equip_id === target.id));
    expect(labelled<HTMLInputElement>('名称').value).to.equal(target.name);
    expect(dialog()!.querySelector('[role="alert"]'), 'no warning yet').to.equal(null);
    await click(areaBox(dropped));
    await until(
      () => dialog()!.querySelector('[role="alert"]')?.textContent === '取消绑定的区域中的阀门将同时与本设备解绑',
      'valves warning',
    );
    areaBox(added).focus();
    await press('Space');
    await until(() => areaBox(added).checked, 'checked by keyboard');
    const kept = offered.filter((a) => (a.equip_id === target.id && a !== dropped) || a === added);
    expect(dialog()!.textContent).to.contain(`已选${kept.length}个区域`);
    await retype(labelled<HTMLInputElement>('名称'), `${target.name}改`);
    await click(buttonIn(dialog()!, '保存'));
    await until(() => dialog() === null, 'dialog closes');
    expect(await machineById(target.id)).to.include({ name: `${target.name}改`, version: target.version + 1 });
    expect(await areaIdsOf(target.id)).to.deep.equal(kept.map((a) => a.id));
    expect(
      await referenceSql('select id from valve where area_id = $1 and equip_id = $2', [dropped.id, target.id]),
      'its valves unbound',
    ).to.deep.equal([]);
    await until(
      () => cells(target.cd)[1] === `${target.name}改` && cells(target.cd)[6] === kept.map((a) => a.name).join('、'),
      'row reloads',
    );
  });

  it("keeps a machine's disabled type on edit, labelled as disabled; only enabled types are offered otherwise", async () => {
    const target = await machine('machine of the disabled type', 'e.equip_type_id = $2', [disabledType.id]);
    const types = await referenceSql<{ id: number; name: string; enabled: string }>(
      'select id, name, enabled from equip_type where merchant_id = $1 order by id',
      [suite.merchant],
    );
    const offered = await bindable(target.place_id, target.id);
    const areasBefore = await areaIdsOf(target.id);
    await mount();
    await click(buttonIn(rowOf(target.cd)!, '编辑'));
    await until(() => dialog() && areaBoxes().length === offered.length, 'areas load');
    const typeSelect = labelled<HTMLSelectElement>('设备类型');
    expect(typeSelect.value).to.equal(String(disabledType.id));
    expect([...typeSelect.options].map((o) => o.text)).to.deep.equal([
      '请选择',
      ...types
        .filter((x) => x.enabled === 'Y' || x.id === disabledType.id)
        .map((x) => (x.enabled === 'Y' ? x.name : `${x.name}（已停用）`)),
    ]);
    expect(
      types.some((x) => x.enabled === 'N' && x.id !== disabledType.id),
      'another disabled type, not offered',
    ).to.equal(true);
    await click(buttonIn(dialog()!, '保存'));
    await until(() => dialog() === null, 'dialog closes');
    expect(await machineById(target.id)).to.include({ equip_type_id: disabledType.id, version: target.version + 1 });
    expect(await areaIdsOf(target.id)).to.deep.equal(areasBefore);
  });

  it('binds areas from the row action, sending the other fields unchanged', async () => {
    const target = await machine(
      'machine with a free area in its place',
      `e.run_state <> 'OCCUPY'
      and exists (select 1 from area a left join equip_area x on x.area_id = a.id where a.place_id = e.place_id and x.equip_id is null)`,
    );
    const offered = await bindable(target.place_id, target.id);
    const added = offered.find((a) => a.equip_id === null)!;
    const kept = offered.filter((a) => a.equip_id === target.id || a === added);
    await mount();
    expect(buttonIn(rowOf(target.cd)!, '绑定区域').getAttribute('aria-label')).to.equal(`绑定区域 ${target.name}`);
    await click(buttonIn(rowOf(target.cd)!, '绑定区域'));
    await until(() => dialog()?.textContent?.includes(`绑定区域 - ${target.name}`) && areaBoxes().length === offered.length, 'bind dialog');
    await click(areaBox(added));
    const events = recordEvents();
    await click(buttonIn(dialog()!, '保存'));
    await until(() => dialog() === null, 'dialog closes');
    events.stop();
    const { areas: _was, ...unchanged } = target;
    const { areas, ...after } = await machineById(target.id);
    expect(after).to.deep.equal({ ...unchanged, version: target.version + 1 });
    expect(areas).to.equal(kept.map((a) => a.name).join('、'));
    expect(await areaIdsOf(target.id)).to.deep.equal(kept.map((a) => a.id));
    expect(messages(events)).to.include('保存成功');
    await until(() => cells(target.cd)[6] === areas, 'row shows the areas');
  });

  it('moves a machine to another place: its own place is not offered, the unbinding is announced', async () => {
    const target = await machine('machine serving areas', `e.run_state <> 'OCCUPY' and e.areas <> ''`);
    const areaCount = (await areaIdsOf(target.id)).length;
    const places = await referenceSql<{ id: number; name: string }>('select id, name from place where merchant_id = $1 order by id', [
      suite.merchant,
    ]);
    const destination = places.find((p) => p.id !== target.place_id)!;
    await mount();
    await click(buttonIn(rowOf(target.cd)!, '迁移'));
    await until(() => dialog()?.querySelector('select:not([disabled])'), 'places load');
    expect(dialog()!.textContent).to.contain(`迁移后，该设备绑定的${areaCount}个区域及其阀门将全部解绑`);
    const place = dialog()!.querySelector<HTMLSelectElement>('select')!;
    await until(() => place.options.length === places.length, 'every other place');
    expect([...place.options].map((o) => o.value))
      .to.include(String(destination.id))
      .and.not.include(String(target.place_id));
    await click(buttonIn(dialog()!, '确定'));
    await until(() => dialog()!.querySelector('[role="alert"]')?.textContent === '请选择目标村镇', 'a place is needed');
    expect(await machineById(target.id), 'not moved').to.deep.equal(target);
    await choose(place, String(destination.id));
    await click(buttonIn(dialog()!, '确定'));
    await until(() => dialog() === null, 'dialog closes');
    expect(await machineById(target.id)).to.include({ place_id: destination.id, areas: '', version: target.version + 1 });
    expect(await referenceSql('select id from valve where equip_id = $1', [target.id]), 'its valves unbound').to.deep.equal([]);
    await until(() => cells(target.cd)[4] === destination.name && cells(target.cd)[6] === '', 'row shows the new place');
  });
});

describe('fertigation equipment screens on the reference server: add and types', () => {
  before(() => suite.reset());

  interface DbType {
    id: number;
    name: string;
    kind: string;
    model: string;
    tank_count: number;
    valve_limit: number;
    enabled: string;
    remark: string;
    version: number;
  }
  const TYPE = 'select id, name, kind, model, tank_count, valve_limit, enabled, remark, version from equip_type where merchant_id = $1';
  const typeNamed = (name: string) => referenceSql<DbType>(`${TYPE} and name = $2`, [suite.merchant, name]);
  const insertType = (name: string, kind: string, enabled: string) =>
    oneRow<DbType>(
      `new type ${name}`,
      `insert into equip_type (merchant_id, name, kind, enabled, created_at) values ($1, $2, $3, $4, now())
     returning id, name, kind, model, tank_count, valve_limit, enabled, remark, version`,
      [suite.merchant, name, kind, enabled],
    );

  it('refuses a code already used (checkCd) before saving a new machine', async () => {
    const taken = await machine('machine', 'true');
    const free = await referenceSql<DbArea & { place_id: number }>(
      `select a.id, a.cd, a.name, a.place_id from area a left join equip_area x on x.area_id = a.id
       where a.merchant_id = $1 and x.equip_id is null order by a.place_id, a.id`,
      [suite.merchant],
    );
    const [first, second] = [...new Set(free.map((a) => a.place_id))];
    expect(second, 'two places with free areas').not.to.equal(undefined);
    const types = await referenceSql<{ id: number; name: string }>(
      `select id, name from equip_type where merchant_id = $1 and enabled = 'Y' order by id`,
      [suite.merchant],
    );
    const { n: before } = await oneRow<{ n: number }>('count', 'select count(*)::int as n from fertigation_equip where merchant_id = $1', [
      suite.merchant,
    ]);
    await mount();
    await click($('[data-action="add"]')!);
    await until(() => dialog()?.querySelector('select'), 'add form loads');
    const select = (label: string) => labelled<HTMLSelectElement>(label);
    await retype(labelled<HTMLInputElement>('编号'), taken.cd);
    await retype(labelled<HTMLInputElement>('名称'), '新增测试机');
    expect(dialog()!.querySelector('[data-areas]')!.textContent).to.contain('请先选择村镇');
    await choose(select('村镇'), String(first));
    await until(
      () =>
        areaBoxes()
          .map((b) => b.getAttribute('aria-label'))
          .join() ===
        free
          .filter((a) => a.place_id === first)
          .map((a) => `${a.name}（${a.cd}）`)
          .join(),
      'the free areas of the first place',
    );
    expect(
      areaBoxes().some((b) => b.checked),
      'none checked',
    ).to.equal(false);
    const areasThere = free.filter((a) => a.place_id === second);
    await choose(select('村镇'), String(second));
    await until(() => areaBoxes().length === areasThere.length && areaBox(areasThere[0]!) !== undefined, 'the list follows the place');
    await click(areaBox(areasThere[0]!));
    await choose(select('设备类型'), String(types[0]!.id));
    expect(
      [...select('设备类型').options].map((o) => o.text),
      'a new machine gets an enabled type',
    ).to.deep.equal(['请选择', ...types.map((x) => x.name)]);
    await click(buttonIn(dialog()!, '保存'));
    await until(() => dialog()!.textContent!.includes(`编号${taken.cd}已被使用`), 'taken code message');
    expect(await referenceSql('select count(*)::int as n from fertigation_equip where merchant_id = $1', [suite.merchant])).to.deep.equal([
      { n: before },
    ]);
    await retype(labelled<HTMLInputElement>('编号'), 'TF-NEW-01');
    await click(buttonIn(dialog()!, '保存'));
    await until(() => rowOf('TF-NEW-01') !== undefined, 'new row shown');
    const added = await machine('the new machine', `e.cd = 'TF-NEW-01'`);
    expect(added).to.include({
      name: '新增测试机',
      place_id: second,
      equip_type_id: types[0]!.id,
      status: 'normal',
      run_state: 'OTHERS',
      is_online: false,
    });
    expect(await areaIdsOf(added.id)).to.deep.equal([areasThere[0]!.id]);
    expect(cells('TF-NEW-01')[6]).to.equal(areasThere[0]!.name);
  });

  it('disables an equipment type after confirmation, with the version read', async () => {
    await referenceUser('13900000102', ['fertigation:equipType:view', 'fertigation:equipType:edit']);
    await referenceLogin('13900000102');
    const target = await oneRow<DbType>('enabled type', `${TYPE} and enabled = 'Y' order by id desc limit 1`, [suite.merchant]);
    await mountTypes();
    expect(all('[data-action="add"]'), 'no add without fertigation:equipType:add').to.have.length(0);
    await click(buttonIn(rowOf(target.name)!, '停用'));
    await until(() => dialog()?.textContent?.includes(`确定停用「${target.name}」吗？`), 'confirmation');
    await click(buttonIn(dialog()!, '确定'));
    await until(() => buttonIn(rowOf(target.name)!, '启用') !== undefined, 'row reloads disabled');
    expect(await typeNamed(target.name)).to.deep.equal([{ ...target, enabled: 'N', version: target.version + 1 }]);
  });

  it('adds an equipment type, refusing a tank count outside 1 to 3', async () => {
    await mountTypes();
    await click($('[data-action="add"]')!);
    await until(() => dialog()?.querySelector('form'), 'add form');
    await retype(labelled<HTMLInputElement>('名称'), '双桶机');
    await retype(labelled<HTMLInputElement>('肥桶数量'), '4');
    await click(buttonIn(dialog()!, '保存'));
    await until(() => dialog()!.querySelector('[role="alert"]')?.textContent === '肥桶数量须在1到3之间', 'tank count rule');
    expect(await typeNamed('双桶机')).to.deep.equal([]);
    await retype(labelled<HTMLInputElement>('肥桶数量'), '2');
    await click(buttonIn(dialog()!, '保存'));
    await until(() => dialog() === null && rowOf('双桶机') !== undefined, 'saved and listed');
    const [saved] = await typeNamed('双桶机');
    expect(saved).to.deep.include({ kind: 'fertigation', model: '', tank_count: 2, valve_limit: 32, enabled: 'Y', remark: '', version: 0 });
  });

  it('edits a type through opt with the version read', async () => {
    const target = await oneRow<DbType>('type', `${TYPE} order by id limit 1`, [suite.merchant]);
    await mountTypes();
    await click(buttonIn(rowOf(target.name)!, '编辑'));
    await until(() => dialog()?.querySelector('form'), 'edit form');
    expect(labelled<HTMLInputElement>('型号').value).to.equal(target.model);
    await retype(labelled<HTMLInputElement>('型号'), 'F3-Pro');
    await retype(labelled<HTMLInputElement>('阀门上限'), '48');
    await click(buttonIn(dialog()!, '保存'));
    await until(() => dialog() === null && cells(target.name)[2] === 'F3-Pro', 'row reloads');
    expect(await typeNamed(target.name)).to.deep.equal([{ ...target, model: 'F3-Pro', valve_limit: 48, version: target.version + 1 }]);
  });

  it('deletes an unused type; a type in use shows the server refusal and stays', async () => {
    const used = await oneRow<{ name: string; n: number }>(
      'type in use',
      `select t.name, count(e.id)::int as n from equip_type t join fertigation_equip e on e.equip_type_id = t.id
       where t.merchant_id = $1 group by t.id order by t.id limit 1`,
      [suite.merchant],
    );
    const unused = await insertType('待删类型', 'fertigation', 'Y');
    await mountTypes();
    const events = recordEvents();
    await click(buttonIn(rowOf(used.name)!, '删除'));
    await until(() => dialog()?.textContent?.includes(`确定删除「${used.name}」吗？`), 'confirmation');
    await click(buttonIn(dialog()!, '确定'));
    await until(() => dialog() === null, 'dialog closes');
    await until(() => messages(events).includes(`该类型下还有${used.n}台设备，不能删除`), 'refusal shown');
    expect(rowOf(used.name)).not.to.equal(undefined);
    expect(await typeNamed(used.name)).to.have.length(1);
    await click(buttonIn(rowOf(unused.name)!, '删除'));
    await until(() => dialog()?.textContent?.includes(`确定删除「${unused.name}」吗？`), 'confirmation');
    await click(buttonIn(dialog()!, '确定'));
    await until(() => rowOf(unused.name) === undefined, 'row gone');
    events.stop();
    expect(await typeNamed(unused.name)).to.deep.equal([]);
  });

  it('filters types by enabled and kind', async () => {
    await insertType('停用水肥机', 'fertigation', 'N');
    await insertType('停用首部', 'farm', 'N');
    const expected = (
      await referenceSql<{ name: string }>(`${TYPE} and enabled = 'N' and kind = 'fertigation' order by id desc`, [suite.merchant])
    ).map((x) => x.name);
    expect(expected).to.include('停用水肥机').and.not.include('停用首部');
    await mountTypes();
    await choose(filter('enabled'), 'N');
    await choose(filter('kind'), 'fertigation');
    await click(buttonIn(search(), '查询'));
    await until(() => firstCells().join() === expected.join(), 'only the disabled fertigation types');
  });
});
