import { expect } from '@open-wc/testing';
import type { WellRow } from '../../src/api/contract/well/equip';
import { WellScreen } from '../../src/screens/agriculturalWell/well/well-screen';
import { WellTable, type WellTableProps } from '../../src/screens/agriculturalWell/well/well-table';
import { shadowQueries, until } from './support/shadow-queries';
import { click, fill, press } from './support/real-input';
import { watchCalls } from './support/reference-fixtures';
import { referenceLogin, referenceScreenSuite, referenceSql } from './support/reference-session';
import { choose, countWells, shownWell, wells, wellWhere } from './support/well-fixtures';

const screenProps = { path: '/agriculturalWell/well', query: {}, title: '机井管理', active: true };
const suite = referenceScreenSuite();
const { all, $, button } = shadowQueries(() => suite.mounted!.shadow);

const bodyRows = () => all<HTMLTableRowElement>('tbody tr').filter((tr) => tr.cells.length > 1);
const codes = () => bodyRows().map((tr) => tr.cells[0]!.textContent);
const rowOf = (cd: string) => bodyRows().find((tr) => tr.cells[0]!.textContent === cd);
/** A row's first ten cells, the signal as its shown text. */
const cellsOf = (tr: HTMLTableRowElement) =>
  [...tr.cells].slice(0, 10).map((td, i) => (i === 5 ? td.querySelector('.irr-signal-text')!.textContent : td.textContent) ?? '');
const headers = () => all('thead th').map((th) => th.textContent);
const total = () => $('.irr-pager-total')?.textContent;
const search = () => $('form[role="search"]')!;
const filter = (name: string) => $<HTMLSelectElement>(`form[role="search"] select[name="${name}"]`)!;
const filterLabels = () => all('form[role="search"] label').map((l) => l.textContent);

async function mount(props: Partial<WellTableProps> | null = null): Promise<void> {
  suite.mount(props ? <WellTable {...props} /> : <WellScreen {...screenProps} />);
  await until(() => bodyRows().length > 0, 'rows load');
}

async function searchFor(expected: string[]): Promise<void> {
  await click(button('查询')!);
  await until(() => codes().join() === expected.join(), `rows ${expected.join()}`);
}

describe('wells screen on the reference server: the list', () => {
  it('lists the first page in code order with labels, signal, billing and prices, transformer, keeper and location', async () => {
    const first = await wells(suite.merchant);
    await mount();
    expect(headers()).to.deep.equal([
      '机井编号',
      '机井名称',
      '村镇',
      '设备状态',
      '运行状态',
      '在线/信号',
      '计费方式',
      '变压器',
      '井长',
      '位置',
      '操作',
    ]);
    expect(bodyRows().map(cellsOf)).to.deep.equal(first.map(shownWell));
    expect(total()).to.equal(`共 ${await countWells(suite.merchant)} 条`);
    const offline = first.find((w) => !w.is_online);
    if (offline) expect(rowOf(offline.cd)!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.equal('离线');
    expect(filterLabels()).to.deep.equal(['机井编号/名称/井长', '村镇', '设备状态', '运行状态', '在线状态', '计费方式']);
    expect(
      [...filter('billingMode').options].map((o) => o.textContent),
      'the three modes only',
    ).to.deep.equal(['请选择', '按电计费', '按水计费', '按水电计费']);
  });

  it('filters by status, running state, online state, billing mode, place and keyword', async () => {
    await mount();
    const cds = async (where: string, params: unknown[] = []) => (await wells(suite.merchant, where, params)).map((w) => w.cd);

    await choose(filter('status'), 'broken');
    const broken = await cds(`w.status = 'broken'`);
    expect(broken.length, 'the seed has broken wells').to.be.greaterThan(0);
    await searchFor(broken);
    expect(total()).to.equal(`共 ${await countWells(suite.merchant, `w.status = 'broken'`)} 条`);

    await click(button('重置')!);
    await until(() => filter('status').value === '' && codes().join() !== broken.join(), 'reset');
    await choose(filter('isOnline'), 'N');
    const offline = await cds('not w.is_online');
    expect(offline.length, 'the seed has offline wells').to.be.greaterThan(0);
    await searchFor(offline);

    await click(button('重置')!);
    await choose(filter('running'), 'use');
    await searchFor(await cds(`w.running = 'use'`));

    await click(button('重置')!);
    await choose(filter('billingMode'), 'water');
    await searchFor(await cds(`w.billing_mode = 'water'`));

    await click(button('重置')!);
    const place = await wellWhere(suite.merchant, 'a well', 'true');
    await choose(filter('placeId'), String(place.place_id));
    await searchFor(await cds('w.place_id = $2', [place.place_id]));

    await click(button('重置')!);
    const keeper = await wellWhere(suite.merchant, 'a well with a keeper', `w.keeper_name <> ''`);
    const box = search().querySelector<HTMLInputElement>('input[name="keyword"]')!;
    await fill(box, keeper.keeper_name);
    await press('Enter');
    const byKeeper = await cds(`(w.cd ilike $2 or w.name ilike $2 or w.keeper_name ilike $2 or w.keeper_mobile like $2)`, [
      `%${keeper.keeper_name}%`,
    ]);
    await until(() => codes().join() === byKeeper.join(), 'wells of that keeper (Enter searches)');
    expect(codes()).to.include(keeper.cd);
  });

  it("titles columns and filters with the merchant's personalised names (plat/param/findByCd)", async () => {
    const names = { equipment: '泵井', equipmentName: '泵井号', equipmentAdmin: '管井员', place: '乡镇' };
    await referenceSql(
      `insert into merchant_param (merchant_id, param_cd, param_value) values ($1, 'personalizedName', $2::jsonb)
      on conflict (merchant_id, param_cd) do update set param_value = excluded.param_value`,
      [suite.merchant, JSON.stringify(names)],
    );
    try {
      await referenceLogin();
      await mount();
      expect(headers().slice(0, 3)).to.deep.equal(['泵井号', '泵井名称', '乡镇']);
      expect(headers()[8]).to.equal('管井员');
      expect(filterLabels().slice(0, 2)).to.deep.equal(['泵井号/名称/管井员', '乡镇']);
    } finally {
      await referenceSql(`delete from merchant_param where merchant_id = $1 and param_cd = 'personalizedName'`, [suite.merchant]);
    }
  });

  it('as a table alone: starts filtered by place and status with its page size, and tells which well is picked', async () => {
    const target = await wellWhere(suite.merchant, 'a normal well', `w.status = 'normal'`);
    const expected = (await wells(suite.merchant, `w.place_id = $2 and w.status = 'normal'`, [target.place_id], 20)).map((w) => w.cd);
    const picked: WellRow[] = [];
    const watch = watchCalls();
    await mount({ placeId: target.place_id, status: 'normal', pageSize: 20, onSelect: (row) => picked.push(row) });
    watch.stop();
    expect(codes()).to.deep.equal(expected);
    expect(filter('status').value).to.equal('normal');
    await until(() => filter('placeId').value === String(target.place_id), 'the place filter shows the place');
    expect($<HTMLSelectElement>('.irr-pager select')?.value ?? '', 'page size').to.equal('20');
    expect(headers(), 'no row actions').not.to.include('操作');
    expect(
      watch.calls.filter((c) => c.startsWith('irrigationWell/equip/')),
      'one table request',
    ).to.deep.equal(['irrigationWell/equip/findPage']);
    await click(button(`查看 ${target.cd} ${target.name}`)!);
    expect(picked.map((w) => [w.id, w.cd, w.name])).to.deep.equal([[target.id, target.cd, target.name]]);
  });

  it('ignores a status that is not one of spec section 3', async () => {
    await mount({ status: 'flooded' });
    expect(filter('status').value).to.equal('');
    expect(total()).to.equal(`共 ${await countWells(suite.merchant)} 条`);
  });
});
