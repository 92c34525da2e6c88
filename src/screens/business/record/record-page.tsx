import { useMemo, useState } from 'react';
import type { RecordRow } from '../../../api/contract/business/record';
import { titleWith } from '../../../api/contract/export-columns';
import { callApi, type CallInput } from '../../../api/transport';
import { businessRecordTexts as t } from '../../../i18n/zh-CN/business-record';
import { options } from '../../../i18n/zh-CN/enums';
import { useSession } from '../../../session/public/session';
import { notify } from '../../../session/public/notify';
import { businessNow, currentMonthRange, DateRangePicker, type DateRange } from '../../../ui/date-range';
import type { FieldOption, FieldSpec, FieldValues } from '../../../ui/form';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { useLinePlaces } from '../use-place-options';
import { CancelDialog } from './cancel-dialog';
import { recordColumns } from './record-columns';
import type { RecordFilterKey, RecordLine } from './record-line';

function filterSpec(key: RecordFilterKey, line: RecordLine, places: FieldOption[], placeTitle: string): FieldSpec {
  switch (key) {
    case 'keyword':
      return { name: key, label: line.keywordLabel, type: 'text' };
    case 'status':
      return { name: key, label: t.status, type: 'select', options: options('orderStatus') };
    case 'orderType':
      return { name: key, label: t.type, type: 'select', options: options('orderType') };
    case 'placeId':
      return { name: key, label: placeTitle, type: 'select', options: places };
  }
}

export interface BusinessRecordPageProps {
  line: RecordLine;
}

/** A line's usage records (orders), filtered by the line's filters and the start time (this month by default); cancel. */
export function BusinessRecordPage({ line }: BusinessRecordPageProps) {
  const labels = useSession((s) => s.labels);
  const places = useLinePlaces(line.filters.includes('placeId') ? line.placeList : undefined);
  const [range, setRange] = useState<DateRange>(() => currentMonthRange(businessNow()));
  const [cancelling, setCancelling] = useState<RecordRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const placeTitle = titleWith(line.columns.place, labels);
  const filters = useMemo(() => line.filters.map((key) => filterSpec(key, line, places, placeTitle)), [line, places, placeTitle]);
  const input = ({ placeId, ...q }: Readonly<FieldValues>) => ({
    ...q,
    placeId: placeId ? Number(placeId) : undefined,
    startTime: range.start,
    endTime: range.end,
  });
  const fetcher = (q: PageQuery) => callApi(line.calls.findPage, input(q as FieldValues) as CallInput<RecordLine['calls']['findPage']>);
  const exportAs: TableExport = { call: line.calls.findPage.path, filters: input };
  return (
    <>
      <TablePage
        cacheKey={`${line.cacheKey}|${range.start}|${range.end}`}
        fetcher={fetcher}
        exportAs={exportAs}
        label={line.table(labels)}
        columns={recordColumns(line, labels, setCancelling)}
        filters={filters}
        refreshKey={refreshKey}
        toolbar={<DateRangePicker label={t.range} value={range} onChange={setRange} />}
      />
      {/* keyed by the order: closing forgets a half-typed reason, which must not follow to another order */}
      <CancelDialog
        key={cancelling?.id ?? 0}
        cancel={line.calls.cancel}
        record={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          setRefreshKey((k) => k + 1);
          notify(t.cancelled, 'success');
        }}
      />
    </>
  );
}
