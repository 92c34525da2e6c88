import { useMemo, useState } from 'react';
import type { FlowRow } from '../../../api/contract/money/fund';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { printTexts } from '../../../i18n/zh-CN/print';
import { wellFundTexts as t } from '../../../i18n/zh-CN/well-fund';
import type { ScreenProps } from '../../../router';
import { businessNow, currentMonthRange, DateRangePicker, type DateRange } from '../../../ui/date-range';
import { PrintButton } from '../../../ui/print';
import { TablePage } from '../../../features/table-page';
import { fundColumns } from './fund-columns';
import { fetchFlows, fundExport, fundFilters } from './fund-filters';

/**
 * /agriculturalWell/fund (资金流水): the ledger's postings of a time range (this month by default);
 * export them as CSV or XLSX (with the 导出 button permission), print the page shown. Printing takes
 * the rows out of the console as the export does, so it asks the same permission (the page has no
 * print button of its own in the menus).
 */
export function FundScreen({ title }: ScreenProps) {
  const [range, setRange] = useState<DateRange>(() => currentMonthRange(businessNow()));
  const [shown, setShown] = useState<readonly FlowRow[]>([]);
  const fetcher = useMemo(() => fetchFlows(range), [range]);
  const exportAs = useMemo(() => fundExport(range), [range]);
  return (
    <TablePage
      cacheKey={`irrigationWell/fund/findPage|${range.start}|${range.end}`}
      fetcher={fetcher}
      columns={fundColumns}
      filters={fundFilters}
      label={title || t.table}
      exportAs={exportAs}
      onRowsShown={setShown}
      toolbar={
        <>
          <DateRangePicker label={t.range} value={range} onChange={setRange} />
          <PrintButton
            anyOf={[wellPermissions.fund.export]}
            title={title || t.table}
            note={printTexts.range(range.start, range.end)}
            columns={fundColumns}
            rows={shown}
            landscape
          />
        </>
      }
    />
  );
}
