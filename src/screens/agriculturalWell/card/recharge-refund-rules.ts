import type { CardRow, RechargeRow } from '../../../api/contract/money/card';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import { parseYuanToFen, validateBoundedDecimal } from '../../../validation';

const fen = (yuan: number) => parseYuanToFen(yuan) ?? 0;

/**
 * What of a recharge may go back now, in fen (the server's rule, refundRecharge): a succeeded
 * recharge of real money not refunded whole, from `card`, the card now holding its money (the
 * recharge's own, or the card that replaced it: its detail lists the old card's recharges too),
 * which must be normal; at most what the recharge has left and what `card` holds of withdrawable
 * money. 0 when nothing may (a lost card's money is frozen; a replaced card's is on its new card).
 */
export function refundableFen(card: CardRow, recharge: RechargeRow): number {
  if (card.status !== 'normal' || recharge.amountType === 'dummy' || recharge.result !== 'succeed' || recharge.status === 'refund')
    return 0;
  return Math.max(0, Math.min(fen(recharge.amount) - fen(recharge.refundedAmount), fen(card.realBalance)));
}

/** The refund amount's message: required, yuan with 2 decimals, from 0.01 to what may go back. */
export function refundAmountProblem(mostFen: number, value: string): string | null {
  return validateBoundedDecimal(t.refundAmountName, { min: 0.01, max: mostFen / 100, decimals: 2 }, value);
}
