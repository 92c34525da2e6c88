import type { SettlementRow } from '../../../api/contract/money/settlement';
import { payoutResultText } from '../../../api/contract/money/settlement-columns';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { wellSettlementTexts as t } from '../../../i18n/zh-CN/well-settlement';
import { usePermission } from '../../../ui/permission';
import type { TableColumn } from '../../../ui/table';
import { formatAmount } from '../../../validation';

const p = wellPermissions.settlement;

export type SettlementAction = 'detail' | 'retry';

/** 详情 with the view permission; 重新打款 on a failed payout with the apply permission. */
function RowActions({ row, onAction }: { row: SettlementRow; onAction: (action: SettlementAction, row: SettlementRow) => void }) {
  const can: Record<SettlementAction, boolean> = { detail: usePermission([p.view]), retry: usePermission([p.apply]) && row.status === 'failed' };
  const button = (action: SettlementAction, text: string) => can[action] && (
    <button type="button" className="irr-button" data-action={action} aria-label={t.rowAction(text, row.settlementNo)}
      onClick={() => onAction(action, row)}>{text}</button>
  );
  return <>{button('detail', t.detail)}{button('retry', t.retry)}</>;
}

const money = (key: 'income' | 'refund' | 'fee' | 'service' | 'carry' | 'amount', title: string): TableColumn<SettlementRow> =>
  ({ key, title, width: 110, align: 'right', render: (r) => formatAmount(r[key]) });


/** The settlements table: number, period, money, status, the payout's answer, operations. */
export function settlementColumns(onAction: (action: SettlementAction, row: SettlementRow) => void): TableColumn<SettlementRow>[] {
  return [
    { key: 'settlementNo', title: t.settlementNo, width: 200, fixed: 'left' },
    { key: 'period', title: t.period, width: 320, render: (r) => `${r.periodStart} ~ ${r.periodEnd}` },
    { key: 'origin', title: t.origin, width: 90, render: (r) => t.origins[r.origin] ?? r.origin },
    money('income', t.income), money('refund', t.refund), money('fee', t.fee), money('service', t.service), money('carry', t.carry), money('amount', t.amount),
    { key: 'itemCount', title: t.itemCount, width: 70, align: 'right' },
    { key: 'payMeans', title: t.payMeans, width: 90, render: (r) => label('paymentMeans', r.payMeans) },
    { key: 'status', title: t.status, width: 90, render: (r) => <span data-status={r.status}>{label('payStatus', r.status)}</span> },
    { key: 'resultCode', title: t.resultCode, width: 170, render: (r) => payoutResultText(r.resultCode) },
    { key: 'paidTime', title: t.paidTime, width: 170, render: (r) => r.paidTime ?? '' },
    { key: 'actions', title: t.ops, width: 160, fixed: 'right', permissions: [p.view, p.apply], print: false, render: (r) => <RowActions row={r} onAction={onAction} /> },
  ];
}
