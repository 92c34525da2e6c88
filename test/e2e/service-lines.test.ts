import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  FERTIGATION_ONLY_ADMIN,
  FIRST_MENU_PATH,
  loginThroughScreen,
  openFromSidebar,
  shell,
  waitForPath,
} from './support/console-page';
import { e2eSuite } from './support/suite';

// Spec section 2: each business line's scripts load when its module is first entered, after the
// service-line call (plat/common/findMerchantServiceTypeList). A merchant without the wells line
// gets none of its menus and never fetches its chunks (`chunks/agriculturalWell-<hash>.js` and its
// screens' `chunks/agriculturalWell-<screen>-<hash>.js`, scripts/build-chunks.mjs).

const { e2e } = e2eSuite('service-lines');

/** The chunk files the page fetches (paths under /dist/), and the lines the console was told. */
function watch(page: Page): { chunks: Set<string>; lines: Promise<unknown> } {
  const chunks = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/dist/') && path.includes('/chunks/')) chunks.add(path.slice(path.lastIndexOf('/') + 1));
  });
  const lines = page
    .waitForResponse((r) => new URL(r.url()).pathname === '/cpi/plat/common/findMerchantServiceTypeList')
    .then(async (r) => ((await r.json()) as { data: unknown }).data);
  return { chunks, lines };
}

const ofGroup = (chunks: Set<string>, group: string) => [...chunks].filter((file) => file.startsWith(`${group}-`));

e2e(
  "the fertigation-only merchant: no wells menu, and the wells' chunks are never fetched, not even at a wells path",
  async ({ page, pageErrors }) => {
    const { chunks, lines } = watch(page);
    await loginThroughScreen(page, FERTIGATION_ONLY_ADMIN);
    assert.deepEqual(await lines, ['fertigation']);
    await waitForPath(page, '/fertigation/home');
    await page.locator('[part="page"][data-path="/fertigation/home"]').getByRole('heading', { level: 2 }).first().waitFor();
    const sidebar = shell(page).sidebar;
    assert.equal(await sidebar.getByRole('button', { name: '农业机井', exact: true }).count(), 0);
    assert.equal(await sidebar.getByRole('button', { name: '水肥一体化', exact: true }).count(), 1);

    // another fertigation screen (a lazy part of the group), then the system group
    await openFromSidebar(page, '水肥一体化', '村镇管理');
    await page.getByRole('region', { name: '村镇管理', exact: true }).getByRole('table').waitFor();
    await openFromSidebar(page, '系统管理', '用户管理');
    await page.getByRole('cell', { name: FERTIGATION_ONLY_ADMIN, exact: true }).waitFor();
    assert.ok(ofGroup(chunks, 'fertigation').length >= 2, `the fertigation chunks came when entered: ${[...chunks].join(', ')}`);

    // a wells address typed in: the console has no such page for this merchant
    await page.goto('/agriculturalWell/well');
    await waitForPath(page, '/404');
    assert.deepEqual(ofGroup(chunks, 'agriculturalWell'), [], 'no chunk of the wells line');
    assert.deepEqual(pageErrors, []);
  },
);

e2e("a merchant with both lines fetches the wells' chunk when it enters the wells (the same watch sees it)", async ({ page }) => {
  const { chunks, lines } = watch(page);
  await loginThroughScreen(page, ADMIN);
  assert.deepEqual(await lines, ['agriculturalWell', 'fertigation']);
  await waitForPath(page, FIRST_MENU_PATH);
  await page.locator(`[part="page"][data-path="${FIRST_MENU_PATH}"]`).getByRole('heading', { level: 1 }).waitFor();
  assert.equal(ofGroup(chunks, 'agriculturalWell').length > 0, true, [...chunks].join(', '));
  assert.deepEqual(ofGroup(chunks, 'fertigation'), [], 'the fertigation line not yet entered');
});
