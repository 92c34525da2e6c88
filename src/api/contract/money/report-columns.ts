import type { ColumnDef } from '../column-def';
import type { PersonalizedNames } from '../param';
import type { QuotaRow, QuotaTotals, ReportDimension, ReportFigures, ReportRow } from './report';

/** The dimensions' names (the screen's tabs) and the first two columns' headers. */
export const REPORT_DIMENSION_TEXTS: Readonly<Record<ReportDimension, string>> = {
  day: '按日',
  month: '按月',
  place: '按村镇',
  well: '按机井',
  farmer: '按用户',
};

const keyTitle: Readonly<Record<ReportDimension, (n: PersonalizedNames) => string>> = {
  day: () => '日期',
  month: () => '月份',
  place: (n) => n.place,
  well: (n) => n.equipment,
  farmer: () => '用户',
};
const noteTitle: Readonly<Partial<Record<ReportDimension, (n: PersonalizedNames) => string>>> = {
  well: (n) => n.place,
  farmer: () => '手机号',
};

/** Headers of the figures, the table's and the export's, in their order. */
export const reportFigureTitles: Readonly<Record<keyof ReportFigures, string>> = {
  water: '用水量(m³)',
  power: '用电量(kWh)',
  revenue: '收入(元)',
  refund: '退款(元)',
  net: '净收入(元)',
  orders: '订单数',
  refunds: '退款笔数',
  overQuota: '超定额用水(m³)',
};

const figureText: Readonly<Record<keyof ReportFigures, (f: ReportFigures) => string | number>> = {
  water: (f) => f.water.toFixed(3),
  power: (f) => f.power.toFixed(3),
  revenue: (f) => f.revenue.toFixed(2),
  refund: (f) => f.refund.toFixed(2),
  net: (f) => f.net.toFixed(2),
  orders: (f) => f.orders,
  refunds: (f) => f.refunds,
  overQuota: (f) => f.overQuota.toFixed(3),
};

/** The figures' columns, in the order of reportFigureTitles. */
export const figureColumns = (Object.keys(reportFigureTitles) as (keyof ReportFigures)[]).map((key) => ({
  key,
  title: reportFigureTitles[key],
  text: figureText[key],
}));

/** The title of a dimension's first column, and of its second where it has one. */
export const reportKeyTitle = (dimension: ReportDimension, names: PersonalizedNames): string => keyTitle[dimension](names);
export const reportNoteTitle = (dimension: ReportDimension, names: PersonalizedNames): string | undefined => noteTitle[dimension]?.(names);

/** The label of a report's last row, its totals: the table's, its printout's and its export's. */
export const REPORT_TOTALS_LABEL = '合计';
/** The key of a report's totals row (no bucket's: those are dates, months and ids). */
export const REPORT_TOTALS_ID = 'totals';
/** The id of the quota report's totals row (no farmer's: theirs are positive). */
export const QUOTA_TOTALS_ID = -1;

/** A report's totals (of the whole range, not only the page) as its last row. */
export const reportTotalsRow = (totals: ReportFigures): ReportRow => ({
  id: REPORT_TOTALS_ID,
  label: REPORT_TOTALS_LABEL,
  note: '',
  ...totals,
});

/** The year's totals as the quota report's last row; the quota left is not summed (its cell stays empty). */
export const quotaTotalsRow = (totals: QuotaTotals): QuotaRow => ({
  id: QUOTA_TOTALS_ID,
  name: REPORT_TOTALS_LABEL,
  mobile: '',
  placeName: '',
  quota: totals.quota,
  used: totals.used,
  within: totals.within,
  over: totals.over,
  tiers: totals.tiers,
  remaining: 0,
});

/** A report's table's columns and its export's: its key, its note where the dimension has one, then the figures. */
export function reportColumnDefs(dimension: ReportDimension): readonly ColumnDef<ReportRow>[] {
  const note = noteTitle[dimension];
  return [
    { key: 'label', title: keyTitle[dimension], text: (r) => r.label },
    ...(note ? [{ key: 'note', title: note, text: (r: ReportRow) => r.note }] : []),
    ...figureColumns.map((c) => ({ key: c.key, title: c.title, text: (r: ReportRow) => c.text(r) })),
  ];
}

/** Headers of the quota report's columns. */
export const quotaColumnTitles = {
  name: '用户',
  mobile: '手机号',
  quota: '年度定额(m³)',
  used: '已用水量(m³)',
  within: '定额内(m³)',
  over: '超定额(m³)',
  tiers: '超定额分档(m³)',
  remaining: '剩余定额(m³)',
} as const;

const q = quotaColumnTitles;

/** The quota report's table's columns and its export's; one column per tier (by the answer's labels), the quota left last. */
export function quotaColumnDefs(tierLabels: readonly string[]): readonly ColumnDef<QuotaRow>[] {
  return [
    { key: 'name', title: q.name, text: (r) => r.name },
    { key: 'mobile', title: q.mobile, text: (r) => r.mobile },
    { key: 'placeName', title: (n) => n.place, text: (r) => r.placeName },
    { key: 'quota', title: q.quota, text: (r) => r.quota.toFixed(3) },
    { key: 'used', title: q.used, text: (r) => r.used.toFixed(3) },
    { key: 'within', title: q.within, text: (r) => r.within.toFixed(3) },
    { key: 'over', title: q.over, text: (r) => r.over.toFixed(3) },
    ...tierLabels.map((label, i) => ({ key: `tier${i}`, title: label, text: (r: QuotaRow) => (r.tiers[i] ?? 0).toFixed(3) })),
    { key: 'remaining', title: q.remaining, text: (r) => (r.id === QUOTA_TOTALS_ID ? '' : r.remaining.toFixed(3)) },
  ];
}
