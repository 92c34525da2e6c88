import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { fertigationEquipCalls, fertigationFeedbackCalls, fertigationPermissions } from '../../src/api/contract';
import type { HomeSummary } from '../../src/api/contract/fertigation/home';
import { expectedSummary } from '../server/support/home-expected';
import { apiAs } from './support/api-as';
import type { PageRun } from './support/browser';
import { ADMIN, OPERATOR, openFromSidebar, shell, waitForPath } from './support/console-page';
import { fertigationSuite } from './support/fertigation-screens';

const suite = fertigationSuite('fertigation-home');
const e2e = (name: string, user: string, body: (run: PageRun) => Promise<void>) => suite.flow(name, body, user);

const PATH = '/fertigation/home';
const EQUIP_LIST = '设备运行状态';
const BASE_LIST = '基础数据';

/** Opens 水肥一体化 › 首页 from the sidebar; returns its page (the well group's 首页 is another tab of the same name). */
async function openHome(page: Page): Promise<Locator> {
  await openFromSidebar(page, '水肥一体化', '首页');
  await waitForPath(page, PATH);
  const home = page.locator(`[part="page"][data-path="${PATH}"]`);
  await home.getByRole('heading', { level: 1, name: '首页' }).waitFor();
  return home;
}

const percent = new Intl.NumberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 1 });

/** The cards a user should see for these figures, list by list, label -> shown value. */
function cardsOf(e: HomeSummary): Record<string, Record<string, string>> {
  const n = (v: number) => v.toLocaleString('zh-CN');
  return {
    [EQUIP_LIST]: {
      设备总数: n(e.equip.total),
      在线设备: n(e.equip.online),
      在线率: e.equip.onlineRate === null ? '—' : percent.format(e.equip.onlineRate),
      其他: n(e.equip.byRunState.OTHERS),
      空闲: n(e.equip.byRunState.AVAILABLE),
      运行中: n(e.equip.byRunState.OCCUPY),
      禁用: n(e.equip.byRunState.DISABLE),
      损坏: n(e.equip.byRunState.DAMAGE),
    },
    [`今日灌溉（${e.today.date}）`]: {
      今日订单: n(e.today.total),
      进行中: n(e.today.byStatus.RUNNING),
      待运行: n(e.today.byStatus.TO_RUN),
      已完成: n(e.today.byStatus.FINISH),
      已取消: n(e.today.byStatus.CANCEL),
      // grouped with fixed decimals (the demo's figures stay under 100,000, shown whole)
      '今日用水量(m³)': e.today.waterM3.toLocaleString('zh-CN', { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
      '今日金额(元)': e.today.amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    },
    [BASE_LIST]: { 未处理故障: n(e.unprocessedFeedback), 村镇数: n(e.places), 区域数: n(e.areas), 阀门数: n(e.valves) },
  };
}

/** The cards shown, read like `cardsOf` (lists by accessible name, each card's label and value). */
async function shownCards(home: Locator, lists: readonly string[]): Promise<Record<string, Record<string, string>>> {
  const shown: Record<string, Record<string, string>> = {};
  for (const name of lists) {
    const items = home.getByRole('list', { name, exact: true }).getByRole('listitem');
    const labels = await items.locator('.irr-figure-label').allTextContents();
    const values = await items.locator('.irr-figure-value').allTextContents();
    shown[name] = Object.fromEntries(labels.map((label, i) => [label, values[i] ?? '']));
  }
  return shown;
}

/** Checks that the page shows exactly what plain SQL on the server's database says now. */
async function assertShowsServerFigures(home: Locator): Promise<HomeSummary> {
  const expected = await expectedSummary(suite.server.db, suite.merchantId, suite.server.config.now());
  const cards = cardsOf(expected);
  assert.deepEqual(await shownCards(home, Object.keys(cards)), cards);
  return expected;
}

/** The card named `label value` (its accessible name), waited for. */
const card = (home: Locator, list: string, name: string) =>
  home.getByRole('list', { name: list, exact: true }).getByRole('listitem', { name, exact: true }).waitFor();

e2e('shows the server figures, opens the machines by keyboard, and follows writes on return and on 刷新', ADMIN, async ({ page }) => {
  const home = await openHome(page);
  await home.getByRole('list', { name: EQUIP_LIST, exact: true }).waitFor();
  const first = await assertShowsServerFigures(home);
  await card(home, EQUIP_LIST, `在线率 ${cardsOf(first)[EQUIP_LIST]?.在线率}`);

  // The 设备总数 card is a link: Enter on it opens the machines' screen in a tab.
  const toEquip = home.getByRole('link', { name: `设备总数 ${first.equip.total}，前往设备管理`, exact: true });
  await toEquip.focus();
  await page.keyboard.press('Enter');
  await waitForPath(page, '/fertigation/equip');

  // Meanwhile a machine is stopped through the API; back on the home tab, the figures reload.
  const machine = await suite.server.db
    .selectFrom('fertigation_equip')
    .select('id')
    .where('merchant_id', '=', suite.merchantId)
    .where('status', '<>', 'stop')
    .where('run_state', '<>', 'OCCUPY')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await (
    await apiAs(suite.server, page)
  )(fertigationEquipCalls.changeStatus, { id: machine.id, status: 'stop' });
  await shell(page).tabs.locator(`a[href$="${PATH}"]`).click();
  await waitForPath(page, PATH);
  await card(home, EQUIP_LIST, `禁用 ${first.equip.byRunState.DISABLE + 1}`);
  const stopped = await assertShowsServerFigures(home);

  // A fault is processed through the API; 刷新 shows one open fault less.
  const fault = await suite.server.db
    .selectFrom('fault_feedback')
    .select('id')
    .where('merchant_id', '=', suite.merchantId)
    .where('business', '=', 'fertigation')
    .where('processed', '=', 'N')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await (
    await apiAs(suite.server, page)
  )(fertigationFeedbackCalls.process, { id: fault.id, processResult: '首页测试处理', pictures: [] });
  await home.getByRole('button', { name: '刷新', exact: true }).click();
  await card(home, BASE_LIST, `未处理故障 ${stopped.unprocessedFeedback - 1}`);
  await assertShowsServerFigures(home);
});

e2e('a failed load shows the error with 重试, which loads the figures once the permission is back', OPERATOR, async ({ page }) => {
  const db = suite.server.db;
  const button = await db
    .selectFrom('menu')
    .select('id')
    .where('permission', '=', fertigationPermissions.home.view)
    .executeTakeFirstOrThrow();
  const grants = await db.selectFrom('role_menu').selectAll().where('menu_id', '=', button.id).execute();
  await db.deleteFrom('role_menu').where('menu_id', '=', button.id).execute();
  let restored = false;
  const restore = async () => {
    if (!restored && grants.length > 0) await db.insertInto('role_menu').values(grants).execute();
    restored = true;
  };
  try {
    await openHome(page);
    const home = page.locator(`[part="page"][data-path="${PATH}"]`);
    const alert = home.getByRole('alert').filter({ hasText: '加载失败' });
    await alert.waitFor();
    assert.equal(await home.getByRole('list').count(), 0, 'no figures without the permission');
    await restore();
    await alert.getByRole('button', { name: '重试', exact: true }).click();
    await home.getByRole('list', { name: EQUIP_LIST, exact: true }).waitFor();
    await alert.waitFor({ state: 'detached' });
    await assertShowsServerFigures(home);
  } finally {
    await restore();
  }
});
