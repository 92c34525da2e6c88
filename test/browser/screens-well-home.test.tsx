import { expect } from '@open-wc/testing';
import { createMemoryHistory, createRouter, RouterContext } from '../../src/router';
import { WellHomePage } from '../../src/screens/agriculturalWell/home';
import { MonitorScreen } from '../../src/screens/agriculturalWell/monitor';
import { cardNumber } from '../../src/screens/business/home/home-format';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { shadowQueries, until } from './support/shadow-queries';
import { merchantOf, oneRow, referenceUser } from './support/reference-fixtures';
import { referenceLogin, referenceNow, referenceSql, resetReferenceServer } from './support/reference-session';
import { STATUS } from './support/well-fixtures';

let mounted: Mounted | null = null;
let merchant = 0;
const { all } = shadowQueries(() => mounted!.shadow);

/** The card lists' names. */
const sections = () => all<HTMLUListElement>('ul.irr-figures').map((ul) => ul.getAttribute('aria-label')!);
/** Each card of the list named `section`: label, value and where its link goes (none without one). */
const cards = (section: string): (string | null)[][] | undefined => {
  const list = all<HTMLUListElement>('ul.irr-figures').find((ul) => ul.getAttribute('aria-label') === section);
  return (
    list &&
    [...list.querySelectorAll('li')].map((li) => [
      li.querySelector('.irr-figure-label')!.textContent,
      li.querySelector('.irr-figure-value')!.textContent,
      // the memory history's hrefs are #/path
      li.querySelector('a')?.getAttribute('href')?.replace(/^#/, '') ?? null,
    ])
  );
};

const group = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
/** Grouped with `digits` fixed decimals, as a card shows a figure under 100,000. */
const fixed = (n: number, digits: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function mount(): void {
  const router = createRouter({ history: createMemoryHistory('/agriculturalWell/home') });
  mounted = mountInShadow(
    <RouterContext.Provider value={router}>
      <WellHomePage path="/agriculturalWell/home" query={{}} title="首页" active />
    </RouterContext.Provider>,
  );
}

/** Today of China Standard Time, as the server counts it: by its clock, the moment `$2` (see referenceNow). */
const TODAY = `start_at >= (date_trunc('day', $2::timestamptz at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')
  and start_at < (date_trunc('day', $2::timestamptz at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai') + interval '1 day'`;

describe("a home card's figure (cardNumber)", () => {
  it('is grouped with fixed decimals; from 100,000 up shortened to 万 with 2 decimals, the whole figure kept for its title', () => {
    expect(cardNumber(1144.329, 3)).to.deep.equal({ value: '1,144.329' });
    expect(cardNumber(99_999.994, 2)).to.deep.equal({ value: '99,999.99' });
    expect(cardNumber(1_234_567.8, 2)).to.deep.equal({ value: '123.46万', exact: '1,234,567.80' });
    expect(cardNumber(100_000)).to.deep.equal({ value: '10.00万', exact: '100,000' });
    expect(cardNumber(0, 3)).to.deep.equal({ value: '0.000' });
  });
});

describe('wells home page on the reference server', () => {
  before(async () => {
    await resetReferenceServer();
    merchant = await merchantOf();
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it("shows the wells by status and running state, the online rate, today's figures and open faults as the database counts them", async () => {
    await referenceLogin();
    const byStatus = await referenceSql<{ status: string; n: number }>(
      'select status, count(*)::int as n from well where merchant_id = $1 group by status',
      [merchant],
    );
    const byRunning = await referenceSql<{ running: string; n: number }>(
      'select running, count(*)::int as n from well where merchant_id = $1 group by running',
      [merchant],
    );
    const wells = await oneRow<{ total: number; online: number }>(
      'wells',
      'select count(*)::int as total, (count(*) filter (where is_online))::int as online from well where merchant_id = $1',
      [merchant],
    );
    const today = await oneRow<{ orders: number; water: number; power: number; amount: number; date: string }>(
      'today',
      `
      select count(*)::int as orders, coalesce(sum(water_liters), 0)::int as water, coalesce(sum(electric_wh), 0)::int as power,
        coalesce(sum(amount_fen) filter (where status = 'FINISH'), 0)::int as amount,
        to_char($2::timestamptz at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as date
      from usage_record where merchant_id = $1 and business = 'well' and ${TODAY}`,
      [merchant, (await referenceNow()).toISOString()],
    );
    const faults = await oneRow<{ n: number }>(
      'open faults',
      `select count(*)::int as n from fault_feedback where merchant_id = $1 and business = 'well' and processed = 'N'`,
      [merchant],
    );
    expect(today.orders, 'the seed has well orders today').to.be.greaterThan(0);
    const count = (rows: { n: number }[], pick: (r: never) => boolean) => rows.filter(pick as never).reduce((s, r) => s + r.n, 0);

    mount();
    await until(() => cards('机井状态'), 'the figures load');
    const rate = new Intl.NumberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 1 }).format(
      Number((wells.online / wells.total).toFixed(4)),
    );
    expect(cards('机井状态')).to.deep.equal([
      ['机井总数', group.format(wells.total), '/agriculturalWell/well'],
      ['在线机井', group.format(wells.online), null],
      ['在线率', rate, null],
      ...Object.entries(STATUS).map(([status, text]) => [
        text,
        group.format(count(byStatus, (r: { status: string }) => r.status === status)),
        null,
      ]),
      ['未处理故障', group.format(faults.n), '/agriculturalWell/feedback'],
    ]);
    expect(cards('运行状态')).to.deep.equal([
      ['空闲', group.format(count(byRunning, (r: { running: string }) => r.running === 'leisure')), null],
      ['使用中', group.format(count(byRunning, (r: { running: string }) => r.running === 'use')), null],
    ]);
    expect(cards(`今日用水（${today.date}）`)).to.deep.equal([
      ['今日订单', group.format(today.orders), '/agriculturalWell/record'],
      ['今日用水量(m³)', fixed(today.water / 1000, 3), null],
      ['今日用电量(kWh)', fixed(Math.round(today.power / 10) / 100, 2), null],
      ['今日金额(元)', fixed(today.amount / 100, 2), null],
    ]);
  });

  it('lists the latest five notices, newest first, unread ones marked', async () => {
    await referenceLogin();
    const latest = await referenceSql<{ title: string; read: boolean }>(
      `select n.title,
        exists (select 1 from notice_read r join merchant_user u on u.id = r.user_id where r.notice_id = n.id and u.mobile = '13800000000') as read
      from notice n where n.merchant_id = $1 order by n.created_at desc, n.id desc limit 5`,
      [merchant],
    );
    expect(latest).to.have.length(5);
    mount();
    await until(() => all('.irr-notices li').length > 0, 'the notices load');
    expect(
      all('.irr-notices li').map((li) => [li.querySelector('.irr-notice-title')!.textContent, !li.hasAttribute('data-unread')]),
    ).to.deep.equal(latest.map((n) => [n.title, n.read]));
    expect(all('a').map((a) => a.textContent)).to.include('查看全部公告');
  });

  it("sets each of today's figures against the same hours of yesterday and of the same day last month", async () => {
    await referenceLogin();
    const now = (await referenceNow()).toISOString();
    // the orders started from a day's 00:00 (China Standard Time) up to now's time of day, `$3` days or a month before
    const span = (before: string) => `
      (date_trunc('day', $2::timestamptz at time zone 'Asia/Shanghai') - ${before}) at time zone 'Asia/Shanghai'`;
    const orders = await oneRow<{ today: number; yesterday: number; month: number }>(
      'orders',
      `select (select count(*)::int from usage_record where merchant_id = $1 and business = 'well' and ${TODAY}) as today,
        (select count(*)::int from usage_record where merchant_id = $1 and business = 'well'
          and start_at >= ${span("interval '1 day'")} and start_at < $2::timestamptz - interval '1 day') as yesterday,
        (select count(*)::int from usage_record where merchant_id = $1 and business = 'well'
          and start_at >= ${span("interval '1 month'")}
          and start_at < ${span("interval '1 month'")} + ($2::timestamptz - (date_trunc('day', $2::timestamptz at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'))) as month`,
      [merchant, now],
    );
    const percent = (today: number, then: number) =>
      then === 0
        ? today === 0
          ? '0.0%'
          : '—'
        : `${today > then ? '↑' : today < then ? '↓' : ''}${(Math.abs((today - then) / then) * 100).toLocaleString('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
    mount();
    await until(() => sections().find((name) => name.startsWith('今日用水')), 'the figures load');
    const today = sections().find((name) => name.startsWith('今日用水'))!;
    const list = all<HTMLUListElement>('ul.irr-figures').find((ul) => ul.getAttribute('aria-label') === today)!;
    const changes = [...list.querySelectorAll('li')].map((li) =>
      [...li.querySelectorAll('.irr-figure-change > [aria-hidden]')].map((c) => c.textContent),
    );
    expect(changes).to.have.length(4);
    for (const card of changes) expect(card.map((c) => c!.split(' ')[0])).to.deep.equal(['较昨日同期', '较上月同日']);
    expect(changes[0]).to.deep.equal([
      `较昨日同期 ${percent(orders.today, orders.yesterday)}`,
      `较上月同日 ${percent(orders.today, orders.month)}`,
    ]);
    const spoken = list.querySelector('li .irr-figure-change .irr-visually-hidden')!.textContent!;
    expect(spoken, 'read aloud with its direction in words').to.match(/^较昨日同期(增加 [\d.]+%|减少 [\d.]+%|持平| —)$/);
  });

  it("draws the last 30 days' water and revenue, and lists the wells asking for attention with links to them in 运行监控", async () => {
    await referenceLogin();
    const asking = await referenceSql<{ cd: string; n: number }>(
      `select w.cd, (select count(*)::int from fault_feedback f where f.well_id = w.id and f.business = 'well' and f.processed = 'N') as n
      from well w where w.merchant_id = $1 and ((not w.is_online and w.status <> 'stop')
        or exists (select 1 from fault_feedback f where f.well_id = w.id and f.business = 'well' and f.processed = 'N'))
      order by n desc, w.id`,
      [merchant],
    );
    expect(asking.length, 'the seed has wells offline or with open faults').to.be.greaterThan(0);
    mount();
    await until(() => all('.irr-attention li').length > 0, 'the wells asking for attention');
    expect(all('h2').map((h) => h.textContent)).to.include(`需要关注的机井（${asking.length}）`);
    expect(all('.irr-attention li a').map((a) => a.getAttribute('href'))).to.deep.equal(
      asking.slice(0, 8).map((w) => `#/agriculturalWell/monitor?keyword=${encodeURIComponent(w.cd)}`),
    );
    const plot = () => mounted!.shadow.querySelector('figure .irr-report-chart-plot[role="img"]');
    await until(plot, 'the chart, its chunk loaded');
    const chart = plot()!;
    expect(chart.getAttribute('aria-label')).to.equal('近30天用水量与收入：用水量(m³)、收入(元)');
    await until(() => chart.querySelector('canvas'), 'drawn');
    await expect(mounted!.host, 'axe: the trend, the attention list and the cards').to.be.accessible();
  });

  it('运行监控 opened from such a link shows that well alone, its code in the keyword filter', async () => {
    await referenceLogin();
    const well = await oneRow<{ cd: string }>('a well', 'select cd from well where merchant_id = $1 order by id offset 3', [merchant]);
    mounted = mountInShadow(<MonitorScreen path="/agriculturalWell/monitor" query={{ keyword: well.cd }} title="运行监控" active />);
    const rows = () => all<HTMLTableRowElement>('.irr-table-page tbody tr').filter((tr) => tr.cells.length > 1);
    await until(() => mounted!.shadow.querySelector('table[aria-busy="false"]') && rows().length > 0, 'the table loads');
    expect(rows().every((tr) => tr.textContent!.includes(well.cd))).to.equal(true);
    const keyword = all<HTMLLabelElement>('label').find((l) => l.textContent === '关键字')!;
    expect(mounted.shadow.querySelector<HTMLInputElement>(`[id="${keyword.htmlFor}"]`)!.value).to.equal(well.cd);
  });

  it('links a figure only for a user who may open its screen', async () => {
    await referenceUser('13900000501', ['agriculturalWell:home:view', 'agriculturalWell:feedback:view']);
    await referenceLogin('13900000501');
    mount();
    await until(() => cards('机井状态'), 'the figures load');
    expect(
      cards('机井状态')!
        .filter((c) => c[2] !== null)
        .map((c) => c[0]),
    ).to.deep.equal(['未处理故障']);
    const today = sections().find((name) => name.startsWith('今日用水'))!;
    expect(
      cards(today)!.filter((c) => c[2] !== null),
      'no records screen without record:view',
    ).to.deep.equal([]);
    await until(() => all('.irr-attention-well').length > 0, 'the wells asking for attention');
    expect(all('.irr-attention a'), 'no monitor link without monitor:view').to.deep.equal([]);
  });
});
