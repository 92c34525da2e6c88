import type { BillRow } from '../../../api/contract/money/bill';
import { billColumnDefs } from '../../../api/contract/money/bill-columns';
import type { PersonalizedNames } from '../../../api/contract/param';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { wellBillTexts as t } from '../../../i18n/zh-CN/well-bill';
import { usePermission } from '../../../ui/permission';
import { tableColumnsOf, type ColumnView, type TableColumn } from '../../../ui/table';
import { isRefundable } from './refund-order';

const p = wellPermissions.bill;

export type BillAction = 'detail' | 'refund';

/** 详情 with the view permission; 退款 with the refund permission, while something is left to refund. */
function RowActions({ row, onAction }: { row: BillRow; onAction: (action: BillAction, row: BillRow) => void }) {
  const can: Record<BillAction, boolean> = { detail: usePermission([p.view]), refund: usePermission([p.refund]) && isRefundable(row) };
  const button = (action: BillAction, text: string) =>
    can[action] && (
      <button
        type="button"
        className="irr-button"
        data-action={action}
        aria-label={t.rowAction(text, row.orderNo)}
        onClick={() => onAction(action, row)}
      >
        {text}
      </button>
    );
  return (
    <>
      {button('detail', t.detail)}
      {button('refund', t.refund)}
    </>
  );
}

/** A money column: its text grouped by thousands (the table's default cell). */
const AMOUNT: ColumnView<BillRow> = { width: 100, align: 'right' };

/** The bills table (billColumnDefs) with its operations. */
export function billColumns(labels: PersonalizedNames, onAction: (action: BillAction, row: BillRow) => void): TableColumn<BillRow>[] {
  return tableColumnsOf(
    billColumnDefs,
    {
      orderNo: { width: 180, fixed: 'left' },
      amount: AMOUNT,
      status: { width: 90, render: (r) => <span data-status={r.status}>{label('billStatus', r.status)}</span> },
      cardNo: 150,
      farmer: { width: 160, ellipsis: true },
      well: { width: 160, ellipsis: true },
      billingMode: 100,
      waterM3: { width: 100, align: 'right' },
      powerKwh: { width: 100, align: 'right' },
      count: { width: 80, align: 'right' },
      refundedAmount: AMOUNT,
      shortfall: AMOUNT,
      payMode: 100,
      createTime: 170,
    },
    {
      names: labels,
      actions: {
        key: 'actions',
        title: t.ops,
        width: 130,
        fixed: 'right',
        permissions: [p.view, p.refund],
        print: false,
        render: (r) => <RowActions row={r} onAction={onAction} />,
      },
    },
  );
}
