import { useMemo } from 'react';
import { summary, type ReportDimension } from '../../../api/contract/money/report';
import { REPORT_DIMENSION_TEXTS, reportTotalsRow } from '../../../api/contract/money/report-columns';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import { useSession } from '../../../session/public/session';
import { businessNow, formatDate } from '../../../ui/date-range';
import { chartRows, chartSeries } from './chart-series';
import { LazyReportChart } from '../../business/chart/lazy-report-chart';
import { reportColumns } from './report-columns';
import { ReportTable } from './report-table';
import { ReportToolbar } from './report-toolbar';
import { ReportTotals, summaryFigures } from './report-totals';
import { countsTime, summaryInput, type ReportFilterValues } from './report-query';
import { useReportAnswer } from './use-report-answer';
import { useReportPaging } from './use-report-paging';

/**
 * One dimension's report: the range the server counted, the totals strip, the chart, and the table
 * of the rows (days and months all on one page, places, wells and farmers paged, most water first)
 * with the totals at its foot; export and print beside it.
 */
export function SummaryPanel({ dimension, filters }: { dimension: ReportDimension; filters: ReportFilterValues }) {
  const names = useSession((s) => s.labels);
  const what = REPORT_DIMENSION_TEXTS[dimension];
  const input = useMemo(() => summaryInput(dimension, filters), [dimension, filters]);
  const paged = !countsTime(dimension);
  const paging = useReportPaging(input);
  const answer = useReportAnswer(summary, paged ? { ...input, page: paging.page, size: paging.size } : input);
  const data = answer.error ? undefined : answer.data;
  const columns = useMemo(() => reportColumns(dimension, names), [dimension, names]);
  const series = useMemo(() => chartSeries(dimension), [dimension]);
  const rows = useMemo(() => (data?.records.length ? [...data.records, reportTotalsRow(data.totals)] : []), [data]);
  const drawn = useMemo(() => (data ? chartRows(dimension, data.records, formatDate(businessNow())) : []), [data, dimension]);
  const note = data && t.counted(data.startTime, data.endTime);
  return (
    <div className="irr-table-page irr-report-panel">
      {data && (
        <p className="irr-report-range" data-range="">
          {note}
        </p>
      )}
      {data && <ReportTotals label={t.totalsOf(what)} figures={summaryFigures(data.totals)} />}
      <ReportToolbar call={summary.path} input={input} what={what} note={note} columns={columns} rows={rows} />
      {drawn.length > 0 && <LazyReportChart dimension={dimension} rows={drawn} series={series} label={t.chartOf(what)} />}
      <ReportTable
        label={t.tableOf(what)}
        columns={columns}
        rows={rows}
        answer={answer}
        paging={paged ? { ...paging, total: data?.total ?? 0 } : undefined}
      />
    </div>
  );
}
