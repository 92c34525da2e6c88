import { useMemo } from 'react';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import { businessNow, formatDate } from '../../../ui/date-range';
import { Permission } from '../../../ui/permission';
import { PrintButton } from '../../../ui/print';
import type { TableColumn } from '../../../ui/table';
import type { TableExport } from '../../../ui/table-page';
import { ExportButtons } from '../../../features/table-page';

const p = wellPermissions.report;

export interface ReportToolbarProps<Row> {
  /** The report call's path (common/export runs it with `input`). */
  call: string;
  /** The call's input without page and size: the rows of the export are the whole range's. */
  input: Record<string, unknown>;
  /** The tab's name, in the file's name (统计报表-按日-20261125.csv) and the printout's title. */
  what: string;
  /** The line under the printout's title: the range counted. */
  note?: string;
  columns: readonly TableColumn<Row>[];
  /** The rows shown (the page and its totals row), for the print. */
  rows: readonly Row[];
}

/**
 * 导出CSV / 导出Excel of the tab's report (common/export, the same columns as the table) for holders
 * of the report's 导出 button, and 打印 of the rows shown for holders of its 打印 button.
 */
export function ReportToolbar<Row>({ call, input, what, note, columns, rows }: ReportToolbarProps<Row>) {
  const spec = useMemo<TableExport>(
    () => ({
      call,
      filters: () => input,
      fileName: () => t.fileName(what, formatDate(businessNow()).replace(/-/g, '')),
    }),
    [call, input, what],
  );
  return (
    <div className="irr-table-toolbar">
      <Permission anyOf={[p.export]}>
        <ExportButtons spec={spec} applied={{}} label={t.tableOf(what)} />
      </Permission>
      <PrintButton anyOf={[p.print]} title={`${t.table}-${what}`} note={note} columns={columns} rows={rows} landscape />
    </div>
  );
}
