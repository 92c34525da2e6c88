import type { CardBillRow, CardRow, RechargeRow } from '../../../api/contract/money/card';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import type { TableColumn } from '../../../ui/table';
import { formatAmount } from '../../../validation';
import { refundableFen } from './recharge-refund-rules';

/** A card's latest recharges as its detail lists them. */
export const rechargeColumns: TableColumn<RechargeRow>[] = [
  { key: 'orderNo', title: t.orderNo, width: 180 },
  { key: 'amount', title: t.rechargeAmount, align: 'right', render: (r) => formatAmount(r.amount) },
  { key: 'giftAmount', title: t.giftAmount, align: 'right', render: (r) => formatAmount(r.giftAmount) },
  { key: 'payMode', title: t.payMode, render: (r) => label('payMode', r.payMode) },
  { key: 'status', title: t.orderStatus, render: (r) => label('rechargeOrder', r.status) },
  // pending is no result of the spec's: the provider's E10010 says what it is (支付状态待确认)
  {
    key: 'result',
    title: t.result,
    render: (r) => (r.result === 'pending' ? label('paymentResult', 'E10010') : label('rechargeResult', r.result)),
  },
  { key: 'refundedAmount', title: t.refunded, align: 'right', render: (r) => formatAmount(r.refundedAmount) },
  { key: 'createTime', title: t.time, width: 170 },
];

/**
 * The recharges' operations column, shown with the refund permission: 退款 on each recharge that
 * may still go back (refundableFen) from `card`, its own or one of a card it replaced.
 */
export function rechargeRefundColumn(card: CardRow, onRefund: (recharge: RechargeRow) => void): TableColumn<RechargeRow> {
  return {
    key: 'actions',
    title: t.ops,
    width: 80,
    permissions: [wellPermissions.card.refundRecharge],
    render: (r) =>
      refundableFen(card, r) > 0 && (
        <button
          type="button"
          className="irr-button"
          data-action="refund"
          aria-label={t.rowAction(t.refund, r.orderNo)}
          onClick={() => onRefund(r)}
        >
          {t.refund}
        </button>
      ),
  };
}

/** A card's latest bills as its detail lists them. */
export const cardBillColumns: TableColumn<CardBillRow>[] = [
  { key: 'orderNo', title: t.orderNo, width: 180 },
  { key: 'wellName', title: t.well },
  { key: 'amount', title: t.rechargeAmount, align: 'right', render: (r) => formatAmount(r.amount) },
  { key: 'refundedAmount', title: t.refunded, align: 'right', render: (r) => formatAmount(r.refundedAmount) },
  { key: 'status', title: t.billStatus, render: (r) => label('billStatus', r.status) },
  { key: 'createTime', title: t.time, width: 170 },
];

/**
 * `columns` with a 卡号 column after the order number when `rows` are not all `cardId`'s (a card's
 * detail lists the recharges and bills of the cards it replaced too); as they are otherwise.
 */
export function withCardNo<Row extends { cardId: number; cardNo: string }>(
  columns: TableColumn<Row>[],
  rows: readonly Row[],
  cardId: number,
): TableColumn<Row>[] {
  if (rows.every((r) => r.cardId === cardId)) return columns;
  const [first, ...rest] = columns;
  return [...(first ? [first] : []), { key: 'cardNo', title: t.cardNo, width: 140 }, ...rest];
}
