import { useMemo } from 'react';
import type { CallDef, CallRequest, CallResponse } from '../../../api/contract/define-call';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import type { TableColumn } from '../../../ui/table';
import type { Figure } from '../../business/home/figure';
import { ReportTable } from './report-table';
import { ReportToolbar } from './report-toolbar';
import { ReportTotals } from './report-totals';
import { useReportAnswer } from './use-report-answer';
import { useReportPaging } from './use-report-paging';

type Paged<Row> = { records: Row[]; total: number };

export interface PagedReportPanelProps<C extends CallDef, Row> {
  /** A findPage-shaped report call. */
  call: C;
  /** Its input without page and size (the export's filters too). */
  input: CallRequest<C>;
  /** The tab's name: the strip's, the table's and the file's. */
  what: string;
  columns: readonly TableColumn<Row>[];
  /** The line under the tabs and the printout's title: what the answer counted. */
  note: (answer: CallResponse<C>) => string;
  /** The strip's cards, of the whole report (not only the page). */
  figures: (answer: CallResponse<C>) => Figure[];
  /** The totals as the table's last row. */
  totalsRow: (answer: CallResponse<C>) => Row;
}

/**
 * A paged report of 统计报表 (水位月报, 取水量, 数据完整性): what it counted, the strip of its
 * totals, export and print, and the page's rows with the totals at the foot.
 */
export function PagedReportPanel<C extends CallDef, Row>({
  call,
  input,
  what,
  columns,
  note,
  figures,
  totalsRow,
}: PagedReportPanelProps<C, Row>) {
  const paging = useReportPaging(input);
  const answer = useReportAnswer(call, { ...(input as object), page: paging.page, size: paging.size } as CallRequest<C>);
  const data = answer.error ? undefined : answer.data;
  const records = (data as Paged<Row> | undefined)?.records;
  const rows = useMemo(() => (data && records?.length ? [...records, totalsRow(data)] : []), [data, records, totalsRow]);
  const line = data && note(data);
  return (
    <div className="irr-table-page irr-report-panel">
      {data && (
        <p className="irr-report-range" data-range="">
          {line}
        </p>
      )}
      {data && <ReportTotals label={t.totalsOf(what)} figures={figures(data)} />}
      <ReportToolbar call={call.path} input={input as Record<string, unknown>} what={what} note={line} columns={columns} rows={rows} />
      <ReportTable
        label={t.tableOf(what)}
        columns={columns}
        rows={rows}
        answer={answer}
        paging={{ ...paging, total: (data as Paged<Row> | undefined)?.total ?? 0 }}
      />
    </div>
  );
}
