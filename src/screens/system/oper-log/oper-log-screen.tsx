import { useMemo, useState } from 'react';
import { findOperLogPage, type OperLogRow } from '../../../api/contract/system/logs';
import { systemPermissions } from '../../../api/contract/system/permissions';
import { callApi } from '../../../api/transport';
import { logTexts as t } from '../../../i18n/zh-CN/system-logs';
import type { ScreenProps } from '../../../router';
import { businessNow, currentMonthRange, DateRangePicker, type DateRange } from '../../../ui/date-range';
import type { FieldSpec, FieldValues } from '../../../ui/form/field-spec';
import { Permission } from '../../../ui/permission';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { OperDetailDialog } from './oper-detail-dialog';
import { operLogColumns } from './oper-log-columns';

const view = [systemPermissions.operLog.view];
const filters: FieldSpec[] = [{ name: 'keyword', label: t.operKeyword, type: 'text' }];

/** The filters of the range as findPage (and the export) take them. */
const operLogInput =
  (range: DateRange) =>
  ({ keyword }: Readonly<FieldValues>) => ({
    keyword: keyword ? String(keyword) : undefined,
    startTime: range.start,
    endTime: range.end,
  });

/** /system/operLog: every write of this merchant, newest first, by operator, mobile or operation and time; 详情 shows the changes; export (CSV, XLSX). */
export function OperLogScreen({ title }: ScreenProps) {
  const [range, setRange] = useState<DateRange>(() => currentMonthRange(businessNow()));
  const [open, setOpen] = useState<OperLogRow | null>(null);
  const fetcher = useMemo(
    () =>
      ({ page, size, ...q }: PageQuery) =>
        callApi(findOperLogPage, { page, size, ...operLogInput(range)(q as FieldValues) }),
    [range],
  );
  const exportAs = useMemo<TableExport>(() => ({ call: findOperLogPage.path, filters: operLogInput(range) }), [range]);
  const columns = useMemo(() => operLogColumns(setOpen), []);
  return (
    <Permission anyOf={view} fallback={<p role="alert">{t.noView}</p>}>
      <TablePage
        cacheKey={`plat/operLog/findPage|${range.start}|${range.end}`}
        fetcher={fetcher}
        columns={columns}
        filters={filters}
        label={title || t.operTable}
        exportAs={exportAs}
        toolbar={<DateRangePicker label={t.range} value={range} onChange={setRange} />}
      />
      {open && <OperDetailDialog key={open.id} row={open} onClose={() => setOpen(null)} />}
    </Permission>
  );
}
