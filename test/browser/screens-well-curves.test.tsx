import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { createMemoryHistory, createRouter, RouterContext } from '../../src/router';
import { MonitorScreen } from '../../src/screens/agriculturalWell/monitor';
import { WellScreen } from '../../src/screens/agriculturalWell/well/well-screen';
import { click, fill } from './support/real-input';
import { oneRow, watchCalls } from './support/reference-fixtures';
import { referenceClockAdvance, referenceDevice, referenceNow, referenceScreenSuite, referenceSql } from './support/reference-session';
import { shadowQueries, until } from './support/shadow-queries';

const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

interface Well {
  id: number;
  cd: string;
  name: string;
}

const bodyRows = () => all<HTMLTableRowElement>('tbody tr').filter((tr) => tr.cells.length > 1);
const rowOf = (cd: string) => bodyRows().find((tr) => tr.cells[0]!.textContent === cd);
const buttonIn = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text);
const dialog = () => $('[role="dialog"]');
/** The readout's value of `key` (time, level, current, flow). */
const readout = (key: string) => $(`.irr-curve-readout [data-key="${key}"] dd`)?.textContent;

/** The `skip`th well of the merchant that never reported (the seed keeps no history). */
const silentWell = (skip: number) =>
  oneRow<Well>(
    'a well without history',
    `select id, cd, name from well w where merchant_id = $1 and status = 'normal'
  and not exists (select 1 from well_reading r where r.well_id = w.id) order by id offset $2`,
    [suite.merchant, skip],
  );

/** Keeps the reports a test sends inside one hour of the server's clock: past hh:59, on to the next hour. */
async function awayFromTheHour(): Promise<void> {
  const intoHour = (await referenceNow()).getTime() % 3_600_000;
  if (intoHour > 3_540_000) await referenceClockAdvance(3_600_000 - intoHour + 60_000);
}

/** The wells screen searched for `well`, its detail opened. */
async function openDetail(well: Well): Promise<void> {
  const router = createRouter({ history: createMemoryHistory('/agriculturalWell/well') });
  suite.mount(
    <RouterContext.Provider value={router}>
      <WellScreen path="/agriculturalWell/well" query={{}} title="机井管理" active />
    </RouterContext.Provider>,
  );
  await until(() => bodyRows().length > 0, 'rows load');
  await fill($<HTMLInputElement>('form[role="search"] input[name="keyword"]')!, well.cd);
  await click(buttonIn($('form[role="search"]')!, '查询')!);
  await until(() => $('table[aria-busy="false"]') && rowOf(well.cd) && bodyRows().length === 1, `row ${well.cd}`);
  await click(buttonIn(rowOf(well.cd)!, '详情')!);
  await until(() => dialog()?.querySelector('dl.irr-well-detail'), 'the detail opens');
}

const tab = (text: string) => [...dialog()!.querySelectorAll<HTMLElement>('[role="tab"]')].find((b) => b.textContent === text)!;
/** The x of a sparkline's rightmost mark (a point of its line, or a dot). */
const rightmost = (svg: SVGElement) => {
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  const xs = [...path.matchAll(/[ML]([\d.]+) /g)].map((m) => Number(m[1]));
  for (const dot of svg.querySelectorAll('circle')) xs.push(Number(dot.getAttribute('cx')));
  return Math.max(...xs);
};
/** The test chunks the page has fetched so far. */
const chunks = () => new Set(performance.getEntriesByType('resource').map((r) => r.name));

describe('well curves (曲线) and the monitor sparkline on the reference server', () => {
  it('曲线 loads its code when opened, draws the day with the last report, and 周 reads the hour mean', async () => {
    const well = await silentWell(0);
    const { username } = await referenceDevice.connect(well.id);
    await awayFromTheHour();
    await referenceDevice.status(username, { waterLevel: 12.3 });
    await referenceClockAdvance(10_000);
    await referenceDevice.status(username, { waterLevel: 12.5 });
    await openDetail(well);
    expect(tab('详情').getAttribute('aria-selected')).to.equal('true');
    const before = chunks();
    const watch = watchCalls();
    try {
      await click(tab('曲线'));
      await until(() => $('.irr-curve-plot[data-key="level"] canvas'), 'the day is drawn');
      const fetched = [...chunks()].filter((name) => !before.has(name) && name.endsWith('.js'));
      const texts = await Promise.all(fetched.map((name) => fetch(name).then((r) => r.text())));
      expect(
        texts.some((text) => text.includes('irr-curve-plot')),
        `the curve's code comes in a chunk fetched when the tab opens (${fetched.join(', ')})`,
      ).to.equal(true);
      expect(tab('曲线').getAttribute('aria-selected')).to.equal('true');
      expect(all('.irr-curve-plot canvas').length, 'three charts').to.be.at.least(3);
      expect(readout('level'), 'the last report').to.equal('12.50 m');
      expect(readout('time')).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      const dayCall = watch.calls.indexOf('irrigationWell/history/curve');
      expect(JSON.parse(watch.bodies[dayCall]!)).to.deep.equal({ wellId: well.id, range: 'day' });

      await click(buttonIn($('.irr-curve-ranges')!, '周')!);
      await until(
        () => $('.irr-curve[data-range="week"] .irr-curve-plot canvas') && readout('level') === '12.40 m',
        'the week, hour means',
      );
      const weekCall = watch.calls.lastIndexOf('irrigationWell/history/curve');
      expect(JSON.parse(watch.bodies[weekCall]!)).to.deep.equal({ wellId: well.id, range: 'week' });
      expect(readout('time'), 'an hour').to.match(/:00$/);
      expect($('.irr-curve-ranges [aria-pressed="true"]')!.textContent).to.equal('周');
    } finally {
      watch.stop();
    }
    await expect(suite.mounted!.host).to.be.accessible({ ignoredRules: ['scrollable-region-focusable'] });
  });

  it('曲线 fits a 1366 × 768 screen', async () => {
    const well = await silentWell(5);
    const { username } = await referenceDevice.connect(well.id);
    await referenceDevice.status(username, { waterLevel: 20 });
    await setViewport({ width: 1366, height: 768 });
    try {
      await openDetail(well);
      await click(tab('曲线'));
      await until(() => all('.irr-curve-plot canvas').length >= 3, 'the charts');
      const box = dialog()!.getBoundingClientRect();
      expect(box.width, 'widened for the charts').to.equal(880);
      expect(box.left).to.be.at.least(0);
      expect(box.right).to.be.at.most(1366);
      const body = dialog()!.querySelector<HTMLElement>('.irr-dialog-body')!;
      expect(body.scrollWidth, 'nothing wider than the dialog').to.be.at.most(body.clientWidth);
      for (const plot of all('.irr-curve-plot')) expect(plot.getBoundingClientRect().right).to.be.at.most(box.right);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('曲线 of a well that never reported says so instead of drawing empty axes', async () => {
    const well = await silentWell(1);
    await openDetail(well);
    await click(tab('曲线'));
    await until(() => $('.irr-curve [data-empty]'), 'the empty state');
    expect($('.irr-curve [data-empty]')!.textContent).to.equal('无数据：该机井在此时间段没有上报');
    expect($('.irr-curve canvas'), 'no chart').to.equal(null);
  });

  it('上一段 pages back a span, 下一段 and 最新 come back to now', async () => {
    const well = await silentWell(6);
    const { username } = await referenceDevice.connect(well.id);
    await referenceDevice.status(username, { waterLevel: 14.2 });
    await openDetail(well);
    const paging = (text: string) => buttonIn($('.irr-curve-paging')!, text)!;
    const watch = watchCalls();
    try {
      await click(tab('曲线'));
      await until(() => readout('level') === '14.20 m', 'the day with the report');
      const [from, to] = $('.irr-curve-span')!.textContent!.split(' 至 ');
      expect(paging('下一段 ›').disabled, 'nothing after now').to.equal(true);
      expect(paging('最新').disabled).to.equal(true);

      await click(paging('‹ 上一段'));
      await until(() => $('.irr-curve [data-empty]'), 'the day before: the well had not reported');
      const earlier = watch.calls.lastIndexOf('irrigationWell/history/curve');
      expect(JSON.parse(watch.bodies[earlier]!)).to.deep.equal({ wellId: well.id, range: 'day', end: from });
      expect($('.irr-curve-span')!.textContent!.endsWith(` 至 ${from}`), 'the span before, ending where the last began').to.equal(true);
      expect(paging('最新').disabled).to.equal(false);

      await click(paging('下一段 ›'));
      await until(() => readout('level') === '14.20 m', 'back to the latest day');
      const later = watch.calls.lastIndexOf('irrigationWell/history/curve');
      expect(JSON.parse(watch.bodies[later]!), 'the latest span, asked as now').to.deep.equal({ wellId: well.id, range: 'day' });
      expect($('.irr-curve-span')!.textContent).to.equal(`${from} 至 ${to}`);

      await click(paging('‹ 上一段'));
      await until(() => $('.irr-curve [data-empty]'), 'back again');
      await click(buttonIn($('.irr-curve-ranges')!, '周')!);
      await until(() => $('.irr-curve[data-range="week"] .irr-curve-plot canvas'), 'a new range starts at now');
      expect(JSON.parse(watch.bodies[watch.calls.lastIndexOf('irrigationWell/history/curve')]!)).to.deep.equal({
        wellId: well.id,
        range: 'week',
      });
    } finally {
      watch.stop();
    }
  });

  it('the tabs move with the arrow keys', async () => {
    const well = await silentWell(2);
    await openDetail(well);
    tab('详情').focus();
    tab('详情').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await until(() => tab('曲线').getAttribute('aria-selected') === 'true', 'the arrow chooses 曲线');
    expect(suite.mounted!.shadow.activeElement).to.equal(tab('曲线'));
  });

  it('each monitor row shows its last 24 hours of level, asked once for the page', async () => {
    const reported = await silentWell(3);
    const { username } = await referenceDevice.connect(reported.id);
    await awayFromTheHour();
    await referenceDevice.status(username, { waterLevel: 8.75 });
    const watch = watchCalls();
    try {
      suite.mount(<MonitorScreen path="/agriculturalWell/monitor" query={{}} title="设备监控" active />);
      const spark = (well: Well) => rowOf(well.cd)?.querySelector<SVGElement>('svg.irr-sparkline');
      await until(() => spark(reported), 'the sparkline of the well that reported');
      const index = all('thead th').findIndex((th) => th.textContent === '24小时水位');
      expect(index, 'its column').to.be.greaterThan(0);
      expect(spark(reported)!.closest('td')!.cellIndex).to.equal(index);
      expect(spark(reported)!.getAttribute('aria-label')).to.equal('近24小时水位，最新 8.75 m');
      expect(rightmost(spark(reported)!), 'the hour of now drawn at the right edge').to.equal(94);
      const asked = watch.calls.filter((c) => c === 'irrigationWell/history/sparklines');
      expect(asked.length, 'one call for the page').to.equal(1);
      const ids = (JSON.parse(watch.bodies[watch.calls.indexOf('irrigationWell/history/sparklines')]!) as { wellIds: number[] }).wellIds;
      expect(ids.length).to.equal(bodyRows().length);

      const silent = await silentWell(4);
      // the seed gives every well its past hours (server/db/seed/history.ts): this one has none
      await referenceSql('delete from well_hour where well_id = $1', [silent.id]);
      await fill($<HTMLInputElement>('form[role="search"] input[name="keyword"]')!, silent.cd);
      await click(buttonIn($('form[role="search"]')!, '查询')!);
      await until(() => bodyRows().length === 1 && rowOf(silent.cd) && spark(silent), 'the silent well alone, its sparkline');
      expect(spark(silent)!.hasAttribute('data-empty')).to.equal(true);
      expect(spark(silent)!.getAttribute('aria-label')).to.equal('近24小时水位：无数据');
      expect(spark(silent)!.querySelector('path, circle'), 'no line').to.equal(null);
      expect(watch.calls.filter((c) => c === 'irrigationWell/history/sparklines').length, 'asked again for the new page').to.equal(2);
    } finally {
      watch.stop();
    }
  });
});
