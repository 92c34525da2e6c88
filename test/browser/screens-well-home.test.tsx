import { expect } from '@open-wc/testing';
import { createMemoryHistory, createRouter, RouterContext } from '../../src/router';
import { WellHomePage } from '../../src/screens/agriculturalWell/home';
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
const fixed = (n: number, digits: number) => n.toFixed(digits);

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
  });
});
