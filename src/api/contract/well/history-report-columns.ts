import type { ColumnDef } from '../column-def';
import { TRANSPORT_SHORT_NAMES } from '../device/field-link';
import { label } from '../enum-labels';
import type { PersonalizedNames } from '../param';
import type { CompletenessRow, CompletenessTotals, ExtractionRow, LevelRow, ReportGroup } from './history-report';

/**
 * The columns of the history's reports (history-report.ts), one definition each for the screen's
 * table, its printout and common/export: the key columns by what a row is (a well: its code, name
 * and village; a village: its name), then the figures. A figure the report has not (null) is —.
 */

/** The tabs' names (统计报表's tabs after the money's). */
export const HISTORY_REPORT_TEXTS = { level: '水位月报', extraction: '取水量', completeness: '数据完整性' } as const;
export type HistoryReport = keyof typeof HISTORY_REPORT_TEXTS;

export const REPORT_GROUP_TEXTS: Readonly<Record<ReportGroup, string>> = { well: '按机井', place: '按村镇' };

/** Shown where a figure is missing (no report, no permit, no data a year before). */
export const NO_FIGURE = '—';

const fixed = (v: number | null, decimals: number) => (v === null ? NO_FIGURE : v.toFixed(decimals));

interface Named {
  code: string;
  label: string;
  note: string;
}

/** A row's key columns: a well's code, name and village; a village's name. */
function keyColumns<Row extends Named>(groupBy: ReportGroup): ColumnDef<Row>[] {
  return groupBy === 'well'
    ? [
        { key: 'code', title: (n: PersonalizedNames) => n.equipmentName, text: (r) => r.code },
        { key: 'label', title: (n: PersonalizedNames) => n.equipment, text: (r) => r.label },
        { key: 'note', title: (n: PersonalizedNames) => n.place, text: (r) => r.note },
      ]
    : [{ key: 'label', title: (n: PersonalizedNames) => n.place, text: (r) => r.label }];
}

/** Headers of the level report: depths below ground, metres. */
export const levelColumnTitles = {
  wells: '上报机井数',
  reports: '上报次数',
  first: '月初埋深(m)',
  last: '月末埋深(m)',
  min: '最小埋深(m)',
  max: '最大埋深(m)',
  mean: '月均埋深(m)',
  lastYearMean: '去年同月均值(m)',
  change: '同比变化(m)',
} as const;
const lv = levelColumnTitles;

/** The level report's columns: a village's count of wells that reported, then the figures. */
export function levelColumnDefs(groupBy: ReportGroup): readonly ColumnDef<LevelRow>[] {
  const depth = (key: 'first' | 'last' | 'min' | 'max' | 'mean' | 'lastYearMean'): ColumnDef<LevelRow> => ({
    key,
    title: lv[key],
    text: (r) => fixed(r[key], 2),
  });
  return [
    ...keyColumns<LevelRow>(groupBy),
    ...(groupBy === 'place' ? [{ key: 'wells', title: lv.wells, text: (r: LevelRow) => String(r.wells) }] : []),
    { key: 'reports', title: lv.reports, text: (r) => String(r.reports) },
    depth('first'),
    depth('last'),
    depth('min'),
    depth('max'),
    depth('mean'),
    depth('lastYearMean'),
    // above 0 the water lies deeper than a year before: signed, so that a rise reads as one
    { key: 'change', title: lv.change, text: (r) => (r.change === null ? NO_FIGURE : `${r.change > 0 ? '+' : ''}${r.change.toFixed(2)}`) },
  ];
}

/** Headers of the extraction report. */
export const extractionColumnTitles = {
  month: (m: number) => `${m}月(m³)`,
  total: '全年合计(m³)',
  permitNo: '取水许可证号',
  permit: '许可水量(m³)',
  permitShare: '许可使用率(%)',
  quota: '用水定额(m³)',
  quotaShare: '定额使用率(%)',
} as const;
const ex = extractionColumnTitles;

/** The extraction report's columns: the twelve months, the year's, then the permit (a well's number) and, for a village, the quota. */
export function extractionColumnDefs(groupBy: ReportGroup): readonly ColumnDef<ExtractionRow>[] {
  const months: ColumnDef<ExtractionRow>[] = Array.from({ length: 12 }, (_, i) => ({
    key: `m${i + 1}`,
    title: ex.month(i + 1),
    text: (r: ExtractionRow) => fixed(r.months[i] ?? null, 3),
  }));
  return [
    ...keyColumns<ExtractionRow>(groupBy),
    ...months,
    { key: 'total', title: ex.total, text: (r) => r.total.toFixed(3) },
    ...(groupBy === 'well' ? [{ key: 'permitNo', title: ex.permitNo, text: (r: ExtractionRow) => r.permitNo }] : []),
    { key: 'permit', title: ex.permit, text: (r) => fixed(r.permit, 3) },
    { key: 'permitShare', title: ex.permitShare, text: (r) => fixed(r.permitShare, 1) },
    ...(groupBy === 'place'
      ? [
          { key: 'quota', title: ex.quota, text: (r: ExtractionRow) => fixed(r.quota, 3) },
          { key: 'quotaShare', title: ex.quotaShare, text: (r: ExtractionRow) => fixed(r.quotaShare, 1) },
        ]
      : []),
  ];
}

/** Headers of the completeness report. */
export const completenessColumnTitles = {
  transport: '接入方式',
  span: '统计时段',
  expected: '应报次数',
  reports: '实报次数',
  completeness: '完整率(%)',
  offlineHours: '离线时长(小时)',
  lastReport: '最后上报',
  online: '当前状态',
} as const;
const cp = completenessColumnTitles;

/** The label of a report's totals row, as the money's reports end. */
export const HISTORY_TOTALS_LABEL = '合计';
/** The id of the completeness report's totals row (no well's: theirs are positive). */
export const COMPLETENESS_TOTALS_ID = 0;

/** The completeness report's columns: the well, its device's transport and span, the figures, its last report and state. */
export const completenessColumnDefs: readonly ColumnDef<CompletenessRow>[] = [
  ...keyColumns<CompletenessRow>('well'),
  { key: 'transport', title: cp.transport, text: (r) => (r.id === COMPLETENESS_TOTALS_ID ? '' : TRANSPORT_SHORT_NAMES[r.transport]) },
  { key: 'span', title: cp.span, text: (r) => (r.id === COMPLETENESS_TOTALS_ID ? '' : `${r.from} 至 ${r.to}`) },
  { key: 'expected', title: cp.expected, text: (r) => String(r.expected) },
  { key: 'reports', title: cp.reports, text: (r) => String(r.reports) },
  { key: 'completeness', title: cp.completeness, text: (r) => r.completeness.toFixed(1) },
  { key: 'offlineHours', title: cp.offlineHours, text: (r) => r.offlineHours.toFixed(1) },
  { key: 'lastReport', title: cp.lastReport, text: (r) => r.lastReport ?? (r.id === COMPLETENESS_TOTALS_ID ? '' : NO_FIGURE) },
  { key: 'online', title: cp.online, text: (r) => (r.id === COMPLETENESS_TOTALS_ID ? '' : label('onlineState', String(r.online))) },
];

/** The completeness report's totals as its last row: the devices' figures summed, the completeness of them all. */
export const completenessTotalsRow = (t: CompletenessTotals): CompletenessRow => ({
  id: COMPLETENESS_TOTALS_ID,
  code: HISTORY_TOTALS_LABEL,
  label: '',
  note: '',
  transport: 'mqtt',
  from: '',
  to: '',
  expected: t.expected,
  reports: t.reports,
  completeness: t.completeness,
  offlineHours: t.offlineHours,
  lastReport: null,
  online: false,
});
