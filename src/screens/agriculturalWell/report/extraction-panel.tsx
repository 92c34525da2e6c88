import { useMemo } from 'react';
import type { CallResponse } from '../../../api/contract/define-call';
import { extractionReport, type ExtractionRow, type ReportGroup } from '../../../api/contract/well/history-report';
import { extractionColumnDefs, NO_FIGURE } from '../../../api/contract/well/history-report-columns';
import type { PersonalizedNames } from '../../../api/contract/param';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import { useSession } from '../../../session/public/session';
import { tableColumnsOf, type ColumnView, type TableColumn } from '../../../ui/table';
import type { Figure } from '../../business/home/figure';
import { PagedReportPanel } from './paged-report-panel';
import { extractionInput, type ReportFilterValues } from './report-query';
import { formatFixed } from '../../../validation';

type Answer = CallResponse<typeof extractionReport>;
const figure: ColumnView<ExtractionRow> = { width: 110, align: 'right' };
const months = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`m${i + 1}`, { width: 100, align: 'right' }])) as Record<
  string,
  ColumnView<ExtractionRow>
>;
const fixed = (v: number | null, decimals: number) => (v === null ? NO_FIGURE : formatFixed(v, decimals));

/** The extraction report's table (extractionColumnDefs): the key columns held at the left, the months and figures right-aligned. */
function extractionColumns(group: ReportGroup, names: PersonalizedNames): TableColumn<ExtractionRow>[] {
  return tableColumnsOf(
    extractionColumnDefs(group),
    {
      code: { width: 120, fixed: 'left' },
      label: { width: 140, fixed: 'left' },
      note: 120,
      ...months,
      total: { width: 130, align: 'right' },
      permitNo: 180,
      permit: figure,
      permitShare: figure,
      quota: figure,
      quotaShare: figure,
    },
    { names },
  );
}

const note = (a: Answer) => t.extractionNote(a.year);
const x = t.extraction;
/** The year's water against the permits and quotas; a share over 100 % asks for attention. */
const figures = ({ totals }: Answer): Figure[] => [
  { key: 'total', label: x.total, value: formatFixed(totals.total, 3) },
  { key: 'permit', label: x.permit, value: fixed(totals.permit, 3) },
  { key: 'permitShare', label: x.permitShare, value: fixed(totals.permitShare, 1), alert: (totals.permitShare ?? 0) > 100 },
  { key: 'quota', label: x.quota, value: fixed(totals.quota, 3) },
  { key: 'quotaShare', label: x.quotaShare, value: fixed(totals.quotaShare, 1), alert: (totals.quotaShare ?? 0) > 100 },
];
const totalsRow = (a: Answer) => a.totals;

/** 取水量: each well's or village's water by month of a year, against the permits and the farmers' quotas. */
export function ExtractionPanel({ filters }: { filters: ReportFilterValues }) {
  const names = useSession((s) => s.labels);
  const input = useMemo(() => extractionInput(filters), [filters]);
  const columns = useMemo(() => extractionColumns(filters.group, names), [filters.group, names]);
  return (
    <PagedReportPanel
      call={extractionReport}
      input={input}
      what={t.history.extraction}
      columns={columns}
      note={note}
      figures={figures}
      totalsRow={totalsRow}
    />
  );
}
