import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { OPERATOR, loginThroughScreen, waitForPath } from './support/console-page';
import { e2eSuite } from './support/suite';

const suite = e2eSuite('inspection-phone');
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const PATH = '/agriculturalWell/inspection';
/** Where the closing note's screenshots go when asked (IRR_SHOTS_DIR=/work/shots); nothing is written otherwise. */
const SHOTS = process.env.IRR_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `inspect-${name}.png`) });
}

/** How far the page, and the console's scrolling page box, reach past the viewport's width. */
const overflow = (page: Page) =>
  page.evaluate(`(() => {
    const box = document.querySelector('irr-console')?.shadowRoot?.querySelector('.page:not([hidden])');
    return { document: document.documentElement.scrollWidth - window.innerWidth, page: box ? box.scrollWidth - box.clientWidth : -1 };
  })()`) as Promise<{ document: number; page: number }>;

suite.e2e(
  "the inspector's phone: the whole console at 390 px shows the tasks as cards, own first, and 执行巡检 takes photos",
  async ({ page, context, pageErrors }) => {
    await loginThroughScreen(page, OPERATOR);
    await page.goto(PATH);
    await waitForPath(page, PATH);
    const cards = page.locator('.irr-task-card');
    await cards.first().waitFor();
    await page.locator('.irr-task-cards[aria-busy="false"]').waitFor();
    assert.equal(await page.locator('.irr-table-page table').count(), 0, 'no wide table');
    // the operator inspects the seeded plans: its tasks lead, the first overdue
    assert.equal(await cards.first().getAttribute('data-mine'), '');
    assert.equal(await cards.first().getAttribute('data-overdue'), '');
    assert.match((await cards.first().locator('[data-overdue-tag]').textContent()) ?? '', /^已逾期/);
    assert.deepEqual(await overflow(page), { document: 0, page: 0 }, 'nothing scrolls sideways');
    await shot(page, 'tasks');

    const running = cards.filter({ has: page.getByRole('button', { name: /^执行巡检 / }) }).first();
    await running.getByRole('button', { name: /^执行巡检 / }).click();
    await page.getByRole('heading', { level: 2, name: /^执行巡检 · / }).waitFor();
    const finish = page.locator('.irr-phone-finish');
    const camera = finish.locator('input[type="file"]');
    assert.equal(await camera.getAttribute('capture'), 'environment');
    await finish.getByText('异常', { exact: true }).click();
    await finish.getByLabel('巡检说明').fill('出水口渗水，已拍照');
    await camera.setInputFiles({ name: 'well.png', mimeType: 'image/png', buffer: await wellPhoto(page) });
    await page.locator('.irr-phone-thumbs img').waitFor();
    assert.deepEqual(await overflow(page), { document: 0, page: 0 }, 'nothing scrolls sideways in 执行巡检');
    await shot(page, 'execute');

    // a slow phone network: the photo goes out at 4 KB/s, its progress shown until it is stored
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 4_000 });
    const save = finish.getByRole('button', { name: '保存巡检结果', exact: true });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    const progress = finish.locator('[data-upload-percent]');
    await page.waitForFunction(
      `(() => {
        const p = document.querySelector('irr-console').shadowRoot.querySelector('[data-upload-percent]');
        return p !== null && Number(p.getAttribute('data-upload-percent')) > 0;
      })()`,
    );
    assert.match((await progress.textContent()) ?? '', /^正在上传照片 0\/1，\d+%$/);
    await finish.locator('.irr-phone-progress').scrollIntoViewIfNeeded();
    await shot(page, 'uploading');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.getByText('巡检已完成，已生成故障反馈').waitFor();
    await cards.first().waitFor();
    const done = await suite.server.db
      .selectFrom('inspection_task')
      .select(['status', 'result', 'pictures'])
      .where('remark', '=', '出水口渗水，已拍照')
      .execute();
    assert.equal(done.length, 1);
    assert.deepEqual([done[0]!.status, done[0]!.result], ['FINISH', 'ABNORMAL']);
    assert.match(done[0]!.pictures, /^[0-9a-f]{32}\.png$/);
    assert.deepEqual(pageErrors, []);
  },
  PHONE,
);

/** A picture standing in for a camera photo: a sky, a field and a well head, drawn in the page. */
async function wellPhoto(page: Page): Promise<Buffer> {
  const data = (await page.evaluate(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 480;
    const c = canvas.getContext('2d');
    const paint = (colour, x, y, w, h) => { c.fillStyle = colour; c.fillRect(x, y, w, h); };
    paint('#9cc7ef', 0, 0, 480, 260);
    paint('#6f9d4a', 0, 260, 480, 220);
    paint('#8a8f98', 190, 170, 100, 150);
    paint('#2f5f9e', 175, 150, 130, 28);
    for (let i = 0; i < 3000; i++) paint(i % 2 ? '#5d8a3a' : '#7fae57', (i * 97) % 480, 260 + ((i * 61) % 220), 3, 3);
    return canvas.toDataURL('image/png');
  })()`)) as string;
  return Buffer.from(data.slice(data.indexOf(',') + 1), 'base64');
}
