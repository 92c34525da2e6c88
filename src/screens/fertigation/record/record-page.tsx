import { useState } from 'react';
import { findPage, type RecordRow } from '../../../api/contract/fertigation/record';
import { callApi } from '../../../api/transport';
import { recordTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { options } from '../../../i18n/zh-CN/enums';
import { emitSessionEvent } from '../../../session/events';
import { businessNow, currentMonthRange, DateRangePicker, type DateRange } from '../../../ui/date-range';
import { TablePage, type PageQuery } from '../../../ui/table-page';
import { CancelDialog } from './cancel-dialog';
import { recordColumns } from './record-columns';

const filters = [
  { name: 'keyword', label: t.orderNo, type: 'text' as const },
  { name: 'status', label: t.status, type: 'select' as const, options: options('orderStatus') },
];

/** /fertigation/record: the irrigation orders, filtered by order number, status and start time; cancel. */
export function RecordPage() {
  const [range, setRange] = useState<DateRange>(() => currentMonthRange(businessNow()));
  const [cancelling, setCancelling] = useState<RecordRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const fetcher = (q: PageQuery) => callApi(findPage, { ...q, startTime: range.start, endTime: range.end } as Parameters<typeof callApi<typeof findPage>>[1]);
  return (
    <>
      <TablePage cacheKey={`fertigation/record/findPage|${range.start}|${range.end}`} fetcher={fetcher} label={t.table}
        columns={recordColumns(setCancelling)} filters={filters} refreshKey={refreshKey}
        toolbar={<DateRangePicker label={t.range} value={range} onChange={setRange} />} />
      {/* keyed by the order: closing forgets a half-typed reason, which must not follow to another order */}
      <CancelDialog key={cancelling?.id ?? 0} record={cancelling} onClose={() => setCancelling(null)} onDone={() => {
        setCancelling(null);
        setRefreshKey((k) => k + 1);
        emitSessionEvent({ type: 'message', level: 'success', text: t.cancelled });
      }} />
    </>
  );
}
