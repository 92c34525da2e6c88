import { useMemo, useState } from 'react';
import { wellFundTexts as t } from '../../../i18n/zh-CN/well-fund';
import type { ScreenProps } from '../../../router';
import { businessNow, currentMonthRange, DateRangePicker, type DateRange } from '../../../ui/date-range';
import { TablePage } from '../../../ui/table-page';
import { fundColumns } from './fund-columns';
import { fetchFlows, fundExport, fundFilters } from './fund-filters';

/** /agriculturalWell/fund (资金流水): the ledger's postings of a time range (this month by default); export them as CSV or XLSX (with the 导出 button permission). */
export function FundScreen({ title }: ScreenProps) {
  const [range, setRange] = useState<DateRange>(() => currentMonthRange(businessNow()));
  const fetcher = useMemo(() => fetchFlows(range), [range]);
  const exportAs = useMemo(() => fundExport(range), [range]);
  return (
    <TablePage cacheKey={`irrigationWell/fund/findPage|${range.start}|${range.end}`} fetcher={fetcher} columns={fundColumns}
      filters={fundFilters} label={title || t.table} exportAs={exportAs}
      toolbar={<DateRangePicker label={t.range} value={range} onChange={setRange} />} />
  );
}
