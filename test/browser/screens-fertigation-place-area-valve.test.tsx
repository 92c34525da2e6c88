import { expect } from '@open-wc/testing';
import { AreaScreen } from '../../src/screens/fertigation/area/area-screen';
import { PlaceScreen } from '../../src/screens/fertigation/place/place-screen';
import { ValveScreen } from '../../src/screens/fertigation/valve/valve-screen';
import type { ScreenProps } from '../../src/router';
import { mountInShadow } from './support/console-fixtures';
import { captureDownloads, csvRows } from './support/downloads';
import { shadowQueries, until } from './support/shadow-queries';
import { click, fill, press, type } from './support/real-input';
import { oneRow, referenceUser } from './support/reference-fixtures';
import { referenceLogin, referenceScreenSuite, referenceSql } from './support/reference-session';
import { recordEvents } from './support/test-session';

const screenProps = (path: string): ScreenProps => ({ path, query: {}, title: '', active: true });
const OTHER_MERCHANT_ADMIN = '13700000000';

const suite = referenceScreenSuite();
const { all, $, button, dialogButton } = shadowQueries(() => suite.mounted!.shadow);
const bodyRows = () => all<HTMLTableRowElement>('tbody tr').filter((tr) => tr.cells.length > 1);
const rowCells = () => bodyRows().map((tr) => [...tr.cells].map((td) => td.textContent ?? ''));
const firstCells = () => bodyRows().map((tr) => tr.cells[0]!.textContent);
const empty = () => all('tbody td').some((td) => td.textContent === '暂无数据');
const dialog = () => $('[role="dialog"]');
const alerts = () => all('[role="dialog"] [role="alert"]').map((p) => p.textContent);
const searchBox = (name: string) => $<HTMLInputElement>(`form[role="search"] input[name="${name}"]`)!;
const filter = (name: string) => $<HTMLSelectElement>(`form[role="search"] select[name="${name}"]`)!;
const field = <T extends HTMLElement = HTMLInputElement>(name: string) => $<T>(`[role="dialog"] [name="${name}"]`)!;

async function pick(select: HTMLSelectElement, value: string) {
  await until(() => Array.from(select.options).some((o) => o.value === value) && !select.disabled, `option ${value}`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Searches the table for `text` (keyword or name box) with Enter, as a user does. */
async function searchFor(box: HTMLInputElement, text: string): Promise<void> {
  await click(box);
  box.select();
  await type(text);
  await press('Enter');
}

function mount(node: Parameters<typeof mountInShadow>[0]): Promise<void> {
  suite.mount(node);
  return until(() => bodyRows().length > 0, 'rows load');
}

interface DbValve {
  id: number;
  cd: string;
  name: string;
  place: string;
  area: string;
  equip: string | null;
  enabled: string;
  area_id: number;
  equip_id: number | null;
  version: number;
  remark: string;
}
const VALVE = `select v.id, v.cd, v.name, p.name as place, a.name as area, e.name as equip, v.enabled, v.area_id, v.equip_id, v.version, v.remark
  from valve v join area a on a.id = v.area_id join place p on p.id = a.place_id left join fertigation_equip e on e.id = v.equip_id
  where v.merchant_id = $1`;
const valves = (where: string, params: unknown[] = []) =>
  referenceSql<DbValve>(`${VALVE} and ${where} order by v.id desc limit 10`, [suite.merchant, ...params]);
const valveNamed = (name: string) => oneRow<DbValve>(`valve ${name}`, `${VALVE} and v.name = $2`, [suite.merchant, name]);

describe('fertigation place, area and valve screens on the reference server', () => {
  it("lists places under the merchant's own label with region and counts, and searches by name with Enter", async () => {
    await referenceLogin(OTHER_MERCHANT_ADMIN);
    const places = await referenceSql<{ name: string; address: string; manager_name: string; areas: number; equips: number }>(
      `select p.name, p.address, p.manager_name, (select count(*) from area a where a.place_id = p.id)::int as areas,
         (select count(*) from fertigation_equip e where e.place_id = p.id)::int as equips
       from place p join merchant_user u on u.merchant_id = p.merchant_id and u.mobile = $1 order by p.id desc`,
      [OTHER_MERCHANT_ADMIN],
    );
    await mount(<PlaceScreen {...screenProps('/fertigation/place')} />);
    expect(
      all('th').map((th) => th.textContent),
      'that merchant calls its places 乡镇',
    ).to.include('乡镇名称');
    expect(rowCells().map(([name, , , manager, , counts]) => [name, manager, counts])).to.deep.equal(
      places.map((p) => [p.name, p.manager_name, `${p.areas} / ${p.equips}`]),
    );
    for (const [name, region] of rowCells()) {
      const parts = region!.split(' / ');
      expect(parts, `province / city / county of ${name}`).to.have.length(3);
      expect(places.find((p) => p.name === name)!.address).to.equal(`${parts.join('')}${name}`);
    }
    const wanted = places[places.length - 1]!.name;
    await searchFor(searchBox('name'), wanted.slice(0, 2));
    await until(
      () =>
        firstCells().join() ===
        places
          .filter((p) => p.name.includes(wanted.slice(0, 2)))
          .map((p) => p.name)
          .join(),
      'only the matching places',
    );
    expect(firstCells().length).to.be.lessThan(places.length);
  });

  it('validates the add dialog, fills the manager from the mobile and saves the place', async () => {
    const manager = await oneRow<{ mobile: string; name: string }>(
      'place manager who is no user',
      `select manager_mobile as mobile, manager_name as name from place p where p.merchant_id = $1 and p.manager_name <> ''
       and not exists (select 1 from merchant_user u where u.merchant_id = p.merchant_id and u.mobile = p.manager_mobile) order by p.id desc limit 1`,
      [suite.merchant],
    );
    const events = recordEvents();
    await mount(<PlaceScreen {...screenProps('/fertigation/place')} />);
    await click(button('新增')!);
    await until(() => dialog() !== null, 'the add dialog');
    await click(button('保存')!);
    await until(() => alerts().length === 2, 'two messages');
    expect(alerts()).to.deep.equal(['村镇名称不能为空', '请选择所在区县']);
    await fill(field('name'), '新村');
    await pick(field<HTMLSelectElement>('province'), '110000');
    await pick(field<HTMLSelectElement>('city'), '110100');
    await pick(field<HTMLSelectElement>('area'), '110105');
    await fill(field('managerMobile'), manager.mobile.slice(0, 10));
    await click(field('address'));
    await click(button('保存')!);
    await until(() => alerts().includes('请输入有效的手机号'), 'bad mobile');
    await click(field('managerMobile'));
    await press('End');
    await press(manager.mobile.slice(10));
    await click(field('address'));
    await until(() => field('managerName').value === manager.name, 'manager name filled');
    await click(button('保存')!);
    await until(() => dialog() === null, 'dialog closed after save');
    expect(
      await referenceSql(
        `select province_code, city_code, area_code, address, manager_name, manager_mobile, version from place where merchant_id = $1 and name = '新村'`,
        [suite.merchant],
      ),
    ).to.deep.equal([
      {
        province_code: '110000',
        city_code: '110100',
        area_code: '110105',
        address: '',
        manager_name: manager.name,
        manager_mobile: manager.mobile,
        version: 0,
      },
    ]);
    expect(events.ofType('message').map((m) => m.text)).to.include('保存成功');
    events.stop();
    await until(() => firstCells()[0] === '新村', 'the new place heads the table');
  });

  it('hides the add and edit buttons without their permissions', async () => {
    const place = await oneRow<{ name: string }>('place', 'select name from place where merchant_id = $1 order by id desc limit 1', [
      suite.merchant,
    ]);
    await referenceUser('13900000201', ['fertigation:place:view', 'fertigation:place:edit']);
    await referenceUser('13900000202', ['fertigation:place:view']);
    await referenceLogin('13900000201');
    await mount(<PlaceScreen {...screenProps('/fertigation/place')} />);
    expect(button('新增')).to.equal(undefined);
    expect(button(`编辑 ${place.name}`)).to.not.equal(undefined);
    suite.mounted!.unmount();
    await referenceLogin('13900000202');
    await mount(<PlaceScreen {...screenProps('/fertigation/place')} />);
    expect(firstCells()).to.include(place.name);
    expect(button(`编辑 ${place.name}`)).to.equal(undefined);
    expect(all('th').map((th) => th.textContent)).not.to.include('操作');
  });

  it('shows the server refusal when deleting an area that still has valves, and deletes an empty one', async () => {
    const used = await oneRow<{ id: number; cd: string; name: string; n: number }>(
      'area with valves',
      `select a.id, a.cd, a.name, (select count(*) from valve v where v.area_id = a.id)::int as n from area a
       where a.merchant_id = $1 and exists (select 1 from valve v where v.area_id = a.id) order by a.id desc limit 1`,
      [suite.merchant],
    );
    const unused = await oneRow<{ id: number; cd: string; name: string }>(
      'area used by nothing',
      `select a.id, a.cd, a.name from area a where a.merchant_id = $1 and not exists (select 1 from valve v where v.area_id = a.id)
       and not exists (select 1 from equip_area x where x.area_id = a.id) and not exists (select 1 from template_step s where s.area_id = a.id)
       and not exists (select 1 from usage_record r where r.area_id = a.id) order by a.id desc limit 1`,
      [suite.merchant],
    );
    const stored = (id: number) => referenceSql('select id from area where id = $1', [id]);
    await mount(<AreaScreen {...screenProps('/fertigation/area')} />);
    await searchFor(searchBox('keyword'), used.cd);
    await until(() => firstCells().join() === used.cd, 'the area with valves');
    await click(button(`删除 ${used.name}`)!);
    await until(() => dialog()?.textContent?.includes(`确定删除「${used.name}」吗？`) === true, 'confirmation');
    await click(dialogButton('删除'));
    await until(() => alerts()[0] === `该区域下还有${used.n}个阀门，不能删除`, 'refusal shown');
    expect(await stored(used.id)).to.have.length(1);
    await click(dialogButton('取消'));
    await searchFor(searchBox('keyword'), unused.cd);
    await until(() => firstCells().join() === unused.cd, 'the unused area');
    await click(button(`删除 ${unused.name}`)!);
    await until(() => dialog()?.textContent?.includes(unused.name) === true, 'confirmation');
    await click(dialogButton('删除'));
    await until(() => empty(), 'table refreshed without it');
    expect(await stored(unused.id)).to.deep.equal([]);
  });

  it('adds an area with the place picked from the place list', async () => {
    const place = await oneRow<{ id: number }>('place', 'select id from place where merchant_id = $1 order by id limit 1', [
      suite.merchant,
    ]);
    await mount(<AreaScreen {...screenProps('/fertigation/area')} />);
    await click(button('新增')!);
    await until(() => dialog() !== null, 'dialog');
    await fill(field('cd'), 'TQ-03');
    await fill(field('name'), '西区');
    await pick(field<HTMLSelectElement>('placeId'), String(place.id));
    await fill(field('acreageMu'), '1.5');
    await click(button('保存')!);
    await until(() => alerts()[0] === '面积必须是整数', 'integer rule');
    expect(await referenceSql(`select id from area where cd = 'TQ-03'`)).to.deep.equal([]);
    field('acreageMu').select();
    await press('Backspace');
    await fill(field('acreageMu'), '20');
    await click(button('保存')!);
    await until(() => dialog() === null, 'saved');
    expect(await referenceSql(`select merchant_id, name, place_id, acreage_mu, crop, remark from area where cd = 'TQ-03'`)).to.deep.equal([
      { merchant_id: suite.merchant, name: '西区', place_id: place.id, acreage_mu: 20, crop: '', remark: '' },
    ]);
    await until(() => firstCells()[0] === 'TQ-03', 'listed first');
  });

  it('lists valves with place, area and machine, and refuses a taken valve code with checkCd before saving', async () => {
    const listed = await valves('true');
    const area = await oneRow<{ id: number }>('area', 'select id from area where merchant_id = $1 order by id limit 1', [suite.merchant]);
    const code = `${listed[0]!.cd}X`;
    expect(await valves('v.cd = $2', [code]), 'a free code').to.deep.equal([]);
    await mount(<ValveScreen {...screenProps('/fertigation/valve')} />);
    expect(rowCells().map((c) => c.slice(0, 6))).to.deep.equal(
      listed.map((v) => [v.cd, v.name, v.place, v.area, v.equip ?? '', v.enabled === 'Y' ? '启用' : '停用']),
    );
    await click(button('新增')!);
    await until(() => dialog() !== null, 'dialog');
    await fill(field('cd'), listed[0]!.cd);
    await fill(field('name'), '二号阀');
    await pick(field<HTMLSelectElement>('areaId'), String(area.id));
    await click(button('保存')!);
    await until(() => alerts()[0] === '阀门编码: 编码已存在', 'code taken');
    expect(await valves(`v.name = '二号阀'`)).to.deep.equal([]);
    await click(field('cd'));
    await press('End');
    await press('X');
    await click(button('保存')!);
    await until(() => dialog() === null, 'saved');
    expect(await valveNamed('二号阀')).to.deep.include({
      cd: code,
      area_id: area.id,
      equip_id: null,
      enabled: 'Y',
      remark: '',
      version: 0,
    });
  });

  it('filters valves by machine, bound or not, and area', async () => {
    const machines = await referenceSql<{ id: number; label: string }>(
      `select distinct e.id, e.name || '（' || e.cd || '）' as label from fertigation_equip e join equip_area x on x.equip_id = e.id where e.merchant_id = $1`,
      [suite.merchant],
    );
    const withValves = await oneRow<{ id: number }>(
      'machine with valves',
      'select equip_id as id from valve where merchant_id = $1 and equip_id is not null order by id desc limit 1',
      [suite.merchant],
    );
    const unbound = await valves('v.equip_id is null');
    const areaId = unbound[0]!.area_id;
    const unboundThere = unbound.filter((v) => v.area_id === areaId);
    expect(unboundThere.length, 'unbound valves in other areas too').to.be.lessThan(unbound.length);
    await mount(<ValveScreen {...screenProps('/fertigation/valve')} />);
    await until(() => filter('equipId').options.length === machines.length + 1, 'the machines serving an area');
    expect([...filter('equipId').options].map((o) => o.text)).to.deep.equal([
      '请选择',
      ...machines.map((m) => m.label).sort((a, b) => a.localeCompare(b, 'zh-CN')),
    ]);
    const ofMachine = (await valves('v.equip_id = $2', [withValves.id])).map((v) => v.cd);
    await pick(filter('equipId'), String(withValves.id));
    await click(button('查询')!);
    await until(() => firstCells().join() === ofMachine.join(), "the machine's valves");
    await click(button('重置')!);
    await pick(filter('bound'), 'N');
    await click(button('查询')!);
    await until(() => firstCells().join() === unbound.map((v) => v.cd).join(), 'the unbound valves');
    await pick(filter('areaId'), String(areaId));
    await click(button('查询')!);
    await until(() => firstCells().join() === unboundThere.map((v) => v.cd).join(), 'the unbound valves of the area');
  });

  it("exports the valves of the filters in force as CSV (the table's headers and cells) and XLSX", async () => {
    const unbound = await valves('v.equip_id is null');
    await mount(<ValveScreen {...screenProps('/fertigation/valve')} />);
    const group = $('[role="group"][aria-label="阀门管理 导出"]');
    expect(group, 'the export buttons').to.not.equal(null);
    await pick(filter('bound'), 'N');
    await click(button('查询')!);
    await until(() => firstCells().join() === unbound.map((v) => v.cd).join(), 'the unbound valves');
    const downloads = captureDownloads();
    try {
      await click(button('导出CSV')!);
      await until(() => downloads.blobs.length === 1, 'the file');
      await click(button('导出Excel')!);
      await until(() => downloads.blobs.length === 2, 'the workbook');
      expect(downloads.names[0]).to.match(/^阀门管理-\d{8}\.csv$/);
      expect(downloads.names[1]).to.match(/^阀门管理-\d{8}\.xlsx$/);
      const [header, ...rows] = await csvRows(downloads.blobs[0]!);
      expect(header).to.deep.equal(
        all('thead th')
          .map((th) => th.textContent)
          .filter((t) => t !== '操作'),
      );
      const count = await oneRow<{ n: number }>(
        'unbound valves',
        'select count(*)::int as n from valve where merchant_id = $1 and equip_id is null',
        [suite.merchant],
      );
      expect(rows.length, 'every unbound valve, not only the page').to.equal(count.n);
      expect(rows.slice(0, bodyRows().length)).to.deep.equal(rowCells().map((cells) => cells.slice(0, header!.length)));
      const zip = new Uint8Array(await downloads.blobs[1]!.arrayBuffer());
      expect(String.fromCharCode(zip[0]!, zip[1]!), 'an XLSX is a zip').to.equal('PK');
    } finally {
      downloads.restore();
    }
  });

  it('offers the machine serving the chosen area, or none, and unbinds when the area changes', async () => {
    const free = await oneRow<{ id: number }>(
      'area without a machine',
      'select a.id from area a where a.merchant_id = $1 and not exists (select 1 from equip_area x where x.area_id = a.id) order by a.id limit 1',
      [suite.merchant],
    );
    const served = await oneRow<{ area_id: number; equip_id: number; label: string }>(
      'area whose machine takes one more valve',
      `select a.id as area_id, e.id as equip_id, e.name || '（' || e.cd || '）' as label from area a join equip_area x on x.area_id = a.id
       join fertigation_equip e on e.id = x.equip_id join equip_type t on t.id = e.equip_type_id
       where a.merchant_id = $1 and (select count(*) from valve v where v.equip_id = e.id) < t.valve_limit order by a.id limit 1`,
      [suite.merchant],
    );
    await mount(<ValveScreen {...screenProps('/fertigation/valve')} />);
    await click(button('新增')!);
    await until(() => dialog() !== null, 'dialog');
    const machine = () => field<HTMLSelectElement>('equipId');
    const hint = () => $(`[id="${machine().getAttribute('aria-describedby')}"]`)?.textContent;
    expect(machine().labels![0]!.textContent).to.equal('绑定设备');
    expect(machine().disabled).to.equal(true);
    expect(hint()).to.equal('请先选择所属区域');
    await pick(field<HTMLSelectElement>('areaId'), String(free.id));
    await until(() => hint() === '该区域还没有设备服务，可先在设备管理中为设备绑定该区域', 'no machine for that area');
    expect(machine().disabled).to.equal(true);
    await pick(field<HTMLSelectElement>('areaId'), String(served.area_id));
    await pick(machine(), String(served.equip_id));
    expect([...machine().options].map((o) => o.text)).to.deep.equal(['不绑定', served.label]);
    expect(machine().hasAttribute('aria-describedby')).to.equal(false);
    await fill(field('cd'), 'TV-04');
    await fill(field('name'), '四号阀');
    await click(button('保存')!);
    await until(() => dialog() === null, 'saved');
    const saved = await valveNamed('四号阀');
    expect(saved).to.deep.include({
      cd: 'TV-04',
      area_id: served.area_id,
      equip_id: served.equip_id,
      enabled: 'Y',
      remark: '',
      version: 0,
    });

    await until(() => button('编辑 四号阀') !== undefined, 'the new valve listed');
    await click(button('编辑 四号阀')!);
    await until(() => dialog() !== null && machine().value === String(served.equip_id), 'the bound machine is shown');
    await pick(field<HTMLSelectElement>('areaId'), String(free.id));
    await until(() => machine().value === '' && machine().disabled, 'another area starts without a machine');
    await click(button('保存')!);
    await until(() => dialog() === null, 'saved');
    expect(await valveNamed('四号阀')).to.deep.include({ id: saved.id, area_id: free.id, equip_id: null, version: 1 });
  });
});
