import { useMemo } from 'react';
import { quota } from '../../../api/contract/money/report';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import { useSession } from '../../../session/public/session';
import { quotaTotalsRow } from '../../../api/contract/money/report-columns';
import { quotaColumns, quotaFigures } from './quota-columns';
import { quotaInput, type ReportFilterValues } from './report-query';
import { ReportTable } from './report-table';
import { ReportToolbar } from './report-toolbar';
import { ReportTotals } from './report-totals';
import { useReportAnswer } from './use-report-answer';
import { useReportPaging } from './use-report-paging';

/**
 * 用水定额: each farmer's water of the year against the village's annual quota, most water first,
 * with the water over it by tier (the merchant's tiers as they are now); the farmers over their
 * quota counted in the strip; export and print beside the table.
 */
export function QuotaPanel({ filters }: { filters: ReportFilterValues }) {
  const names = useSession((s) => s.labels);
  const input = useMemo(() => quotaInput(filters), [filters]);
  const paging = useReportPaging(input);
  const answer = useReportAnswer(quota, { ...input, page: paging.page, size: paging.size });
  const data = answer.error ? undefined : answer.data;
  const tierKey = data?.tiers.map((tier) => tier.label).join('\n') ?? '';
  const columns = useMemo(() => quotaColumns(tierKey ? tierKey.split('\n') : [], names), [tierKey, names]);
  const rows = useMemo(() => (data?.records.length ? [...data.records, quotaTotalsRow(data.totals)] : []), [data]);
  const note = data && t.countedYear(data.year);
  return (
    <div className="irr-table-page irr-report-panel">
      {data && (
        <p className="irr-report-range" data-range="">
          {note}
        </p>
      )}
      {data && <ReportTotals label={t.totalsOf(t.quotaTab)} figures={quotaFigures(data)} />}
      <ReportToolbar call={quota.path} input={input} what={t.quotaTab} note={note} columns={columns} rows={rows} />
      <ReportTable
        label={t.tableOf(t.quotaTab)}
        columns={columns}
        rows={rows}
        answer={answer}
        paging={{ ...paging, total: data?.total ?? 0 }}
      />
    </div>
  );
}
