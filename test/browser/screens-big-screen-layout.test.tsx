import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { BigScreenWall } from '../../src/screens/bigScreen/home';
import { ConsoleApp, consoleHistory } from '../../src/screens/shell';
import { oneRow, referenceUser } from './support/reference-fixtures';
import { referenceLogin, referenceNow, referenceScreenSuite, referenceSql } from './support/reference-session';
import { shadowQueries, until } from './support/shadow-queries';

// The wall display (/bigScreen/wall's screen, alone in the window) at the three sizes of issue 27:
// the bounding rects of what it draws, measured in the page.

const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
] as const;

const apart = (a: DOMRect, b: DOMRect) =>
  a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
const within = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
const describeRect = (r: DOMRect) => `[${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}]`;

/** Every pair of `rects` (named by `names`) that overlaps. */
function overlapping(rects: readonly DOMRect[], names: readonly string[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < rects.length; i++)
    for (let j = i + 1; j < rects.length; j++)
      if (!apart(rects[i]!, rects[j]!)) found.push(`${names[i]} ${describeRect(rects[i]!)} / ${names[j]} ${describeRect(rects[j]!)}`);
  return found;
}

const loaded = () =>
  $('.irr-bs-map svg') !== null &&
  $('.irr-bs-chart-plot canvas') !== null &&
  all('.irr-bs-rank li').length > 0 &&
  all('.irr-bs-kpis dd').every((dd) => dd.textContent !== '-');

/** axe's serious and critical findings inside `element` (its shadow tree included), one line each. */
async function seriousFindings(element: Element): Promise<string[]> {
  const result = await axe.run(element, { resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact ?? ''}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

describe('the big screen on a wall: 1366×768, 1920×1080 and 3840×2160', () => {
  before(async () => {
    // a day with a large order, so the longest figures are drawn (98,765.432 m³ at one well)
    const now = await referenceNow();
    const well = await oneRow<{ id: number; place_id: number; merchant_id: number }>(
      'a well of the merchant',
      'select id, place_id, merchant_id from well where merchant_id = $1 order by id limit 1',
      [suite.merchant],
    );
    await referenceSql(
      `insert into usage_record (merchant_id, business, well_id, place_id, order_no, order_type, status, user_name, user_mobile,
        start_at, end_at, water_liters, electric_wh, amount_fen, pay_mode, created_at)
      values ($1, 'well', $2, $3, 'WBIGSCREEN0001', 'EVEN_THOUGH', 'FINISH', '大屏测试', '13000000000', $4, $4, 98765432, 1234567, 0, 'CARD', $4)`,
      [well.merchant_id, well.id, well.place_id, now.toISOString()],
    );
  });
  after(() => setViewport({ width: 800, height: 600 }));

  for (const size of SIZES) {
    it(`at ${size.width}×${size.height} nothing overlaps, every figure is on one line, every panel is in the window`, async () => {
      await setViewport(size);
      suite.mount(<BigScreenWall />);
      await until(loaded, 'the big screen loads: map, chart, rankings and figures');
      expect([window.innerWidth, window.innerHeight]).to.deep.equal([size.width, size.height]);
      const screen = $('.irr-bs')!.getBoundingClientRect();
      expect([screen.width, screen.height], 'the display fills the window').to.deep.equal([size.width, size.height]);
      const view = new DOMRect(0, 0, size.width, size.height);

      const panels = all('[data-panel]');
      expect(panels.length, 'header and eight cards').to.equal(9);
      const panelRects = panels.map((p) => p.getBoundingClientRect());
      const panelNames = panels.map((p) => p.querySelector('h2, h3')?.textContent ?? p.getAttribute('aria-label') ?? '?');
      expect(overlapping(panelRects, panelNames), 'panels apart').to.deep.equal([]);
      panelRects.forEach((r, i) => expect(within(r, view), `${panelNames[i]} ${describeRect(r)} in the window`).to.equal(true));

      // every figure on one line (an inline box broken over two lines has two rects), inside its panel
      const figures = all('.irr-bs-figure');
      expect(figures.length).to.be.greaterThan(15);
      for (const figure of figures) {
        expect(figure.getClientRects().length, `${figure.textContent} on one line`).to.equal(1);
        const panel = figure.closest('[data-panel]')!.getBoundingClientRect();
        expect(within(figure.getBoundingClientRect(), panel), `${figure.textContent} inside its panel`).to.equal(true);
      }
      // the well's own orders of the seed on top of it
      expect(
        all('.irr-bs-rank .irr-bs-figure').map((f) => f.textContent),
        'the long figure drawn whole',
      ).to.satisfy((texts: string[]) => texts.some((t) => /^98,\d{3}\.\d{3}$/.test(t)));
      // each line of a list is one line high, and the lists stay inside their cards
      for (const li of all('.irr-bs-rank li, .irr-bs-alarms li, .irr-bs-states li')) {
        const panel = li.closest('[data-panel]')!.getBoundingClientRect();
        expect(
          within(li.getBoundingClientRect(), panel),
          `${li.textContent} ${describeRect(li.getBoundingClientRect())} inside its card ${describeRect(panel)}`,
        ).to.equal(true);
        for (const text of li.querySelectorAll('span, time'))
          expect(text.getClientRects().length <= 1, `${text.textContent} on one line`).to.equal(true);
      }
      // the header's texts on one line
      for (const text of all('.irr-bs-header h2, .irr-bs-live, .irr-bs-button'))
        expect(text.getClientRects().length, `${text.textContent} on one line`).to.equal(1);

      // the villages' names: apart from each other and from the wells, inside the map; a name left out is named by its ring
      const map = $('.irr-bs-map svg')!.getBoundingClientRect();
      const labels = all('.irr-bs-place text');
      expect(labels.length, 'names drawn').to.be.greaterThan(0);
      const labelRects = labels.map((l) => l.getBoundingClientRect());
      expect(
        overlapping(
          labelRects,
          labels.map((l) => l.textContent ?? ''),
        ),
        'names apart',
      ).to.deep.equal([]);
      labelRects.forEach((r, i) => expect(within(r, map), `${labels[i]!.textContent} inside the map`).to.equal(true));
      const dots = all('.irr-bs-dot').map((d) => d.getBoundingClientRect());
      labelRects.forEach((r, i) =>
        expect(
          dots.filter((d) => !apart(r, d)),
          `no well under ${labels[i]!.textContent}`,
        ).to.deep.equal([]),
      );
      for (const place of all('.irr-bs-place'))
        expect(place.querySelector('title')?.textContent, 'the whole name on hover').to.match(/：\d+ 口机井$/);

      expect(await seriousFindings(suite.mounted!.host), 'axe: no serious or critical finding').to.deep.equal([]);
    });
  }
});

describe('/bigScreen/wall: the big screen alone in the window, without the shell', () => {
  const mountAt = (path: string) => {
    const history = consoleHistory({ routeMode: 'memory', initialPath: path, memoryStorageKey: null });
    return suite.mount(<ConsoleApp routeMode="memory" history={history} />);
  };

  it('shows the display with no sidebar, header or tabs; the menu page /bigScreen/home keeps the shell', async () => {
    await setViewport({ width: 1366, height: 768 });
    mountAt('/bigScreen/wall');
    await until(() => $('.irr-bs[data-wall] .irr-bs-map svg'), 'the wall display');
    expect([$('.shell'), $('.sidebar'), $('.page')], 'no shell').to.deep.equal([null, null, null]);
    expect($('main')?.getAttribute('aria-label'), 'the page named by its menu').to.equal('首页');
    suite.unmount();

    mountAt('/bigScreen/home');
    await until(() => $('.shell .page:not([hidden]) .irr-bs .irr-bs-map svg'), 'the display inside the console');
    expect($('.irr-bs[data-wall]')).to.equal(null);
  });

  it('opens to a user holding only 查看大屏, and to nobody without it (404)', async () => {
    await referenceUser('13900000702', ['bigScreen:home:view']);
    await referenceLogin('13900000702');
    mountAt('/bigScreen/wall');
    await until(() => $('.irr-bs[data-wall] .irr-bs-map svg'), 'the wall display for the display account');
    suite.unmount();

    await referenceUser('13900000703', ['agriculturalWell:home:view']);
    await referenceLogin('13900000703');
    mountAt('/bigScreen/wall');
    // sent to /404 (shown as its path here: the test gives the console no public screens)
    await until(() => $('.page-state')?.textContent === '/404', 'not found');
    expect($('.irr-bs')).to.equal(null);
  });
});
