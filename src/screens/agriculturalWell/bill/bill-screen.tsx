import { useMemo, useState } from 'react';
import { refund, type BillRow } from '../../../api/contract/money/bill';
import { wellBillTexts as t } from '../../../i18n/zh-CN/well-bill';
import type { ScreenProps } from '../../../router';
import { useSession } from '../../../session/public/session';
import { businessNow, currentMonthRange, DateRangePicker, type DateRange } from '../../../ui/date-range';
import { RefundDialog } from '../../../features/refund-dialog';
import { PrintButton } from '../../../ui/print';
import { TablePage } from '../../../features/table-page';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { printTexts } from '../../../i18n/zh-CN/print';
import { useRowDialogs } from '../../business/use-row-dialogs';
import { billColumns, type BillAction } from './bill-columns';
import { BillDetailDialog } from './bill-detail-dialog';
import { billExport, billFilters, fetchBills } from './bill-filters';
import { refundableOrder } from './refund-order';

type Open = { action: BillAction; row: BillRow };

/**
 * /agriculturalWell/bill (账单管理): the bills of a time range (this month by default); detail, and
 * refund of what remains refundable through the refund dialog (退款成功! then the table reloads).
 */
export function BillScreen({ title }: ScreenProps) {
  const labels = useSession((s) => s.labels);
  const [range, setRange] = useState<DateRange>(() => currentMonthRange(businessNow()));
  const { open, setOpen, close, refreshKey, reload } = useRowDialogs<Open>();
  const columns = useMemo(() => billColumns(labels, (action, row) => setOpen({ action, row })), [labels, setOpen]);
  const fetcher = useMemo(() => fetchBills(range), [range]);
  const exportAs = useMemo(() => billExport(range), [range]);
  const refunding = open?.action === 'refund' ? open.row : null;
  const [shown, setShown] = useState<readonly BillRow[]>([]);
  return (
    <>
      <TablePage
        cacheKey={`irrigationWell/bill/findPage|${range.start}|${range.end}`}
        fetcher={fetcher}
        exportAs={exportAs}
        columns={columns}
        filters={billFilters}
        label={title || t.table}
        refreshKey={refreshKey}
        onRowsShown={setShown}
        toolbar={
          <>
            <DateRangePicker label={t.range} value={range} onChange={setRange} />
            <PrintButton
              anyOf={[wellPermissions.bill.view]}
              title={title || t.table}
              note={printTexts.range(range.start, range.end)}
              columns={columns}
              rows={shown}
              landscape
            />
          </>
        }
      />
      {open?.action === 'detail' && <BillDetailDialog bill={open.row} onClose={close} />}
      <RefundDialog order={refunding && refundableOrder(refunding)} submit={refund} onClose={close} onRefunded={reload} />
    </>
  );
}
