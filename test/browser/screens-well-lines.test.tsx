import { expect } from '@open-wc/testing';
import { label } from '../../src/i18n/zh-CN/enums';
import { WellFeedbackPage } from '../../src/screens/agriculturalWell/feedback/feedback-page';
import { WellPlaceScreen } from '../../src/screens/agriculturalWell/place/place-screen';
import { WellRecordPage } from '../../src/screens/agriculturalWell/record/record-page';
import type { ReactNode } from 'react';
import { shadowQueries, until } from './support/shadow-queries';
import { click } from './support/real-input';
import { oneRow } from './support/reference-fixtures';
import { referenceScreenSuite, referenceSql } from './support/reference-session';
import { choose } from './support/well-fixtures';

const suite = referenceScreenSuite();
const { all, $, button } = shadowQueries(() => suite.mounted!.shadow);
const bodyRows = () => all<HTMLTableRowElement>('tbody tr').filter((tr) => tr.cells.length > 1);
const cellsOf = (tr: HTMLTableRowElement) => [...tr.cells].map((td) => td.textContent ?? '');
const headers = () => all('thead th').map((th) => th.textContent);
const filter = (name: string) => $<HTMLSelectElement>(`form[role="search"] select[name="${name}"]`)!;
const total = () => $('.irr-pager-total')?.textContent;

async function mount(node: ReactNode): Promise<void> {
  suite.mount(node);
  await until(() => bodyRows().length > 0, 'rows load');
}

/** This month of China Standard Time, as the records screen asks for it by default. */
const MONTH = `r.start_at >= date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'
  and r.start_at < (date_trunc('month', now() at time zone 'Asia/Shanghai') + interval '1 month') at time zone 'Asia/Shanghai'`;
const CREATED = `to_char((f.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`;

describe("wells' records, faults and places on the reference server (the fertigation screens with the well line)", () => {
  it("lists this month's well records with water and power, and filters by place", async () => {
    const records = (where: string, params: unknown[] = []) =>
      referenceSql<{ order_no: string; well: string; place: string; water: number; power: number; amount: number }>(
        `select r.order_no, w.name || '(' || w.cd || ')' as well, p.name as place, r.water_liters as water, r.electric_wh as power, r.amount_fen as amount
       from usage_record r join well w on w.id = r.well_id join place p on p.id = r.place_id
       where r.merchant_id = $1 and r.business = 'well' and ${MONTH} and ${where} order by r.start_at desc, r.id desc limit 10`,
        [suite.merchant, ...params],
      );
    const shown = (r: Awaited<ReturnType<typeof records>>[number]) => [
      r.order_no,
      r.well,
      r.place,
      (r.water / 1000).toFixed(3),
      (r.power / 1000).toFixed(2),
      (r.amount / 100).toFixed(2),
    ];
    const pick = (c: string[]) => [c[0], c[3], c[4], c[9], c[10], c[2]];
    await mount(<WellRecordPage />);
    expect(headers()).to.deep.equal([
      '订单号',
      '状态',
      '金额(元)',
      '机井',
      '村镇',
      '类型',
      '用户',
      '开始时间',
      '结束时间',
      '用水量(m³)',
      '用电量(kWh)',
      '操作',
    ]);
    expect(bodyRows().map((tr) => pick(cellsOf(tr)))).to.deep.equal((await records('true')).map(shown));
    const { place_id: placeId } = await oneRow<{ place_id: number }>(
      'a place with records',
      `select r.place_id from usage_record r where r.merchant_id = $1 and r.business = 'well' and ${MONTH} order by r.start_at desc, r.id desc limit 1`,
      [suite.merchant],
    );
    await choose(filter('placeId'), String(placeId));
    await click(button('查询')!);
    const ofPlace = await records('r.place_id = $2', [placeId]);
    await until(
      () =>
        bodyRows()
          .map((tr) => tr.cells[0]!.textContent)
          .join() === ofPlace.map((r) => r.order_no).join(),
      "the place's records",
    );
  });

  it('lists well faults of every type with place and reporter, and filters by reporter identity', async () => {
    const faults = (where: string) =>
      referenceSql<{ well: string; place: string; fault_type: string; identity: string; created: string }>(
        `select w.name || '(' || w.cd || ')' as well, p.name as place, f.fault_type, f.reporter_identity as identity, ${CREATED} as created
       from fault_feedback f join well w on w.id = f.well_id join place p on p.id = w.place_id
       where f.merchant_id = $1 and f.business = 'well' and ${where} order by f.created_at desc, f.id desc limit 10`,
        [suite.merchant],
      );
    const shown = (f: Awaited<ReturnType<typeof faults>>[number]) => [
      f.well,
      f.place,
      label('faultType', f.fault_type),
      label('reporterIdentity', f.identity),
      f.created,
    ];
    const pick = (c: string[]) => [c[0], c[2], c[3], c[5], c[7]];
    await mount(<WellFeedbackPage />);
    expect(headers()).to.deep.equal(['机井', '是否处理', '村镇', '故障类型', '故障描述', '上报身份', '上报人', '上报时间', '操作']);
    expect(bodyRows().map((tr) => pick(cellsOf(tr)))).to.deep.equal((await faults('true')).map(shown));
    expect(filter('faultType').options.length, 'every fault type of spec section 3 and 请选择').to.equal(27);
    await choose(filter('reporterIdentity'), 'agent');
    await click(button('查询')!);
    const byAgents = await faults(`f.reporter_identity = 'agent'`);
    await until(
      () =>
        bodyRows()
          .map((tr) => pick(cellsOf(tr)))
          .join() === byAgents.map(shown).join(),
      "the keepers' reports",
    );
  });

  it('lists the places with their number of wells', async () => {
    const places = await referenceSql<{ name: string; wells: number }>(
      `select p.name, (select count(*) from well w where w.place_id = p.id)::int as wells from place p where p.merchant_id = $1 order by p.id desc limit 10`,
      [suite.merchant],
    );
    await mount(<WellPlaceScreen path="/agriculturalWell/place" query={{}} title="村镇管理" active />);
    expect(headers()).to.deep.equal(['村镇名称', '所在地区', '详细地址', '负责人', '负责人手机号', '机井数', '操作']);
    const byName = new Map(bodyRows().map((tr) => [tr.cells[0]!.textContent, tr.cells[5]!.textContent]));
    for (const p of places) expect(byName.get(p.name), p.name).to.equal(String(p.wells));
    expect(total()).to.match(/^共 \d+ 条$/);
  });
});
