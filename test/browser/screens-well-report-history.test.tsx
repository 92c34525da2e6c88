import { expect } from '@open-wc/testing';
import type { CallResponse } from '../../src/api/contract/define-call';
import { completenessReport, extractionReport, levelReport } from '../../src/api/contract/well/history-report';
import { callApi } from '../../src/api/transport';
import { ReportScreen } from '../../src/screens/agriculturalWell/report';
import { captureDownloads } from './support/downloads';
import { click } from './support/real-input';
import { oneRow } from './support/reference-fixtures';
import { referenceClockAdvance, referenceDevice, referenceScreenSuite } from './support/reference-session';
import { shadowQueries, until } from './support/shadow-queries';
import { choose } from './support/well-fixtures';

const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const bodyRows = () => all<HTMLTableRowElement>('.irr-table-page tbody tr').filter((tr) => tr.cells.length > 1);
const texts = (tr: HTMLTableRowElement) => [...tr.cells].map((td) => td.textContent ?? '');
const headers = () => all('.irr-table-page thead th').map((th) => th.textContent);
const tab = (text: string) => all<HTMLButtonElement>('[role="tab"]').find((b) => b.textContent === text)!;
const rangeLine = () => $('[data-range]')?.textContent ?? '';
const strip = (key: string) => $(`[data-totals] [data-key="${key}"] .irr-figure-value`)?.textContent;
const loaded = () => $('.irr-table-page table[aria-busy="false"]') !== null;
/** A figure as the tables and cards show it: grouped by thousands with fixed decimals (Intl here, apart from the console's). */
const fixed = (v: number | null, decimals: number) =>
  v === null ? '—' : v.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
const signed = (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : ''}${v.toFixed(2)}`);

/** The merchants' month and year (China Standard Time), computed here apart from the console's. */
function thisMonth(): { month: string; year: number } {
  const wall = new Date(Date.now() + 480 * 60_000);
  return { month: `${wall.getUTCFullYear()}-${String(wall.getUTCMonth() + 1).padStart(2, '0')}`, year: wall.getUTCFullYear() };
}

async function mountReport(): Promise<void> {
  suite.mount(<ReportScreen path="/agriculturalWell/report" query={{}} title="统计报表" active />);
  await until(() => loaded() && rangeLine() !== '', 'the report loads');
}

async function openTab(text: string, ready: () => boolean): Promise<void> {
  await click(tab(text));
  await until(() => tab(text).getAttribute('aria-selected') === 'true' && loaded() && ready(), `the ${text} report`);
}

const LEVEL = ['上报次数', '月初埋深(m)', '月末埋深(m)', '最小埋深(m)', '最大埋深(m)', '月均埋深(m)', '去年同月均值(m)', '同比变化(m)'];
type Level = CallResponse<typeof levelReport>['records'][number];
const levelCells = (r: Level) => [
  String(r.reports),
  ...[r.first, r.last, r.min, r.max, r.mean, r.lastYearMean].map((v) => fixed(v, 2)),
  signed(r.change),
];

describe('统计报表: the reports of the field history on the reference server', () => {
  it("水位月报 opens on this month by well, the server's page and totals; 按村镇 a row per village; accessible", async () => {
    await mountReport();
    const { month } = thisMonth();
    await openTab('水位月报', () => headers()[0] === '机井编号' && bodyRows().length > 0);
    expect($<HTMLInputElement>('input[name="month"]')!.value).to.equal(month);
    expect($<HTMLSelectElement>('select[name="groupBy"]')!.value).to.equal('well');
    const answer = await callApi(levelReport, { month, groupBy: 'well', page: 1, size: 10 });
    expect(answer.records.filter((r) => r.mean !== null).length, "the demo's history this month").to.be.greaterThan(0);
    expect(answer.lastYearMonth).to.equal(`${Number(month.slice(0, 4)) - 1}${month.slice(4)}`);
    expect(headers()).to.deep.equal(['机井编号', '机井', '村镇', ...LEVEL]);
    expect(bodyRows().map(texts)).to.deep.equal([
      ...answer.records.map((r) => [r.code, r.label, r.note, ...levelCells(r)]),
      ['', '全部', '', ...levelCells(answer.totals)],
    ]);
    expect(rangeLine()).to.equal(`统计月份：${month}，同比：${answer.lastYearMonth}。埋深为地面至水面的距离，同比变化为正表示水位下降`);
    expect([strip('wells'), strip('mean'), strip('change')]).to.deep.equal([
      String(answer.totals.wells),
      fixed(answer.totals.mean, 2),
      fixed(answer.totals.change, 2),
    ]);
    expect($('.irr-pager-total')!.textContent).to.equal(`共 ${answer.total} 条`);

    await choose($<HTMLSelectElement>('select[name="groupBy"]')!, 'place');
    await until(() => loaded() && headers()[0] === '村镇', 'a row per village');
    const villages = await callApi(levelReport, { month, groupBy: 'place', page: 1, size: 10 });
    expect(headers()).to.deep.equal(['村镇', '上报机井数', ...LEVEL]);
    expect(bodyRows().map(texts).slice(0, -1)).to.deep.equal(villages.records.map((r) => [r.label, String(r.wells), ...levelCells(r)]));
    await expect(suite.mounted!.host).to.be.accessible({ ignoredRules: ['scrollable-region-focusable'] });
  });

  it('取水量 shows a year of months against the permits, by village against the quotas too; the place filter narrows it', async () => {
    await mountReport();
    const { year, month } = thisMonth();
    await openTab('取水量', () => headers()[12] === '10月(m³)');
    expect($<HTMLSelectElement>('select[name="year"]')!.value).to.equal(String(year));
    const months = Array.from({ length: 12 }, (_, i) => `${i + 1}月(m³)`);
    expect(headers()).to.deep.equal([
      '机井编号',
      '机井',
      '村镇',
      ...months,
      '全年合计(m³)',
      '取水许可证号',
      '许可水量(m³)',
      '许可使用率(%)',
    ]);
    const place = await oneRow<{ id: number; name: string }>(
      'a village with wells',
      'select p.id, p.name from place p where p.merchant_id = $1 and exists (select 1 from well w where w.place_id = p.id) order by p.id limit 1',
      [suite.merchant],
    );
    await choose($<HTMLSelectElement>('select[name="placeId"]')!, String(place.id));
    const answer = await callApi(extractionReport, { year, groupBy: 'well', placeId: place.id, page: 1, size: 10 });
    await until(() => loaded() && $('.irr-pager-total')?.textContent === `共 ${answer.total} 条`, "the village's wells");
    expect(
      answer.records.some((r) => r.permit !== null && r.total > 0),
      'the demo: water against a permit',
    ).to.equal(true);
    const cells = (r: (typeof answer.records)[number]) => [
      ...r.months.map((v) => fixed(v, 3)),
      fixed(r.total, 3),
      r.permitNo,
      fixed(r.permit, 3),
      fixed(r.permitShare, 1),
    ];
    expect(bodyRows().map(texts).slice(0, -1)).to.deep.equal(answer.records.map((r) => [r.code, r.label, r.note, ...cells(r)]));
    expect(texts(bodyRows().at(-1)!).slice(1, 3)).to.deep.equal(['合计', '']);
    expect(answer.records[0]!.months.slice(Number(month.slice(5))), 'the months to come').to.deep.equal(
      Array(12 - Number(month.slice(5))).fill(null),
    );

    await choose($<HTMLSelectElement>('select[name="groupBy"]')!, 'place');
    await until(() => loaded() && headers()[0] === '村镇', 'by village');
    expect(headers().slice(-4)).to.deep.equal(['许可水量(m³)', '许可使用率(%)', '用水定额(m³)', '定额使用率(%)']);
    const village = await callApi(extractionReport, { year, groupBy: 'place', placeId: place.id, page: 1, size: 10 });
    expect(bodyRows().map(texts).slice(0, -1)).to.deep.equal(
      village.records.map((r) => [
        r.label,
        ...r.months.map((v) => fixed(v, 3)),
        fixed(r.total, 3),
        ...[r.permit, r.quota].flatMap((v, i) => [fixed(v, 3), fixed(i === 0 ? r.permitShare : r.quotaShare, 1)]),
      ]),
    );
    expect(strip('quota')).to.equal(fixed(village.totals.quota, 3));
  });

  it("数据完整性 lists the devices, the least complete first, and exports the table's columns with the totals last", async () => {
    const wells = await referenceSqlWells();
    const first = await referenceDevice.connect(wells[0]!);
    await referenceDevice.status(first.username, { waterLevel: 10.2 });
    await referenceDevice.connect(wells[1]!);
    // the server's clock stands still: half a minute on (within the offline window), three reports are expected of each
    await referenceClockAdvance(30_000);
    const downloads = captureDownloads();
    try {
      await mountReport();
      const { month } = thisMonth();
      await openTab('数据完整性', () => headers()[3] === '接入方式' && bodyRows().length >= 3);
      const answer = await callApi(completenessReport, { month, page: 1, size: 10 });
      expect(
        answer.records.map((r) => r.id),
        'the silent device first',
      ).to.deep.equal([wells[1], wells[0]]);
      expect(headers()).to.deep.equal([
        '机井编号',
        '机井',
        '村镇',
        '接入方式',
        '统计时段',
        '应报次数',
        '实报次数',
        '完整率(%)',
        '离线时长(小时)',
        '最后上报',
        '当前状态',
      ]);
      expect(bodyRows().map(texts)).to.deep.equal([
        ...answer.records.map((r) => [
          r.code,
          r.label,
          r.note,
          'MQTT',
          `${r.from} 至 ${r.to}`,
          String(r.expected),
          String(r.reports),
          r.completeness.toFixed(1),
          r.offlineHours.toFixed(1),
          r.lastReport ?? '—',
          r.online ? '在线' : '离线',
        ]),
        [
          '合计',
          '',
          '',
          '',
          '',
          String(answer.totals.expected),
          String(answer.totals.reports),
          answer.totals.completeness.toFixed(1),
          answer.totals.offlineHours.toFixed(1),
          '',
          '',
        ],
      ]);
      expect(
        answer.records.map((r) => [r.reports, r.expected]),
        "the reports since the device's registration (the demo's history is older)",
      ).to.deep.equal([
        [0, 3],
        [1, 3],
      ]);
      expect([strip('devices'), strip('poor')]).to.deep.equal(['2', String(answer.totals.poor)]);
      expect($('[data-totals] [data-key="poor"]')!.closest('[data-alert]'), 'the devices to fix ask for attention').to.not.equal(null);

      await click($('[data-action="export-csv"]')!);
      await until(() => downloads.blobs.length === 1, 'the file');
      const lines = new TextDecoder('utf-8', { ignoreBOM: true })
        .decode(new Uint8Array(await downloads.blobs[0]!.arrayBuffer()).slice(3))
        .split(/\r?\n/)
        .filter(Boolean);
      expect(lines[0]!.split(',')).to.deep.equal(headers());
      expect(lines.slice(1).map((l) => l.split(',')[0])).to.deep.equal([...answer.records.map((r) => r.code), '合计']);
      expect(all('[data-action="print"]'), '打印 beside the export').to.have.length(1);
    } finally {
      downloads.restore();
    }
  });
});

/** Two wells of the merchant without a device, by code. */
async function referenceSqlWells(): Promise<number[]> {
  const rows = await Promise.all(
    [0, 1].map((offset) =>
      oneRow<{ id: number }>(
        `well ${offset}`,
        `select w.id from well w where w.merchant_id = $1 and not exists (select 1 from device d where d.well_id = w.id)
        order by w.cd, w.id offset ${offset} limit 1`,
        [suite.merchant],
      ),
    ),
  );
  return rows.map((r) => r.id);
}
