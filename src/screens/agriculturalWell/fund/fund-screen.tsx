import { useMemo, useState } from 'react';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { wellFundTexts as t } from '../../../i18n/zh-CN/well-fund';
import type { ScreenProps } from '../../../router';
import { businessNow, currentMonthRange, DateRangePicker, type DateRange } from '../../../ui/date-range';
import type { FieldValues } from '../../../ui/form';
import { Permission } from '../../../ui/permission';
import { TablePage } from '../../../ui/table-page';
import { ExportButton } from './export-button';
import { fundColumns } from './fund-columns';
import { fetchFlows, fundFilters, fundQuery } from './fund-filters';

/** /agriculturalWell/fund (资金流水): the ledger's postings of a time range (this month by default); export them as CSV. */
export function FundScreen({ title }: ScreenProps) {
  const [range, setRange] = useState<DateRange>(() => currentMonthRange(businessNow()));
  const [applied, setApplied] = useState<FieldValues>({});
  const fetcher = useMemo(() => fetchFlows(range), [range]);
  return (
    <TablePage cacheKey={`irrigationWell/fund/findPage|${range.start}|${range.end}`} fetcher={fetcher} columns={fundColumns}
      filters={fundFilters} label={title || t.table} onFiltersApplied={setApplied}
      toolbar={<>
        <DateRangePicker label={t.range} value={range} onChange={setRange} />
        <Permission anyOf={[wellPermissions.fund.export]}><ExportButton query={fundQuery(applied, range)} /></Permission>
      </>} />
  );
}
