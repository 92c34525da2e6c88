import type { BillRow } from '../../../api/contract/money/bill';
import type { PersonalizedNames } from '../../../api/contract/param';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { wellBillTexts as t } from '../../../i18n/zh-CN/well-bill';
import { usePermission } from '../../../ui/permission';
import type { TableColumn } from '../../../ui/table';
import { formatAmount } from '../../../validation';
import { isRefundable } from './refund-order';

const p = wellPermissions.bill;

export type BillAction = 'detail' | 'refund';

/** 详情 with the view permission; 退款 with the refund permission, while something is left to refund. */
function RowActions({ row, onAction }: { row: BillRow; onAction: (action: BillAction, row: BillRow) => void }) {
  const can: Record<BillAction, boolean> = { detail: usePermission([p.view]), refund: usePermission([p.refund]) && isRefundable(row) };
  const button = (action: BillAction, text: string) => can[action] && (
    <button type="button" className="irr-button" data-action={action} aria-label={t.rowAction(text, row.orderNo)}
      onClick={() => onAction(action, row)}>{text}</button>
  );
  return <>{button('detail', t.detail)}{button('refund', t.refund)}</>;
}

const amount = (key: 'amount' | 'refundedAmount' | 'shortfall', title: string): TableColumn<BillRow> =>
  ({ key, title, width: 100, align: 'right', render: (r) => formatAmount(r[key]) });

/** The bills table's columns: order, card, farmer, well, billing, quantities, money, status, pay mode, time, operations. */
export function billColumns(labels: PersonalizedNames, onAction: (action: BillAction, row: BillRow) => void): TableColumn<BillRow>[] {
  return [
    { key: 'orderNo', title: t.orderNo, width: 180, fixed: 'left' },
    { key: 'cardNo', title: t.cardNo, width: 150 },
    { key: 'farmer', title: t.farmer, width: 180, render: (r) => [r.farmerName, r.farmerMobile].filter(Boolean).join(' ') },
    { key: 'well', title: labels.equipment, width: 160, render: (r) => `${r.wellName}(${r.wellCd})` },
    { key: 'billingMode', title: t.billingMode, width: 100, render: (r) => label('billingMode', r.billingMode) },
    { key: 'waterM3', title: t.water, width: 100, align: 'right', render: (r) => r.waterM3.toFixed(3) },
    { key: 'powerKwh', title: t.power, width: 100, align: 'right', render: (r) => r.powerKwh.toFixed(2) },
    { key: 'count', title: t.count, width: 80, align: 'right' },
    amount('amount', t.amount), amount('refundedAmount', t.refunded), amount('shortfall', t.shortfall),
    { key: 'status', title: t.status, width: 90, render: (r) => <span data-status={r.status}>{label('billStatus', r.status)}</span> },
    { key: 'payMode', title: t.payMode, width: 100, render: (r) => label('payMode', r.payMode) },
    { key: 'createTime', title: t.time, width: 170 },
    {
      key: 'actions', title: t.ops, width: 140, fixed: 'right', permissions: [p.view, p.refund], print: false,
      render: (r) => <RowActions row={r} onAction={onAction} />,
    },
  ];
}
