import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { savePlan } from '../../src/api/contract/well/inspection';
import { callApi } from '../../src/api/transport';
import { InspectionScreen } from '../../src/screens/agriculturalWell/inspection';
import { dropNextAnswer, throttleUploads } from './support/network-conditions';
import { click, fill } from './support/real-input';
import { oneRow } from './support/reference-fixtures';
import { holdClocksTogether, referenceNow, referenceScreenSuite, referenceSql } from './support/reference-session';
import { shadowQueries, until } from './support/shadow-queries';
import { chooseFiles } from './support/upload-files';

const suite = referenceScreenSuite();
const { all, $, button } = shadowQueries(() => suite.mounted!.shadow);

const cards = () => all<HTMLLIElement>('.irr-task-card');
const cardOf = (taskId: number) => $<HTMLLIElement>(`.irr-task-card[data-task-id="${taskId}"]`);
const listed = () => $('.irr-task-cards[aria-busy="false"]') !== null && cards().length > 0;
const SURVEYED = { lng: 116.397128, lat: 39.916527 };

/** The China calendar date of an instant, by the browser's own zone database (an oracle apart from the screen's). */
const chinaDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(at);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

interface Mine {
  planId: number;
  tasks: { id: number; well_id: number; cd: string; name: string }[];
}

let planSeq = 0;
/** A plan whose inspector is the signed-in administrator, over two wells (the first surveyed, the second not), due in 90 days. */
async function adminPlan(): Promise<Mine> {
  planSeq += 1;
  const admin = await oneRow<{ id: number }>('the admin', `select id from merchant_user where mobile = '13800000000'`);
  const wells = await referenceSql<{ id: number }>(
    `select w.id from well w where w.merchant_id = $1
       and not exists (select 1 from inspection_task t where t.well_id = w.id and t.status <> 'FINISH')
     order by w.id limit 2`,
    [suite.merchant],
  );
  expect(wells, 'two wells without an open task').to.have.length(2);
  await referenceSql('update well set longitude = $2, latitude = $3 where id = $1', [wells[0]!.id, SURVEYED.lng, SURVEYED.lat]);
  await referenceSql('update well set longitude = null, latitude = null where id = $1', [wells[1]!.id]);
  const plan = await callApi(savePlan, {
    name: `手机巡检${planSeq}`,
    inspectorId: admin.id,
    intervalDays: 90,
    wellIds: wells.map((w) => w.id),
    enabled: 'Y',
    remark: '',
  });
  const tasks = await referenceSql<Mine['tasks'][number]>(
    'select t.id, t.well_id, w.cd, w.name from inspection_task t join well w on w.id = t.well_id where t.plan_id = $1 order by w.id',
    [plan.id],
  );
  return { planId: plan.id, tasks };
}

async function mountCards(): Promise<void> {
  suite.mount(<InspectionScreen />);
  await until(listed, 'the task cards');
}

/** Opens 执行巡检 of `taskId` by starting it from its card. */
async function startFromCard(taskId: number, well: string): Promise<void> {
  await click(cardOf(taskId)!.querySelector<HTMLButtonElement>('[aria-label^="开始巡检"]')!);
  await until(() => $('.irr-phone-finish h2')?.textContent === `执行巡检 · ${well}`, '执行巡检');
}

/** A PNG of random pixels (they do not compress): `side`² pixels, some hundreds of KB. */
async function noisePhoto(name: string, side: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d')!;
  const image = context.createImageData(side, side);
  for (let i = 0; i < image.data.length; i++) image.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
  context.putImageData(image, 0, 0);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** Every box of the screen that reaches past the viewport's right edge (the visually hidden file input aside). */
function overflowing(width: number): string[] {
  const past = all('*').filter(
    (el) => !el.classList.contains('irr-phone-visually-hidden') && el.getBoundingClientRect().right > width + 0.5,
  );
  return past.map((el) => `${el.tagName.toLowerCase()}.${el.className} right ${el.getBoundingClientRect().right}`);
}

/** What axe finds serious or critical in the screen, one line each. */
async function seriousFindings(): Promise<string[]> {
  const result = await axe.run(suite.mounted!.host, { resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact ?? ''}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

describe("巡检管理 on the inspector's phone (390 px) on the reference server", () => {
  let release: (() => void) | null = null;
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(async () => {
    release?.();
    release = null;
    await throttleUploads(null);
  });

  it('shows cards, the signed-in inspector’s own first, overdue ones marked with their days late, the map, thumb-sized controls, nothing wider than 360, 390 or 414 px', async () => {
    const mine = await adminPlan();
    // the page's clock and the server's at one instant: the server marks overdue, the card counts the days by the page's
    release = await holdClocksTogether();
    await mountCards();
    expect($('table'), 'no wide table').to.equal(null);
    const shown = cards();
    expect(
      shown.slice(0, 2).map((c) => Number(c.dataset.taskId)),
      'own tasks first',
    ).to.have.members(mine.tasks.map((t) => t.id));
    expect(shown.slice(0, 2).every((c) => c.querySelector('[data-mine-tag]')?.textContent === '我的')).to.equal(true);
    expect(shown.slice(2).some((c) => c.dataset.mine !== undefined)).to.equal(false);

    const now = await referenceNow();
    const overdue = await referenceSql<{ id: number; due_at: string }>(
      `select t.id, t.due_at from inspection_task t where t.merchant_id = $1 and t.status <> 'FINISH' and t.due_at < $2::timestamptz order by t.due_at, t.id`,
      [suite.merchant, now.toISOString()],
    );
    expect(overdue.length, 'the seed has overdue tasks').to.be.greaterThan(1);
    const others = shown.slice(2);
    expect(
      others.slice(0, overdue.length).map((c) => Number(c.dataset.taskId)),
      'then the overdue ones, most overdue first',
    ).to.deep.equal(overdue.map((t) => t.id));
    for (const task of overdue) {
      const days = daysBetween(chinaDate(new Date(task.due_at)), chinaDate(now));
      const tag = cardOf(task.id)!.querySelector('[data-overdue-tag]')!.textContent;
      expect(tag, `task ${task.id}`).to.equal(days > 0 ? `已逾期 ${days} 天` : '已逾期');
    }
    expect(
      others.slice(overdue.length).some((c) => c.querySelector('[data-overdue-tag]')),
      'only the overdue ones',
    ).to.equal(false);

    const [surveyed, bare] = mine.tasks as [Mine['tasks'][number], Mine['tasks'][number]];
    const link = cardOf(surveyed.id)!.querySelector<HTMLAnchorElement>('a[href^="https://uri.amap.com/"]')!;
    const url = new URL(link.href);
    expect(`${url.origin}${url.pathname}`).to.equal('https://uri.amap.com/marker');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      position: `${SURVEYED.lng},${SURVEYED.lat}`,
      name: `${surveyed.name}(${surveyed.cd})`,
      src: 'irr-console',
      coordinate: 'wgs84',
      callnative: '1',
    });
    expect(link.target).to.equal('_blank');
    expect(cardOf(bare.id)!.querySelector('a'), 'no coordinates, no map').to.equal(null);
    expect(cardOf(bare.id)!.textContent).to.contain('未标注位置');

    const small = all('.irr-phone-tasks button, .irr-phone-tasks a, .irr-phone-tasks input')
      .map((el) => [el, el.getBoundingClientRect()] as const)
      .filter(([, r]) => r.height < 44 || r.width < 44)
      .map(([el, r]) => `${el.tagName} ${el.textContent ?? ''} ${r.width}×${r.height}`);
    expect(small, 'touch targets of 44 px at least').to.deep.equal([]);

    for (const width of [360, 390, 414]) {
      await setViewport({ width, height: 844 });
      await until(() => document.documentElement.clientWidth === width, `the viewport at ${width}`);
      expect(document.documentElement.scrollWidth, `the page at ${width}`).to.be.at.most(width);
      expect(overflowing(width), `at ${width}`).to.deep.equal([]);
    }
    await setViewport({ width: 390, height: 844 });
    expect(await seriousFindings()).to.deep.equal([]);
  });

  it('执行巡检: the camera, previews, the photos’ upload progress over a slow network, the result saved with them', async () => {
    const mine = await adminPlan();
    const task = mine.tasks[0]!;
    const well = `${task.name}(${task.cd})`;
    await mountCards();
    await startFromCard(task.id, well);
    const camera = $<HTMLInputElement>('.irr-phone-finish input[type="file"]')!;
    expect([camera.getAttribute('capture'), camera.accept]).to.deep.equal(['environment', 'image/*']);
    expect(camera.labels?.[0]?.getBoundingClientRect().height).to.be.at.least(44);
    const photo = await noisePhoto('photo-1.png', 260);
    chooseFiles(camera, [photo]);
    await until(() => $('.irr-phone-thumbs img')?.getAttribute('src')?.startsWith('blob:'), 'the preview');
    expect($('.irr-phone-thumbs img')!.getAttribute('alt')).to.equal('第 1 张巡检照片');
    expect(all('.irr-phone-finish')[0]!.getBoundingClientRect().right).to.be.at.most(390);
    expect(await seriousFindings()).to.deep.equal([]);

    // a slow phone network: the photo (some 270 KB) goes out at 60 KB/s
    await throttleUploads(60_000);
    const seen = new Set<number>();
    const watch = new MutationObserver(() => {
      const percent = $('[data-upload-percent]')?.getAttribute('data-upload-percent');
      if (percent != null) seen.add(Number(percent));
    });
    watch.observe(suite.mounted!.shadow, { subtree: true, childList: true, attributes: true });
    const files = await referenceSql<{ n: number }>('select count(*)::int as n from file where merchant_id = $1', [suite.merchant]);
    await click(button('保存巡检结果')!);
    await until(() => [...seen].some((p) => p > 0 && p < 100), 'a part of the photo sent, shown');
    expect($<HTMLProgressElement>('.irr-phone-progress')!.value).to.be.within(1, 99);
    await throttleUploads(null);
    await until(() => listed() && !$('.irr-phone-finish'), 'back to the list');
    watch.disconnect();
    const [done] = await referenceSql<{ status: string; pictures: string }>('select status, pictures from inspection_task where id = $1', [
      task.id,
    ]);
    expect(done!.status).to.equal('FINISH');
    const stored = await referenceSql<{ key: string; size: number }>('select key, size from file where merchant_id = $1 and key = $2', [
      suite.merchant,
      done!.pictures,
    ]);
    expect(stored.map((f) => f.size)).to.deep.equal([photo.size]);
    const after = await referenceSql<{ n: number }>('select count(*)::int as n from file where merchant_id = $1', [suite.merchant]);
    expect(after[0]!.n - files[0]!.n, 'one upload').to.equal(1);
  });

  it('a retry after the answer was lost on its way back saves the result once, without sending the photo again', async () => {
    const mine = await adminPlan();
    const task = mine.tasks[1]!;
    const well = `${task.name}(${task.cd})`;
    await mountCards();
    await startFromCard(task.id, well);
    chooseFiles($<HTMLInputElement>('.irr-phone-finish input[type="file"]')!, [await noisePhoto('photo-2.png', 40)]);
    await until(() => $('.irr-phone-thumbs img'), 'the preview');
    await click(all<HTMLLabelElement>('.irr-phone-choices label').find((l) => l.textContent === '异常')!);
    await fill($<HTMLInputElement>('.irr-phone-finish textarea')!, '电缆破损');
    const files = await referenceSql<{ n: number }>('select count(*)::int as n from file where merchant_id = $1', [suite.merchant]);
    const finishKeys = () =>
      referenceSql(`select key from idempotency_key where merchant_id = $1 and path = 'irrigationWell/inspection/task/finish'`, [
        suite.merchant,
      ]);
    const keysBefore = (await finishKeys()).length;

    await dropNextAnswer('inspection/task/finish');
    await click(button('保存巡检结果')!);
    await until(() => button('重试保存') && !button('重试保存')!.disabled, 'the failure and the retry');
    const [first] = await referenceSql<{ status: string; version: number; fault_feedback_id: number }>(
      'select status, version, fault_feedback_id from inspection_task where id = $1',
      [task.id],
    );
    expect(first!.status, 'the server saved it, the phone never heard').to.equal('FINISH');
    expect($('.irr-phone-thumbs [data-photo-state="stored"]'), 'the photo is kept as stored').to.not.equal(null);

    await click(button('重试保存')!);
    await until(() => listed() && !$('.irr-phone-finish'), 'back to the list');
    const [again] = await referenceSql<{ status: string; version: number; fault_feedback_id: number; remark: string }>(
      'select status, version, fault_feedback_id, remark from inspection_task where id = $1',
      [task.id],
    );
    expect(again).to.deep.equal({ ...first, remark: '电缆破损' });
    const faults = await referenceSql('select id from fault_feedback where merchant_id = $1 and description = $2', [
      suite.merchant,
      '电缆破损',
    ]);
    expect(faults, 'one fault report').to.have.length(1);
    expect((await finishKeys()).length - keysBefore, 'one finish, answered twice').to.equal(1);
    const next = await referenceSql(`select id from inspection_task where plan_id = $1 and well_id = $2 and status = 'WAIT'`, [
      mine.planId,
      task.well_id,
    ]);
    expect(next, 'one next task').to.have.length(1);
    const after = await referenceSql<{ n: number }>('select count(*)::int as n from file where merchant_id = $1', [suite.merchant]);
    expect(after[0]!.n - files[0]!.n, 'the photo sent once').to.equal(1);
  });
});
