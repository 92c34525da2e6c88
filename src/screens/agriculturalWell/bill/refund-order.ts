import type { BillRow } from '../../../api/contract/money/bill';
import type { RefundOrder } from '../../../features/refund-dialog';
import { formatFen, parseYuanToFen } from '../../../validation';

/**
 * What the refund dialog may still refund of a bill: the amount and count not yet refunded (to the
 * fen, without floating-point remainders), so its count × (amount / count) prices what remains.
 */
export function refundableOrder(bill: BillRow): RefundOrder {
  const left = (parseYuanToFen(bill.amount) ?? 0) - (parseYuanToFen(bill.refundedAmount) ?? 0);
  return { id: bill.id, amount: Number(formatFen(Math.max(left, 0))), count: Math.max(bill.count - bill.refundedCount, 0) };
}

/** A bill with something left to refund (a partly refunded one too). */
export const isRefundable = (bill: BillRow): boolean => bill.status !== 'REFUNDED' && bill.refundedCount < bill.count;
