import { MAX_RECHARGE_YUAN } from '../../../api/contract/money/fields';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import { validateBoundedDecimal } from '../../../validation';

/** The contract's bounds of a recharge (rechargeAmount, giftAmount): yuan, 2 decimals. */
const AMOUNT = { min: 0.01, max: MAX_RECHARGE_YUAN, decimals: 2 } as const;
const GIFT = { min: 0, max: MAX_RECHARGE_YUAN, decimals: 2 } as const;

export interface RechargeValues {
  amount: string;
  gift: string;
}

/** The messages of the amount (required) and the gift (optional), by field. */
export function rechargeProblems(v: RechargeValues): Partial<Record<keyof RechargeValues, string>> {
  const amount = validateBoundedDecimal(t.amountName, AMOUNT, v.amount);
  const gift = v.gift.trim() === '' ? null : validateBoundedDecimal(t.giftName, GIFT, v.gift);
  return { ...(amount ? { amount } : {}), ...(gift ? { gift } : {}) };
}
