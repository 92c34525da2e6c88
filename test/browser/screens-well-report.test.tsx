import { expect } from '@open-wc/testing';
import type { CallResponse } from '../../src/api/contract/define-call';
import { quota, summary, type ReportRow } from '../../src/api/contract/money/report';
import { wellPermissions } from '../../src/api/contract/well/permissions';
import { callApi } from '../../src/api/transport';
import { ReportScreen } from '../../src/screens/agriculturalWell/report';
import { shadowQueries, until } from './support/shadow-queries';
import { click } from './support/real-input';
import { oneRow, referenceUser } from './support/reference-fixtures';
import { referenceLogin, referenceScreenSuite } from './support/reference-session';
import { recordEvents } from './support/test-session';
import { choose } from './support/well-fixtures';
import { captureDownloads } from './support/downloads';
import { cardNumber } from '../../src/screens/business/home/home-format';

const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const FIGURES = ['用水量(m³)', '用电量(kWh)', '收入(元)', '退款(元)', '净收入(元)', '订单数', '退款笔数', '超定额用水(m³)'];
const bodyRows = () => all<HTMLTableRowElement>('.irr-table-page tbody tr').filter((tr) => tr.cells.length > 1);
const texts = (tr: HTMLTableRowElement) => [...tr.cells].map((td) => td.textContent ?? '');
const headers = () => all('.irr-table-page thead th').map((th) => th.textContent);
const tab = (text: string) => all<HTMLButtonElement>('[role="tab"]').find((b) => b.textContent === text)!;
const rangeLine = () => $('[data-range]')?.textContent ?? '';
const strip = (key: string) => $(`[data-totals] [data-key="${key}"] .irr-figure-value`)?.textContent;
const loaded = () => $('.irr-table-page table[aria-busy="false"]') !== null;
const messages = (events: ReturnType<typeof recordEvents>) => events.ofType('message').map((m) => m.text);

/** The merchants' wall clock (China Standard Time), computed here apart from the console's. */
function today(): { year: number; month: number; day: number } {
  const wall = new Date(Date.now() + 480 * 60_000);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}
const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
function thisMonth(): { start: string; end: string; days: number } {
  const { year, month } = today();
  const days = lastDay(year, month);
  return { start: `${year}-${pad(month)}-01 00:00:00`, end: `${year}-${pad(month)}-${pad(days)} 23:59:59`, days };
}
/** The last `days` days, today included (the picker's shortcuts). */
function lastDays(days: number): { start: string; end: string } {
  const { year, month, day } = today();
  const first = new Date(Date.UTC(year, month - 1, day + 1 - days));
  return {
    start: `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(first.getUTCDate())} 00:00:00`,
    end: `${year}-${pad(month)}-${pad(day)} 23:59:59`,
  };
}

/** A figure as the table shows it: grouped by thousands with fixed decimals (Intl here, apart from the console's rule). */
const grouped = (v: number, decimals: number) =>
  v.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** A row's cells as the table shows them: the key, the note where the dimension has one, the figures. */
const shownRow = (r: ReportRow, note: boolean) => [
  r.label,
  ...(note ? [r.note] : []),
  grouped(r.water, 3),
  grouped(r.power, 3),
  grouped(r.revenue, 2),
  grouped(r.refund, 2),
  grouped(r.net, 2),
  grouped(r.orders, 0),
  grouped(r.refunds, 0),
  grouped(r.overQuota, 3),
];
/** A total as the strip's card shows it (a home card's rule: grouped, from 100,000 up in 万). */
const card = (v: number, decimals: 0 | 2 | 3) => cardNumber(v, decimals).value;

async function mountReport(): Promise<void> {
  suite.mount(<ReportScreen path="/agriculturalWell/report" query={{}} title="统计报表" active />);
  await until(() => loaded() && rangeLine() !== '', 'the report loads');
}

async function openTab(text: string, rows = (n: number) => n > 0): Promise<void> {
  await click(tab(text));
  await until(() => tab(text).getAttribute('aria-selected') === 'true' && loaded() && rows(bodyRows().length), `the ${text} report`);
}

/**
 * Picks 最近一个月 in the range picker and waits for its report: thirty days of the seed's history,
 * which bill every well on any day of the month (this month alone is today's few orders on the 1st).
 */
async function pickLastMonth(): Promise<{ start: string; end: string }> {
  const range = lastDays(30);
  await click($('.irr-range-trigger')!);
  await until(() => $('.irr-range-shortcuts'), 'the picker');
  await click(all<HTMLButtonElement>('.irr-range-shortcuts button').find((b) => b.textContent === '最近一个月')!);
  await until(() => loaded() && rangeLine() === `统计范围：${range.start} 至 ${range.end}`, 'the last thirty days');
  return range;
}

/** Sets a month input as a user's pick does (Chrome's month field has no typing order that holds in every locale). */
function setMonth(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Keeps the blobs the console downloads instead of downloading them, while `run` runs. */
async function capturingDownloads(run: (blobs: Blob[]) => Promise<void>): Promise<void> {
  const downloads = captureDownloads();
  try {
    await run(downloads.blobs);
  } finally {
    downloads.restore();
  }
}

const csvLines = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true })
    .decode(new Uint8Array(await blob.arrayBuffer()).slice(3))
    .split(/\r?\n/)
    .filter(Boolean);

describe('reports screen (统计报表) on the reference server', () => {
  it("opens on 按日 over the current month: every day with the server's figures, the totals in the strip and at the foot, a chart; accessible", async () => {
    await mountReport();
    const month = thisMonth();
    expect($('.irr-range-trigger')!.textContent, 'the default range').to.equal(`${month.start}至${month.end}`);
    expect(rangeLine()).to.equal(`统计范围：${month.start} 至 ${month.end}`);
    const answer = await callApi(summary, { dimension: 'day', startTime: month.start, endTime: month.end });
    expect(answer.records, 'every day of the month').to.have.length(month.days);
    expect(answer.totals.orders, 'the seed billed this month').to.be.greaterThan(0);
    expect(headers()).to.deep.equal(['日期', ...FIGURES]);
    const shown = bodyRows().map(texts);
    expect(shown.slice(0, -1)).to.deep.equal(answer.records.map((r) => shownRow(r, false)));
    expect(shown.at(-1)).to.deep.equal(shownRow({ id: '', label: '合计', note: '', ...answer.totals }, false));
    expect(all('.irr-pager-total'), 'days are not paged').to.deep.equal([]);
    const t = answer.totals;
    expect(['water', 'power', 'revenue', 'refund', 'net', 'orders'].map(strip)).to.deep.equal([
      card(t.water, 3),
      card(t.power, 3),
      card(t.revenue, 2),
      card(t.refund, 2),
      card(t.net, 2),
      card(t.orders, 0),
    ]);
    await until(() => $('.irr-report-chart .uplot canvas'), 'the chart');
    expect($('.irr-report-chart [role="img"]')!.getAttribute('aria-label')).to.equal('按日图表：用水量(m³)、收入(元)');
    expect($('.irr-report-chart canvas')!.clientWidth, 'drawn as wide as the figure').to.be.greaterThan(200);
    await expect(suite.mounted!.host).to.be.accessible({ ignoredRules: ['scrollable-region-focusable'] });
  });

  it('最近一周 counts the last 7 days, today included', async () => {
    await mountReport();
    await click($('.irr-range-trigger')!);
    await until(() => $('.irr-range-shortcuts'), 'the picker');
    await click(all<HTMLButtonElement>('.irr-range-shortcuts button').find((b) => b.textContent === '最近一周')!);
    await until(() => loaded() && bodyRows().length === 8, 'seven days and the totals');
    const { start, end } = lastDays(7);
    expect(rangeLine()).to.equal(`统计范围：${start} 至 ${end}`);
    expect(
      bodyRows()
        .map((tr) => texts(tr)[0])
        .at(-2),
    ).to.equal(end.slice(0, 10));
  });

  it("按月 counts this year's whole months, 按用户 this month; 按村镇 and 按机井 the days of 按日; they and 按用户 show the server's page, most water first, with its pager", async () => {
    await mountReport();
    const { year, month } = today();
    await openTab('按月', (n) => n === month + 1);
    const months = { start: `${year}-01-01 00:00:00`, end: `${year}-${pad(month)}-${pad(lastDay(year, month))} 23:59:59` };
    expect(rangeLine(), 'the range the answer counted').to.equal(`统计范围：${months.start} 至 ${months.end}`);
    expect(headers()).to.deep.equal(['月份', ...FIGURES]);
    const byMonth = await callApi(summary, { dimension: 'month', startTime: months.start, endTime: months.end });
    expect(bodyRows().map(texts).slice(0, -1)).to.deep.equal(byMonth.records.map((r) => shownRow(r, false)));
    expect(byMonth.records.map((r) => r.label)).to.deep.equal(Array.from({ length: month }, (_, i) => `${year}-${pad(i + 1)}`));

    const month0 = thisMonth();
    await openTab('按日', (n) => n > 0 && headers()[0] === '日期');
    const days = await pickLastMonth();
    for (const [text, dimension, head, note] of [
      ['按村镇', 'place', ['村镇'], false],
      ['按机井', 'well', ['机井', '村镇'], true],
    ] as const) {
      await openTab(text, (n) => n > 0 && headers()[0] === head[0]);
      expect(headers()).to.deep.equal([...head, ...FIGURES]);
      expect(rangeLine(), 'the days of the day tab').to.equal(`统计范围：${days.start} 至 ${days.end}`);
      const page = await callApi(summary, { dimension, startTime: days.start, endTime: days.end, page: 1, size: 10 });
      expect(page.records.length, `${text}: rows of those days`).to.be.greaterThan(0);
      expect(bodyRows().map(texts).slice(0, -1), text).to.deep.equal(page.records.map((r) => shownRow(r, note)));
      expect(page.records.map((r) => r.water)).to.deep.equal([...page.records.map((r) => r.water)].sort((a, b) => b - a));
      expect($('.irr-pager-total')!.textContent).to.equal(`共 ${page.total} 条`);
      expect(strip('water')).to.equal(card(page.totals.water, 3));
    }
    const secondPage = await callApi(summary, { dimension: 'well', startTime: days.start, endTime: days.end, page: 2, size: 10 });
    expect(secondPage.total, 'more wells than a page').to.be.greaterThan(10);
    await click(all<HTMLButtonElement>('.irr-pager button').find((b) => b.getAttribute('aria-label') === '下一页')!);
    await until(() => loaded() && texts(bodyRows()[0]!)[0] === secondPage.records[0]!.label, 'the second page');
    expect(bodyRows().map(texts).slice(0, -1)).to.deep.equal(secondPage.records.map((r) => shownRow(r, true)));
    expect(texts(bodyRows().at(-1)!)[0], 'the totals of the whole range at the foot').to.equal('合计');

    await openTab('按用户', (n) => n > 0 && headers()[0] === '用户');
    expect(headers()).to.deep.equal(['用户', '手机号', ...FIGURES]);
    // thirty days span two months (or, from the 30th, this one's days): 按用户 keeps this whole month
    expect(rangeLine(), 'one month: this one').to.equal(`统计范围：${month0.start} 至 ${month0.end}`);
    const farmers = await callApi(summary, { dimension: 'farmer', startTime: month0.start, endTime: month0.end, page: 1, size: 10 });
    expect(farmers.records.length, 'farmers billed this month').to.be.greaterThan(0);
    expect(bodyRows().map(texts).slice(0, -1)).to.deep.equal(farmers.records.map((r) => shownRow(r, true)));
    await until(
      () => $('.irr-report-chart [role="img"][aria-label="按用户图表：用水量(m³)"]') && $('.irr-report-chart canvas'),
      "the farmers' chart",
    );
    await click($('.irr-range-trigger')!);
    await until(() => $('.irr-range-shortcuts'), 'the picker');
    const lastMonth = all<HTMLButtonElement>('.irr-range-shortcuts button').find((b) => b.textContent === '最近一个月')!;
    expect(lastMonth.disabled, 'the picker keeps 按用户 within one month').to.equal(today().day < 30);
  });

  it('the place filter narrows every tab to its wells', async () => {
    await mountReport();
    await openTab('按机井');
    const days = await pickLastMonth();
    const place = await oneRow<{ id: number; name: string }>(
      'a place with billed wells',
      `select p.id, p.name from place p join well w on w.place_id = p.id join bill b on b.well_id = w.id
       where p.merchant_id = $1 group by p.id, p.name order by count(*) desc, p.id limit 1`,
      [suite.merchant],
    );
    await choose($<HTMLSelectElement>('select[name="placeId"]')!, String(place.id));
    const page = await callApi(summary, {
      dimension: 'well',
      startTime: days.start,
      endTime: days.end,
      placeId: place.id,
      page: 1,
      size: 10,
    });
    const every = await callApi(summary, { dimension: 'well', startTime: days.start, endTime: days.end, page: 1, size: 10 });
    expect(page.records.length, "the place's wells billed in those days").to.be.greaterThan(0);
    expect(page.total, 'fewer than every well').to.be.lessThan(every.total);
    await until(() => loaded() && $('.irr-pager-total')?.textContent === `共 ${page.total} 条`, "the place's wells");
    expect(bodyRows().map(texts).slice(0, -1)).to.deep.equal(page.records.map((r) => shownRow(r, true)));
    expect(new Set(page.records.map((r) => r.note))).to.deep.equal(new Set(page.records.length ? [place.name] : []));
  });

  it('a range over a year is refused by the server, and its message shows', async () => {
    await mountReport();
    const { year, month } = today();
    await openTab('按月', (n) => n === month + 1);
    const tooLong = { start: `${year - 2}-01-01 00:00:00`, end: `${year}-${pad(month)}-${pad(lastDay(year, month))} 23:59:59` };
    const refusal = await callApi(
      summary,
      { dimension: 'month', startTime: tooLong.start, endTime: tooLong.end },
      { hideError: true },
    ).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(refusal, 'the server refuses it').to.be.a('string').and.to.contain('366');
    const events = recordEvents();
    setMonth($<HTMLInputElement>('input[name="from"]')!, `${year - 2}-01`);
    await until(() => $('.irr-table-page [role="alert"]'), 'the refusal');
    events.stop();
    expect(messages(events)).to.deep.equal([refusal]);
    expect($('.irr-table-page [role="alert"]')!.textContent).to.contain(refusal!);
    expect($('[data-totals]'), 'no figures of another range').to.equal(null);
  });

  it("用水定额 shows each farmer's year against the quota, a column per tier, and the farmers over it", async () => {
    await mountReport();
    await openTab('用水定额');
    const { year } = today();
    expect($<HTMLSelectElement>('select[name="year"]')!.value).to.equal(String(year));
    const answer: CallResponse<typeof quota> = await callApi(quota, { year, page: 1, size: 10 });
    expect(answer.tiers.length, 'the merchant has tiers').to.be.greaterThan(0);
    expect(answer.records.length, 'farmers billed this year').to.be.greaterThan(0);
    expect(headers()).to.deep.equal([
      '用户',
      '手机号',
      '村镇',
      '年度定额(m³)',
      '已用水量(m³)',
      '定额内(m³)',
      '超定额(m³)',
      ...answer.tiers.map((t) => t.label),
      '剩余定额(m³)',
    ]);
    const m3 = (v: number) => grouped(v, 3);
    expect(bodyRows().map(texts).slice(0, -1)).to.deep.equal(
      answer.records.map((r) => [
        r.name,
        r.mobile,
        r.placeName,
        m3(r.quota),
        m3(r.used),
        m3(r.within),
        m3(r.over),
        ...answer.tiers.map((_, i) => m3(r.tiers[i] ?? 0)),
        m3(r.remaining),
      ]),
    );
    expect(texts(bodyRows().at(-1)!).slice(0, 7)).to.deep.equal([
      '合计',
      '',
      '',
      m3(answer.totals.quota),
      m3(answer.totals.used),
      m3(answer.totals.within),
      m3(answer.totals.over),
    ]);
    expect([strip('farmers'), strip('overFarmers')]).to.deep.equal([String(answer.totals.farmers), String(answer.totals.overFarmers)]);
    expect(rangeLine()).to.equal(`统计年度：${year}年`);
  });

  it("days picked on 按日 within one month are 按用户's too (which counts their month), and days picked there hold on 按日", async () => {
    await mountReport();
    const { year, month } = today();
    const ym = `${year}-${pad(month)}`;
    await click($('.irr-range-trigger')!);
    await click($(`button[data-date="${ym}-01"]`)!);
    await click($(`button[data-date="${ym}-02"]`)!);
    await until(() => rangeLine().includes(`${ym}-01 00:00:00 至 ${ym}-02 23:59:59`), 'the two days on 按日');
    await openTab('按用户', () => true);
    // the same days in the picker; 按用户 counts their whole month (the farmers' rollup is monthly), as its range line says
    expect($('.irr-range-trigger')!.textContent).to.equal(`${ym}-01 00:00:00至${ym}-02 23:59:59`);
    await until(() => rangeLine().includes(`${thisMonth().start} 至 ${thisMonth().end}`), 'the month on 按用户');
    await click($('.irr-range-trigger')!);
    await click($(`button[data-date="${ym}-03"]`)!);
    await click($(`button[data-date="${ym}-04"]`)!);
    await until(() => $('.irr-range-trigger')!.textContent === `${ym}-03 00:00:00至${ym}-04 23:59:59`, 'two other days on 按用户');
    await openTab('按日');
    expect(rangeLine()).to.include(`${ym}-03 00:00:00 至 ${ym}-04 23:59:59`);
  });

  it("exports a tab's report as CSV with the tab's columns and the server's rows; offers 打印", async () => {
    await capturingDownloads(async (blobs) => {
      await mountReport();
      expect(all('[data-action="print"]'), '打印 beside the export').to.have.length(1);
      const month = thisMonth();
      for (const [text, dimension] of [
        ['按日', 'day'],
        ['按机井', 'well'],
      ] as const) {
        if (text !== '按日') await openTab(text, (n) => n > 0 && headers()[0] === '机井');
        const shownHeaders = headers();
        await click($('[data-action="export-csv"]')!);
        await until(() => blobs.length === (dimension === 'day' ? 1 : 2), `the ${text} file`);
        const lines = await csvLines(blobs.at(-1)!);
        expect(lines[0]!.split(','), `${text} header row`).to.deep.equal(shownHeaders);
        const answer = await callApi(summary, { dimension, startTime: month.start, endTime: month.end, page: 1, size: 1000 });
        expect(
          lines.slice(1, 1 + answer.records.length).map((l) => l.split(',')[0]),
          `${text} rows`,
        ).to.deep.equal(answer.records.map((r) => r.label));
        expect(
          lines.slice(1 + answer.records.length).map((l) => l.split(',')[0]),
          `${text}: the totals row last`,
        ).to.deep.equal(['合计']);
      }
    });
  });

  it('a user holding the report without its 导出 button sees no export; without 打印 no print', async () => {
    const p = wellPermissions.report;
    await referenceUser('13900000301', [p.view, p.print]);
    await referenceUser('13900000302', [p.view, p.export]);
    await referenceLogin('13900000301');
    const events = recordEvents();
    await mountReport();
    expect(bodyRows().length, 'the report itself').to.be.greaterThan(0);
    expect(all('[data-action^="export-"]')).to.deep.equal([]);
    expect(all('[data-action="print"]')).to.have.length(1);
    await until(() => $<HTMLSelectElement>('select[name="placeId"]')!.options.length > 1, 'the places to filter by');
    expect($('input[role="combobox"]'), "no well search without the wells' view").to.equal(null);
    suite.unmount();
    await referenceLogin('13900000302');
    await mountReport();
    expect(all('[data-action^="export-"]').map((b) => b.textContent)).to.deep.equal(['导出CSV', '导出Excel']);
    expect(all('[data-action="print"]')).to.deep.equal([]);
    events.stop();
    expect(messages(events), 'no call refused').to.deep.equal([]);
  });
});
