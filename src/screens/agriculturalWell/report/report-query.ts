import type { CallRequest } from '../../../api/contract/define-call';
import type { quota, ReportDimension, summary } from '../../../api/contract/money/report';
import type { completenessReport, extractionReport, levelReport, ReportGroup } from '../../../api/contract/well/history-report';
import type { HistoryReport } from '../../../api/contract/well/history-report-columns';
import { currentMonthRange, formatDate, type DateRange } from '../../../ui/date-range';

/** The screen's tabs: the summary's dimensions, the quota report, then the history's reports. */
export type ReportTab = ReportDimension | 'quota' | HistoryReport;

/** A range of whole months, each `yyyy-MM` (the 按月 tab). */
export interface MonthRange {
  from: string;
  to: string;
}

/** A well chosen as a filter. */
export interface PickedWell {
  id: number;
  name: string;
}

/** The filters of every tab, kept while the tabs change (a tab uses those it has). */
export interface ReportFilterValues {
  /** day, place and well: the days counted. */
  range: DateRange;
  /** month: the months counted. */
  months: MonthRange;
  /** farmer: days of one month (the server counts that whole month). */
  farmerRange: DateRange;
  /** quota and extraction: the year. */
  year: number;
  /** level and completeness: the month, `yyyy-MM`. */
  month: string;
  /** level and extraction: a row per well or per village. */
  group: ReportGroup;
  /** Every tab: the place's id as text, '' for all. */
  placeId: string;
  /** day, month, place and well. */
  well: PickedWell | null;
}

const month = (date: Date) => formatDate(date).slice(0, 7);

/** This month (day, place, well, farmer, level, completeness), this year's months up to this one (month), this year (quota, extraction). */
export function initialFilters(now: Date): ReportFilterValues {
  return {
    range: currentMonthRange(now),
    months: { from: `${now.getFullYear()}-01`, to: month(now) },
    farmerRange: currentMonthRange(now),
    year: now.getFullYear(),
    month: month(now),
    group: 'well',
    placeId: '',
    well: null,
  };
}

/** Tabs whose rows are days or months, all on one page. */
export const countsTime = (tab: ReportTab): boolean => tab === 'day' || tab === 'month';
/** Tabs that take the well filter (farmer and quota count a farmer's water at every well). */
export const takesWell = (tab: ReportTab): boolean => tab !== 'farmer' && tab !== 'quota';

/** From the first day of `from` at 00:00:00 to the last day of `to` at 23:59:59. */
export function monthRangeTimes({ from, to }: MonthRange): DateRange {
  const [year, monthNo] = to.split('-').map(Number) as [number, number];
  return { start: `${from}-01 00:00:00`, end: `${formatDate(new Date(year, monthNo, 0))} 23:59:59` };
}

const placeOf = (placeId: string) => (placeId ? Number(placeId) : undefined);

/** The summary's input of a tab, without page and size (the export's filters too). */
export function summaryInput(dimension: ReportDimension, f: ReportFilterValues): CallRequest<typeof summary> {
  const range = dimension === 'month' ? monthRangeTimes(f.months) : dimension === 'farmer' ? f.farmerRange : f.range;
  return {
    dimension,
    startTime: range.start,
    endTime: range.end,
    placeId: placeOf(f.placeId),
    wellId: takesWell(dimension) ? f.well?.id : undefined,
  };
}

/** The quota report's input, without page and size. */
export function quotaInput(f: ReportFilterValues): CallRequest<typeof quota> {
  return { year: f.year, placeId: placeOf(f.placeId) };
}

/** The history's reports' inputs, without page and size (the export's filters too). */
export function levelInput(f: ReportFilterValues): CallRequest<typeof levelReport> {
  return { month: f.month, groupBy: f.group, placeId: placeOf(f.placeId), wellId: f.well?.id };
}

export function extractionInput(f: ReportFilterValues): CallRequest<typeof extractionReport> {
  return { year: f.year, groupBy: f.group, placeId: placeOf(f.placeId), wellId: f.well?.id };
}

export function completenessInput(f: ReportFilterValues): CallRequest<typeof completenessReport> {
  return { month: f.month, placeId: placeOf(f.placeId), wellId: f.well?.id };
}
