import { useMemo } from 'react';
import type { CallResponse } from '../../../api/contract/define-call';
import { levelReport, type LevelRow, type ReportGroup } from '../../../api/contract/well/history-report';
import { levelColumnDefs, NO_FIGURE } from '../../../api/contract/well/history-report-columns';
import type { PersonalizedNames } from '../../../api/contract/param';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import { useSession } from '../../../session/public/session';
import { tableColumnsOf, type ColumnView, type TableColumn } from '../../../ui/table';
import type { Figure } from '../../business/home/figure';
import { PagedReportPanel } from './paged-report-panel';
import { levelInput, type ReportFilterValues } from './report-query';

type Answer = CallResponse<typeof levelReport>;
const figure: ColumnView<LevelRow> = { width: 110, align: 'right' };
const metres = (v: number | null) => (v === null ? NO_FIGURE : v.toFixed(2));

/** The level report's table (levelColumnDefs): a well's code and name, or a village's name, held at the left; the figures right-aligned. */
function levelColumns(group: ReportGroup, names: PersonalizedNames): TableColumn<LevelRow>[] {
  return tableColumnsOf(
    levelColumnDefs(group),
    {
      code: { width: 120, fixed: 'left' },
      label: { width: 140, fixed: 'left' },
      note: 120,
      wells: figure,
      reports: figure,
      first: figure,
      last: figure,
      min: figure,
      max: figure,
      mean: figure,
      lastYearMean: { width: 130, align: 'right' },
      change: figure,
    },
    { names },
  );
}

const note = (a: Answer) => t.levelNote(a.month, a.lastYearMonth);
const l = t.level;
const figures = ({ totals }: Answer): Figure[] => [
  { key: 'wells', label: l.wells, value: String(totals.wells) },
  { key: 'reports', label: l.reports, value: String(totals.reports) },
  { key: 'mean', label: l.mean, value: metres(totals.mean) },
  { key: 'lastYearMean', label: l.lastYearMean, value: metres(totals.lastYearMean) },
  { key: 'change', label: l.change, value: metres(totals.change) },
];
const totalsRow = (a: Answer) => a.totals;

/** 水位月报: the month's groundwater level of each well or village against the same month a year before. */
export function LevelPanel({ filters }: { filters: ReportFilterValues }) {
  const names = useSession((s) => s.labels);
  const input = useMemo(() => levelInput(filters), [filters]);
  const columns = useMemo(() => levelColumns(filters.group, names), [filters.group, names]);
  return (
    <PagedReportPanel
      call={levelReport}
      input={input}
      what={t.history.level}
      columns={columns}
      note={note}
      figures={figures}
      totalsRow={totalsRow}
    />
  );
}
