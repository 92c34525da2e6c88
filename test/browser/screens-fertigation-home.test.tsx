import { expect } from '@open-wc/testing';
import { createMemoryHistory, createRouter, RouterContext } from '../../src/router';
import { EquipScreen } from '../../src/screens/fertigation/equip';
import { FertigationHomePage } from '../../src/screens/fertigation/home';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { shadowQueries, until } from './support/shadow-queries';
import { merchantOf, oneRow } from './support/reference-fixtures';
import { referenceLogin, referenceNow, referenceSql, resetReferenceServer } from './support/reference-session';

let mounted: Mounted | null = null;
let merchant = 0;
const { all } = shadowQueries(() => mounted!.shadow);

function mount(): void {
  const router = createRouter({ history: createMemoryHistory('/fertigation/home') });
  mounted = mountInShadow(
    <RouterContext.Provider value={router}>
      <FertigationHomePage path="/fertigation/home" query={{}} title="首页" active />
    </RouterContext.Provider>,
  );
}

/** Today of China Standard Time by the server's clock (`$2`: referenceNow). */
const DAY_START = `(date_trunc('day', $2::timestamptz at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`;

describe('fertigation home page on the reference server', () => {
  before(async () => {
    await resetReferenceServer();
    merchant = await merchantOf();
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it("sets today's runs against the same hours of yesterday, draws the last 30 days, and lists the machines asking for attention with links to them", async () => {
    await referenceLogin();
    const now = (await referenceNow()).toISOString();
    const runs = await oneRow<{ today: number; yesterday: number }>(
      'runs',
      `select (select count(*)::int from usage_record where merchant_id = $1 and business = 'fertigation'
          and start_at >= ${DAY_START} and start_at < ${DAY_START} + interval '1 day') as today,
        (select count(*)::int from usage_record where merchant_id = $1 and business = 'fertigation'
          and start_at >= ${DAY_START} - interval '1 day' and start_at < $2::timestamptz - interval '1 day') as yesterday`,
      [merchant, now],
    );
    const asking = await referenceSql<{ cd: string }>(
      `select e.cd from fertigation_equip e,
        lateral (select count(*)::int as n from fault_feedback f where f.equip_id = e.id and f.business = 'fertigation' and f.processed = 'N') f
      where e.merchant_id = $1 and (f.n > 0 or e.run_state = 'DAMAGE' or (not e.is_online and e.enabled = 'Y'))
      order by f.n desc, e.run_state = 'DAMAGE' desc, e.id`,
      [merchant],
    );
    expect(asking.length, 'the seed has machines asking for attention').to.be.greaterThan(0);
    mount();
    await until(() => all('.irr-attention li').length > 0, 'the machines asking for attention');
    expect(all('h2').map((h) => h.textContent)).to.include(`需要关注的设备（${asking.length}）`);
    expect(all('.irr-attention li a').map((a) => a.getAttribute('href'))).to.deep.equal(
      asking.slice(0, 8).map((e) => `#/fertigation/equip?keyword=${encodeURIComponent(e.cd)}`),
    );

    const orders = all<HTMLLIElement>('ul.irr-figures li').find((li) => li.querySelector('.irr-figure-label')!.textContent === '今日订单')!;
    expect(orders.querySelector('.irr-figure-value')!.textContent).to.equal(runs.today.toLocaleString('zh-CN'));
    const yesterday = orders.querySelector('.irr-figure-change > [aria-hidden]')!.textContent!;
    const ratio =
      runs.yesterday === 0
        ? runs.today === 0
          ? '0.0%'
          : '—'
        : `${(Math.abs((runs.today - runs.yesterday) / runs.yesterday) * 100).toFixed(1)}%`;
    expect(yesterday.startsWith('较昨日同期 ')).to.equal(true);
    expect(yesterday.endsWith(ratio), `${yesterday} ends with ${ratio}`).to.equal(true);

    const plot = () => mounted!.shadow.querySelector('figure .irr-report-chart-plot[role="img"]');
    await until(plot, 'the chart, its chunk loaded');
    expect(plot()!.getAttribute('aria-label')).to.equal('近30天用水量与金额：用水量(m³)、金额(元)');
    await until(() => plot()!.querySelector('canvas'), 'drawn');
    await expect(mounted!.host, 'axe: the trend, the attention list and the cards').to.be.accessible();
  });

  it('设备管理 opened from such a link shows that machine alone, its code in the keyword filter', async () => {
    await referenceLogin();
    const machine = await oneRow<{ cd: string }>(
      'a machine',
      'select cd from fertigation_equip where merchant_id = $1 order by id offset 2',
      [merchant],
    );
    mounted = mountInShadow(<EquipScreen path="/fertigation/equip" query={{ keyword: machine.cd }} title="设备管理" active />);
    const rows = () => all<HTMLTableRowElement>('.irr-table-page tbody tr').filter((tr) => tr.cells.length > 1);
    await until(() => mounted!.shadow.querySelector('table[aria-busy="false"]') && rows().length > 0, 'the table loads');
    expect(rows().every((tr) => tr.textContent!.includes(machine.cd))).to.equal(true);
    const keyword = all<HTMLLabelElement>('label').find((l) => l.textContent === '编号/名称')!;
    expect(mounted.shadow.querySelector<HTMLInputElement>(`[id="${keyword.htmlFor}"]`)!.value).to.equal(machine.cd);
  });
});
