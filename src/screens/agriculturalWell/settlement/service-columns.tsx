import type { ServiceRow } from '../../../api/contract/money/service';
import { serviceColumnDefs } from '../../../api/contract/money/service-columns';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { wellSettlementTexts } from '../../../i18n/zh-CN/well-settlement';
import { usePermission } from '../../../ui/permission';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';

const t = wellSettlementTexts.services;
const p = wellPermissions.settlement;

/** A charge the merchant pays itself, not paid yet. */
const payable = (r: ServiceRow) => !r.deducted && r.status !== 'paid';

function PayAction({ row, onPay }: { row: ServiceRow; onPay: (row: ServiceRow) => void }) {
  const can = usePermission([p.apply]) && payable(row);
  return can ? (
    <button type="button" className="irr-button" data-action="pay" aria-label={t.rowAction(t.pay, row.orderNo)} onClick={() => onPay(row)}>
      {t.pay}
    </button>
  ) : null;
}

/** The service charges table (serviceColumnDefs): the charge, its period, its payment; 支付 of one the merchant pays itself. */
export function serviceColumns(onPay: (row: ServiceRow) => void): TableColumn<ServiceRow>[] {
  return tableColumnsOf(
    serviceColumnDefs,
    {
      orderNo: { width: 140, fixed: 'left' },
      status: { width: 90, render: (r) => <span data-status={r.status}>{label('myServiceStatus', r.status)}</span> },
      business: 100,
      equipName: { width: 180, ellipsis: true },
      mode: 120,
      how: 100,
      amount: { width: 100, align: 'right' },
      period: 320,
      payMethod: 90,
      settlementNo: 200,
      result: { width: 160, ellipsis: true },
      paidTime: 170,
    },
    {
      actions: {
        key: 'actions',
        title: wellSettlementTexts.ops,
        width: 90,
        fixed: 'right',
        permissions: [p.apply],
        print: false,
        render: (r) => <PayAction row={r} onPay={onPay} />,
      },
    },
  );
}
