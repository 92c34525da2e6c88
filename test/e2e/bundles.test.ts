import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { consolePage } from '../../bench/bench-pages';
import { routeLoads, type Build } from '../../bench/bundle-sizes';
import { ROOT } from '../server/support/child-server';
import { ADMIN, FIRST_MENU_PATH, openFromSidebar, openLogin, PASSWORD, shell, submitLogin } from './support/console-page';
import { e2eSuite } from './support/suite';

// Every build in a real browser: the two module builds (lazy chunks) and the CDN's single classic
// script. The fertigation home, the gallery and a lazily loaded fertigation screen work in each,
// and the module builds fetch what `npm run bench` counts for them, from the same
// bundle-meta.json: a group's first page brings no on-demand part, each part comes when opened.

const { e2e } = e2eSuite('bundles');
const DIST = join(ROOT, 'dist');
const GALLERY = '组件示例';

/** The console alone on a page in hash mode (the bench's page), logged in on its first page; the JS files it fetches from dist. */
async function openBuild(page: Page, build: Build): Promise<{ fetched: Set<string> }> {
  const fetched = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/dist/') && path.endsWith('.js')) fetched.add(path.slice('/dist/'.length));
  });
  await page.route('**/bundle.html', (route) => route.fulfill({ contentType: 'text/html', body: consolePage(build) }));
  await openLogin(page, '/bundle.html#/login');
  await submitLogin(page, ADMIN, PASSWORD);
  await shell(page).sidebar.waitFor();
  await page.waitForURL((url) => url.hash === `#${FIRST_MENU_PATH}`);
  // The first page shown, so that its chunks are not counted for the next page opened: the wells'
  // home draws its 30 days' chart (uPlot, a part of its own, 24 KB gzip) once its figures are there.
  const first = page.locator(`[part="page"][data-path="${FIRST_MENU_PATH}"]`);
  await first.getByRole('heading', { level: 1 }).waitFor();
  await first.locator('canvas').first().waitFor();
  return { fetched };
}

/** Opens the gallery: every section closed; then opens them all and waits for every demo. */
async function useGallery(page: Page, beforeOpening: () => void = () => undefined): Promise<void> {
  await openFromSidebar(page, '开发模块', GALLERY);
  const gallery = page.getByRole('region', { name: GALLERY, exact: true });
  await gallery.getByRole('heading', { level: 1, name: GALLERY }).waitFor();
  const sections = gallery.getByRole('heading', { level: 2 }).getByRole('button');
  assert.equal(await sections.count(), 16);
  beforeOpening();
  await gallery.getByRole('button', { name: '全部展开', exact: true }).click();
  await gallery.getByText('共 137 条').nth(1).waitFor();
  await gallery.getByRole('button', { name: '打开对话框 1' }).waitFor();
  await gallery.getByRole('button', { name: '退款', exact: true }).waitFor();
  assert.equal(await gallery.getByRole('status').filter({ hasText: '加载中' }).count(), 0, 'no section still loading');
}

/** Opens 水肥一体化 › 首页, the group's first page, and waits for its figures. */
async function useFertigationHome(page: Page): Promise<void> {
  await openFromSidebar(page, '水肥一体化', '首页');
  await page.waitForURL((url) => url.hash === '#/fertigation/home');
  const home = page.locator('[part="page"][data-path="/fertigation/home"]');
  await home.getByRole('heading', { level: 2 }).first().waitFor();
  await home.getByText('损坏', { exact: true }).waitFor();
  await home.getByText('已取消', { exact: true }).waitFor();
}

/** Opens 水肥一体化 › 村镇管理 (a lazily loaded screen) and waits for its table. */
async function usePlaces(page: Page): Promise<void> {
  await openFromSidebar(page, '水肥一体化', '村镇管理');
  await page.getByRole('region', { name: '村镇管理', exact: true }).getByRole('table').waitFor();
}

/**
 * Runs `open` and checks what it fetched against the bench's count for that page: every file of
 * `files` is loaded by then, and nothing outside them was fetched on the way.
 */
async function expectFetches(fetched: Set<string>, name: string, files: readonly string[], open: () => Promise<void>): Promise<void> {
  const before = new Set(fetched);
  await open();
  const added = [...fetched].filter((file) => !before.has(file));
  assert.deepEqual(
    added.filter((file) => !files.includes(file)),
    [],
    `${name}: fetched beyond what the bench counts`,
  );
  for (const file of files) assert.ok(fetched.has(file), `${name}: ${file} fetched`);
}

for (const build of ['light', 'esm'] as const) {
  e2e(
    `${build}: a group's first page fetches what the bench counts, no on-demand part; each part comes when opened`,
    async ({ page, pageErrors }) => {
      const loads = new Map(routeLoads(DIST, build).map((g) => [g.group, g]));
      const fertigation = loads.get('fertigation')!;
      const devModule = loads.get('devModule')!;
      assert.equal(devModule.parts.length, 15, 'one chunk per demo module (16 sections: the two table pages share one)');
      const { fetched } = await openBuild(page, build);
      await expectFetches(fetched, 'fertigation home', fertigation.landing.bytes.files, () => useFertigationHome(page));
      // a section's chunk may be shared with a page opened before (a label table): then it is already here
      const beforeGallery = new Set(fetched);
      await expectFetches(
        fetched,
        'gallery',
        devModule.parts.flatMap((p) => p.bytes.files),
        () =>
          useGallery(page, () => {
            const sections = devModule.parts.flatMap((p) => p.own).filter((file) => !devModule.landing.own.includes(file));
            for (const file of devModule.landing.bytes.files) assert.ok(fetched.has(file), `gallery: ${file} fetched`);
            assert.deepEqual(
              [...new Set(sections)].filter((file) => fetched.has(file) && !beforeGallery.has(file)),
              [],
              'no section fetched before it is opened',
            );
          }),
      );
      const place = fertigation.parts.find((p) => p.name === 'fertigation/place-screen')!;
      await expectFetches(fetched, place.name, place.bytes.files, () => usePlaces(page));
      assert.deepEqual(pageErrors, []);
    },
  );
}

e2e(
  'cdn: the classic script runs the home, the gallery and the lazily loaded screens, fetching its own chunks only',
  async ({ page, pageErrors }) => {
    const { fetched } = await openBuild(page, 'cdn');
    await useFertigationHome(page);
    await useGallery(page);
    await usePlaces(page);
    assert.ok([...fetched].includes('cdn/irr-console.js'));
    assert.deepEqual(
      [...fetched].filter((file) => file !== 'cdn/irr-console.js' && !file.startsWith('cdn/chunks/')),
      [],
      'nothing but the CDN build',
    );
    assert.deepEqual(pageErrors, []);
  },
);
