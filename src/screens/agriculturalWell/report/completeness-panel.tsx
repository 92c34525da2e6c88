import { useMemo } from 'react';
import type { CallResponse } from '../../../api/contract/define-call';
import { COMPLETENESS_POOR, completenessReport, type CompletenessRow } from '../../../api/contract/well/history-report';
import { COMPLETENESS_TOTALS_ID, completenessColumnDefs, completenessTotalsRow } from '../../../api/contract/well/history-report-columns';
import type { PersonalizedNames } from '../../../api/contract/param';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import { useSession } from '../../../session/public/session';
import { tableColumnsOf, type ColumnView, type TableColumn } from '../../../ui/table';
import type { Figure } from '../../business/home/figure';
import { PagedReportPanel } from './paged-report-panel';
import { completenessInput, type ReportFilterValues } from './report-query';
import { formatFixed } from '../../../validation';

type Answer = CallResponse<typeof completenessReport>;
const figure: ColumnView<CompletenessRow> = { width: 100, align: 'right' };

/** The completeness report's table: a device under COMPLETENESS_POOR has its completeness marked. */
function completenessColumns(names: PersonalizedNames): TableColumn<CompletenessRow>[] {
  return tableColumnsOf(
    completenessColumnDefs,
    {
      code: { width: 120, fixed: 'left' },
      label: 140,
      note: 120,
      transport: 90,
      span: 320,
      expected: figure,
      reports: figure,
      completeness: {
        ...figure,
        render: (r) => (
          <span data-alert={(r.id !== COMPLETENESS_TOTALS_ID && r.completeness < COMPLETENESS_POOR) || undefined}>
            {r.completeness.toFixed(1)}
          </span>
        ),
      },
      offlineHours: { width: 120, align: 'right' },
      lastReport: 170,
      online: 90,
    },
    { names },
  );
}

const note = (a: Answer) => t.completenessNote(a.month);
const c = t.completeness;
const figures = ({ totals }: Answer): Figure[] => [
  { key: 'devices', label: c.devices, value: formatFixed(totals.devices, 0) },
  { key: 'poor', label: c.poor(COMPLETENESS_POOR), value: formatFixed(totals.poor, 0), alert: totals.poor > 0 },
  { key: 'expected', label: c.expected, value: formatFixed(totals.expected, 0) },
  { key: 'reports', label: c.reports, value: formatFixed(totals.reports, 0) },
  { key: 'completeness', label: c.completeness, value: totals.completeness.toFixed(1) },
  { key: 'offlineHours', label: c.offlineHours, value: totals.offlineHours.toFixed(1) },
];
const totalsRow = (a: Answer) => completenessTotalsRow(a.totals);

/** 数据完整性: the devices of the merchant's wells, least complete first: the ones to fix. */
export function CompletenessPanel({ filters }: { filters: ReportFilterValues }) {
  const names = useSession((s) => s.labels);
  const input = useMemo(() => completenessInput(filters), [filters]);
  const columns = useMemo(() => completenessColumns(names), [names]);
  return (
    <PagedReportPanel
      call={completenessReport}
      input={input}
      what={t.history.completeness}
      columns={columns}
      note={note}
      figures={figures}
      totalsRow={totalsRow}
    />
  );
}
