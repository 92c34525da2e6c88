import { expect, nextFrame } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { issue, recharge } from '../../src/api/contract/money/card';
import { apply } from '../../src/api/contract/money/settlement';
import { callApi } from '../../src/api/transport';
import { ConsoleApp, consoleHistory } from '../../src/screens/shell';
import { idCardCheckDigit } from '../../src/validation';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { until } from './support/shadow-queries';
import {
  merchantOf,
  referenceClockAdvance,
  referenceDevice,
  referenceLogin,
  referenceNow,
  resetReferenceServer,
} from './support/reference-session';
import { wellWhere } from './support/well-fixtures';

// Issue 27: at the widths merchants have, with the sidebar open, every table page shows its row's
// key (fixed left), the figures read first and 操作 (fixed right) without scrolling sideways, and
// the key stays in view when the table is scrolled to its end.

/** A table of the console: its page, the tab to open first, and the headers of the figures read first. */
interface TableView {
  path: string;
  tab?: string;
  readFirst: readonly string[];
}

const VIEWS: readonly TableView[] = [
  { path: '/agriculturalWell/well', readFirst: ['设备状态', '运行状态'] },
  { path: '/agriculturalWell/place', readFirst: ['机井数'] },
  { path: '/agriculturalWell/record', readFirst: ['状态', '金额(元)'] },
  { path: '/agriculturalWell/feedback', readFirst: ['是否处理'] },
  { path: '/agriculturalWell/card', readFirst: ['卡状态', '余额(元)'] },
  { path: '/agriculturalWell/bill', readFirst: ['金额(元)', '状态'] },
  { path: '/agriculturalWell/fund', readFirst: ['金额(元)', '变动后余额(元)'] },
  { path: '/agriculturalWell/reconcile', readFirst: ['差额(元)', '处理状态'] },
  { path: '/agriculturalWell/settlement', tab: '结算记录', readFirst: ['结算金额(元)', '结算状态'] },
  { path: '/agriculturalWell/settlement', tab: '我的服务', readFirst: ['金额(元)', '支付状态'] },
  { path: '/agriculturalWell/report', readFirst: ['用水量(m³)', '收入(元)'] },
  { path: '/agriculturalWell/monitor', readFirst: ['在线/信号', '水位(m)', '运行状态'] },
  { path: '/agriculturalWell/inspection', tab: '巡检任务', readFirst: ['任务状态'] },
  { path: '/agriculturalWell/inspection', tab: '巡检计划', readFirst: [] },
  { path: '/agriculturalWell/notice', readFirst: ['状态'] },
  { path: '/fertigation/place', readFirst: [] },
  { path: '/fertigation/area', readFirst: [] },
  { path: '/fertigation/valve', readFirst: ['状态'] },
  { path: '/fertigation/equip', readFirst: ['运行状态', '设备状态'] },
  { path: '/fertigation/equipType', readFirst: ['启用'] },
  { path: '/fertigation/record', readFirst: ['状态', '金额(元)'] },
  { path: '/fertigation/feedback', readFirst: ['是否处理'] },
  { path: '/fertigation/template', readFirst: [] },
  { path: '/system/user', readFirst: ['状态'] },
  { path: '/system/role', readFirst: [] },
  { path: '/system/loginLog', readFirst: ['结果'] },
  { path: '/system/operLog', readFirst: [] },
];

const OPS = '操作';
/** Sub-pixel edges: a rounding's worth of slack. */
const SLACK = 1;

/** Where a view failed, in words (failures print text, not elements). */
type Misses = string[];

/**
 * Rows for the two tables the seed leaves empty: a settlement of an online recharge (申请结算), and
 * a reconciliation issue of an offline record made with a card of nobody's.
 */
async function rowsOfTheEmptyTables(): Promise<void> {
  const well = await wellWhere(await merchantOf(), 'a normal well', "w.status = 'normal'");
  const first17 = '11010119800303277';
  const card = await callApi(issue, {
    farmerName: '列宽测试',
    farmerMobile: '13700002727',
    idCard: first17 + idCardCheckDigit(first17),
    placeId: well.place_id,
    cardType: 'online',
  });
  await callApi(recharge, { cardId: card.id, amount: 100, payMode: 'alipay' });
  // the server's clock stands still: a moment later, so that the recharge is before the settlement's end
  await referenceClockAdvance(1000);
  await callApi(apply, {});
  const { username } = await referenceDevice.connect(well.id);
  const at = (await referenceNow()).getTime() - 3_600_000;
  await referenceDevice.order(username, {
    recordNo: 1,
    cardNo: 'NOBODY2727',
    startedAt: at,
    endedAt: at + 1_800_000,
    startWh: 1_000,
    endWh: 1_500,
    startLiters: 10_000,
    endLiters: 15_000,
    amountFen: 300,
    balanceBeforeFen: 900,
    balanceAfterFen: 600,
  });
}

let mounted: Mounted;
let history: ReturnType<typeof consoleHistory>;

const shownPage = (path: string) => mounted.shadow.querySelector<HTMLElement>(`.page[data-path="${path}"]:not([hidden])`);
const shownWrap = (page: HTMLElement) =>
  [...page.querySelectorAll<HTMLElement>('.irr-table-wrap')].find((w) => w.getClientRects().length > 0);

/**
 * `test` true within a few frames (a kept page shows on the next render), else waited for as
 * `until` waits: its polling, 50 ms a turn, took most of a shown page's check.
 */
async function soon(test: () => unknown, message: string): Promise<void> {
  for (let frame = 0; frame < 4; frame += 1) {
    if (test()) return;
    await nextFrame();
  }
  await until(test, message);
}

/** Opens the view's page (its tab) and waits for the table's first rows. */
async function open(view: TableView): Promise<HTMLElement> {
  history.navigate(view.path);
  await soon(() => shownPage(view.path), `${view.path} shows`);
  if (view.tab) {
    const tab = () => [...shownPage(view.path)!.querySelectorAll<HTMLElement>('[role="tab"]')].find((b) => b.textContent === view.tab);
    await soon(tab, `${view.path}: the tab ${view.tab}`);
    // the tabs' own tests click them for real; here a tab is only the way to its table
    if (tab()!.getAttribute('aria-selected') !== 'true') tab()!.click();
    await soon(() => tab()!.getAttribute('aria-selected') === 'true', `${view.path}: the tab ${view.tab} shows`);
  }
  const name = `${view.path}${view.tab ? ` (${view.tab})` : ''}`;
  const wrap = () => shownWrap(shownPage(view.path)!);
  await soon(() => wrap()?.querySelector('table[aria-busy="false"] tbody tr td:nth-child(2)'), `${name}: rows`);
  return wrap()!;
}

/** The wrap's visible box, inside its borders and scrollbar. */
function box(wrap: HTMLElement) {
  const rect = wrap.getBoundingClientRect();
  const left = rect.left + wrap.clientLeft;
  return { left, right: left + wrap.clientWidth };
}

/** What of the first row lies out of view in `wrap` scrolled as it is now. */
function missesOf(name: string, wrap: HTMLElement, readFirst: readonly string[]): Misses {
  const misses: Misses = [];
  const { left, right } = box(wrap);
  if (right > window.innerWidth + SLACK) misses.push(`${name}: the table's box ends at ${right}, past the window's ${window.innerWidth}`);
  const headers = [...wrap.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
  const cells = [...wrap.querySelector('tbody tr')!.querySelectorAll('td')];
  const fixedEdge = (side: 'left' | 'right') =>
    cells.filter((td) => td.dataset.fixed === side).map((td) => td.getBoundingClientRect()[side === 'left' ? 'right' : 'left']);
  // the figures must be clear of the fixed columns too, not under them
  const from = Math.max(left, ...fixedEdge('left'));
  const to = Math.min(right, ...fixedEdge('right'));
  const within = (title: string, lo: number, hi: number) => {
    const index = headers.indexOf(title);
    if (index < 0) return misses.push(`${name}: no column ${title} (${headers.join(' | ')})`);
    const rect = cells[index]!.getBoundingClientRect();
    if (rect.left < lo - SLACK || rect.right > hi + SLACK)
      misses.push(`${name}: ${title} at ${Math.round(rect.left)}–${Math.round(rect.right)}, out of ${Math.round(lo)}–${Math.round(hi)}`);
  };
  within(headers[0]!, left, right);
  for (const title of readFirst) if (title !== headers[0]) within(title, from, to);
  if (headers.includes(OPS)) within(OPS, left, right);
  return misses;
}

/** The view's misses as it opens, then scrolled sideways to its end (the key and 操作 only). */
async function checkView(view: TableView): Promise<Misses> {
  const wrap = await open(view);
  const name = `${view.path}${view.tab ? ` (${view.tab})` : ''} at ${window.innerWidth}px`;
  wrap.scrollLeft = 0;
  await nextFrame();
  const misses = missesOf(name, wrap, view.readFirst);
  if (wrap.scrollWidth > wrap.clientWidth) {
    wrap.scrollLeft = wrap.scrollWidth;
    await nextFrame();
    misses.push(...missesOf(`${name} scrolled to the end`, wrap, []));
    wrap.scrollLeft = 0;
  }
  return misses;
}

describe('table pages: the key, the figures read first and 操作 in view', function () {
  // bounds, not waits: each test measures 27 tables, and the first opens each page (its chunk, its rows)
  this.timeout(180_000);
  before(async () => {
    await resetReferenceServer();
    await referenceLogin();
    await rowsOfTheEmptyTables();
    history = consoleHistory({ routeMode: 'memory', initialPath: '/agriculturalWell/home', memoryStorageKey: null });
    mounted = mountInShadow(<ConsoleApp routeMode="memory" history={history} />);
    // every page opened once, kept in its tab: the tests below only show them again at their widths
    for (const view of VIEWS) await open(view);
  });
  after(async () => {
    mounted.unmount();
    await setViewport({ width: 800, height: 600 });
  });

  for (const [width, height] of [
    [1366, 768],
    [1440, 900],
    [1920, 1080],
    [2560, 1440],
  ] as const) {
    it(`at ${width} × ${height}, with the sidebar open`, async () => {
      await setViewport({ width, height });
      await until(() => mounted.shadow.querySelector('.shell:not([data-collapsed])'), 'the sidebar open');
      const misses: Misses = [];
      for (const view of VIEWS) misses.push(...(await checkView(view)));
      expect(misses).to.deep.equal([]);
    });
  }
});
