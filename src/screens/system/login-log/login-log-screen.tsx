import { useMemo, useState } from 'react';
import type { CallRequest } from '../../../api/contract/define-call';
import { LOGIN_RESULTS, findLoginLogPage } from '../../../api/contract/system/logs';
import { systemPermissions } from '../../../api/contract/system/permissions';
import { callApi } from '../../../api/transport';
import { logTexts as t } from '../../../i18n/zh-CN/system-logs';
import type { ScreenProps } from '../../../router';
import { businessNow, currentMonthRange, DateRangePicker, type DateRange } from '../../../ui/date-range';
import type { FieldSpec, FieldValues } from '../../../ui/form/field-spec';
import { Permission } from '../../../ui/permission';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { loginLogColumns } from './login-log-columns';

const view = [systemPermissions.loginLog.view];

const filters: FieldSpec[] = [
  { name: 'keyword', label: t.loginKeyword, type: 'text' },
  { name: 'result', label: t.result, type: 'select', options: LOGIN_RESULTS.map((r) => ({ value: r, label: t.results[r] ?? r })) },
];

/** The filters of the range as findPage (and the export) take them. */
const loginLogInput =
  (range: DateRange) =>
  ({ keyword, result }: Readonly<FieldValues>): CallRequest<typeof findLoginLogPage> => ({
    keyword: keyword ? String(keyword) : undefined,
    result: result === 'success' || result === 'failure' ? result : undefined,
    startTime: range.start,
    endTime: range.end,
  });

/** /system/loginLog: this merchant's logins, newest first, by account or name, result and time (this month by default); export (CSV, XLSX). */
export function LoginLogScreen({ title }: ScreenProps) {
  const [range, setRange] = useState<DateRange>(() => currentMonthRange(businessNow()));
  const fetcher = useMemo(
    () =>
      ({ page, size, ...q }: PageQuery) =>
        callApi(findLoginLogPage, { page, size, ...loginLogInput(range)(q as FieldValues) }),
    [range],
  );
  const exportAs = useMemo<TableExport>(() => ({ call: findLoginLogPage.path, filters: loginLogInput(range) }), [range]);
  return (
    <Permission anyOf={view} fallback={<p role="alert">{t.noView}</p>}>
      <TablePage
        cacheKey={`plat/loginLog/findPage|${range.start}|${range.end}`}
        fetcher={fetcher}
        columns={loginLogColumns}
        filters={filters}
        label={title || t.loginTable}
        exportAs={exportAs}
        toolbar={<DateRangePicker label={t.range} value={range} onChange={setRange} />}
      />
    </Permission>
  );
}
