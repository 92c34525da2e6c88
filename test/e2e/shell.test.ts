import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { FIRST_MENU_PATH, loginThroughScreen, openFromSidebar, pathOf, shell, waitForPath } from './support/console-page';
import { e2eSuite } from './support/suite';

const { e2e } = e2eSuite('shell');

/** The visible page of the open tab (background tabs stay mounted but hidden). */
const visiblePage = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Scroll offset of a kept page's box, read inside the console's shadow root. */
function pageScrollTop(page: Page, path: string): Promise<number> {
  return page.locator(`[part="page"][data-path="${path}"]`).evaluate((box) => box.scrollTop);
}

e2e('tabs: the first is permanent, pages keep their state, closing moves to a neighbour, close others', async ({ page }) => {
  await loginThroughScreen(page);
  const ui = shell(page);
  await waitForPath(page, FIRST_MENU_PATH);

  await openFromSidebar(page, '农业机井', '机井管理');
  await waitForPath(page, '/agriculturalWell/well');
  const well = visiblePage(page, '机井管理');
  await well.waitFor();
  // filters typed but not searched yet (a half-filled form), 20 rows a page (tall enough to scroll), page 2
  const keyword = well.getByRole('search').getByLabel('机井编号/名称/井长', { exact: true });
  const status = well.getByRole('search').getByLabel('设备状态', { exact: true });
  const onPage2 = well.locator('button[aria-current="page"]').filter({ hasText: /^2$/ });
  await keyword.fill('机井 1');
  await status.selectOption({ label: '故障' });
  await well.getByRole('combobox', { name: '每页条数' }).selectOption('20');
  await well.getByRole('button', { name: '下一页' }).click();
  await onPage2.waitFor();
  await page.locator('[part="page"][data-path="/agriculturalWell/well"]').hover();
  await page.mouse.wheel(0, 800);
  await page.waitForFunction(`document.querySelector('irr-console').shadowRoot
    .querySelector('[data-path="/agriculturalWell/well"]').scrollTop > 0`);
  const scrolled = await pageScrollTop(page, '/agriculturalWell/well');

  await openFromSidebar(page, '农业机井', '村镇管理');
  await waitForPath(page, '/agriculturalWell/place');
  await visiblePage(page, '村镇管理').waitFor();
  assert.equal(await well.isVisible(), false, 'the other tab is hidden');
  await openFromSidebar(page, '系统管理', '用户管理');
  await waitForPath(page, '/system/user');
  await visiblePage(page, '用户管理').waitFor();
  assert.deepEqual(await ui.tabLinks.allTextContents(), ['首页', '机井管理', '村镇管理', '用户管理']);
  assert.equal(await ui.closeTab('首页').count(), 0, 'the first tab cannot be closed');
  assert.equal(await ui.closeTab('用户管理').count(), 1);

  await ui.tabs.getByRole('link', { name: '机井管理', exact: true }).click();
  await waitForPath(page, '/agriculturalWell/well');
  await well.waitFor();
  assert.equal(await keyword.inputValue(), '机井 1', 'filter kept');
  assert.equal(await status.inputValue(), 'broken', 'half-filled form kept');
  await onPage2.waitFor();
  assert.equal(await pageScrollTop(page, '/agriculturalWell/well'), scrolled, 'scroll position kept');
  assert.equal(await ui.activeTab.textContent(), '机井管理');

  // closing the current tab shows its right neighbour
  await ui.tabs.getByRole('link', { name: '村镇管理', exact: true }).click();
  await waitForPath(page, '/agriculturalWell/place');
  await ui.closeTab('村镇管理').click();
  await waitForPath(page, '/system/user');
  await visiblePage(page, '用户管理').waitFor();
  assert.deepEqual(await ui.tabLinks.allTextContents(), ['首页', '机井管理', '用户管理']);

  // at the end of the row, the left one
  await ui.closeTab('用户管理').click();
  await waitForPath(page, '/agriculturalWell/well');
  assert.equal(await keyword.inputValue(), '机井 1');
  assert.deepEqual(await ui.tabLinks.allTextContents(), ['首页', '机井管理']);

  // close others keeps the permanent tab and the current one
  await openFromSidebar(page, '农业机井', '用水记录');
  await openFromSidebar(page, '农业机井', '故障反馈');
  await waitForPath(page, '/agriculturalWell/feedback');
  assert.deepEqual(await ui.tabLinks.allTextContents(), ['首页', '机井管理', '用水记录', '故障反馈']);
  await ui.tabs.getByRole('link', { name: '用水记录', exact: true }).click();
  await waitForPath(page, '/agriculturalWell/record');
  await ui.closeOthers.click();
  await ui.tab('故障反馈').waitFor({ state: 'detached' });
  assert.deepEqual(await ui.tabLinks.allTextContents(), ['首页', '用水记录']);
  assert.equal(pathOf(page), '/agriculturalWell/record');
  assert.equal(await ui.closeOthers.isDisabled(), true, 'nothing else left to close');
});

/** The sidebar's computed background colour: what the colour scheme visibly changes. */
function sidebarBackground(page: Page): Promise<string> {
  // runs in the page; the node project has no DOM types
  type Win = { getComputedStyle(element: unknown): { backgroundColor: string } };
  return page.locator('[part="sidebar"]').evaluate((aside) => (globalThis as unknown as Win).getComputedStyle(aside).backgroundColor);
}

const DEFAULT_SIDEBAR = 'rgb(0, 21, 41)'; // #001529
const GREEN_SIDEBAR = 'rgb(11, 46, 36)'; // #0b2e24

e2e('a colour scheme stays after a reload, and reset returns to the default', async ({ page, context }) => {
  await loginThroughScreen(page);
  const ui = shell(page);
  assert.equal(await sidebarBackground(page), DEFAULT_SIDEBAR);

  await ui.schemeMenu.click();
  assert.deepEqual(await page.getByRole('menuitemradio').allTextContents(), ['经典蓝', '生机绿', '活力橙', '典雅紫', '中国红', '明亮白']);
  await page.getByRole('menuitemradio', { name: '生机绿' }).click();
  await page.waitForFunction(`getComputedStyle(document.querySelector('irr-console').shadowRoot
    .querySelector('[part="sidebar"]')).backgroundColor === '${GREEN_SIDEBAR}'`);
  const cookie = (await context.cookies()).find((c) => c.name === 'irr-color-scheme');
  assert.equal(cookie?.value, 'green');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  assert.ok(days > 364 && days <= 365, `kept for 365 days (expires in ${days.toFixed(1)} days)`);

  await page.reload();
  await ui.sidebar.waitFor();
  assert.equal(await sidebarBackground(page), GREEN_SIDEBAR, 'the scheme is applied after a reload');
  await ui.schemeMenu.click();
  assert.equal(await page.getByRole('menuitemradio', { name: '生机绿' }).getAttribute('aria-checked'), 'true');

  await page.getByRole('menuitem', { name: '恢复默认' }).click();
  await page.waitForFunction(`getComputedStyle(document.querySelector('irr-console').shadowRoot
    .querySelector('[part="sidebar"]')).backgroundColor === '${DEFAULT_SIDEBAR}'`);
  assert.equal(
    (await context.cookies()).some((c) => c.name === 'irr-color-scheme'),
    false,
    'the cookie is forgotten',
  );
  await page.reload();
  await ui.sidebar.waitFor();
  assert.equal(await sidebarBackground(page), DEFAULT_SIDEBAR);
});

/** Waits until the sidebar's rendered width is `width` (it animates). */
function waitForSidebarWidth(page: Page, width: number): Promise<unknown> {
  return page.waitForFunction(`document.querySelector('irr-console').shadowRoot
    .querySelector('[part="sidebar"]').getBoundingClientRect().width === ${width}`);
}

e2e('the sidebar collapses from 200 px and stays collapsed after a reload', async ({ page }) => {
  await loginThroughScreen(page);
  await waitForSidebarWidth(page, 200);
  await page.getByRole('button', { name: '收起菜单' }).click();
  await waitForSidebarWidth(page, 64);
  await page.reload();
  await page.getByRole('button', { name: '展开菜单' }).waitFor();
  await waitForSidebarWidth(page, 64);
  await page.getByRole('button', { name: '展开菜单' }).click();
  await waitForSidebarWidth(page, 200);
});

e2e('reloading on a business route stays on that route', async ({ page }) => {
  await loginThroughScreen(page);
  await openFromSidebar(page, '水肥一体化', '阀门管理');
  await waitForPath(page, '/fertigation/valve');
  await visiblePage(page, '阀门管理').waitFor();

  await page.reload();
  await visiblePage(page, '阀门管理').waitFor();
  assert.equal(pathOf(page), '/fertigation/valve');
  assert.equal(await shell(page).activeTab.textContent(), '阀门管理');

  // and a typed address of another business route opens it directly
  await page.goto('/agriculturalWell/bill');
  await visiblePage(page, '账单管理').waitFor();
  assert.equal(pathOf(page), '/agriculturalWell/bill');
});
