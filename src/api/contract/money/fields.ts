import * as z from 'zod/mini';
import { decimal } from '../fields';

export { PAYMENT_RESULT_CODES, PAYMENT_RESULT_TEXTS, type PaymentResultCode } from './payment-codes';

/** The money enumerations of spec section 3 that the cards, bills and fund flows use. */
export const CARD_TYPES = ['offline', 'online', 'prepaid', 'place'] as const;
export const CARD_STATUSES = ['normal', 'loss', 'replace'] as const;
export const RECHARGE_STATUSES = ['paid', 'parterd', 'refund'] as const;
/** A recharge waiting for the provider's confirmation (E10010) has neither result yet: `pending`. */
export const RECHARGE_RESULTS = ['succeed', 'fail', 'pending'] as const;
export const AMOUNT_TYPES = ['real', 'dummy'] as const;
/** How a recharge is paid: at the counter in cash, or online through the payment provider. */
export const RECHARGE_PAY_MODES = ['cash', 'wxpay', 'wxpay_v3', 'alipay', 'unionpay', 'sqbpay', 'free'] as const;
/**
 * The pay mode of a recharge that takes no money (免费): the merchant gives the amount as dummy
 * money (amount type dummy, fund source N), spent on water like a gift, never withdrawn or refunded.
 */
export const DUMMY_PAY_MODE = 'free';
export const ONLINE_PAY_MODES: readonly string[] = ['wxpay', 'wxpay_v3', 'alipay', 'unionpay', 'sqbpay', 'swift_wxpay', 'swift_alipay'];
export const BILL_STATUSES = ['FINISH', 'PARTRFDED', 'REFUNDED'] as const;
export const REFUND_CHANNELS = ['all', 'wxpay', 'funds', 'alipay', 'offPay', 'swift_wxpay', 'swift_alipay', 'sqbpay'] as const;
export const FUND_SOURCES = ['A', 'N'] as const;
/**
 * The flow types (spec section 3) that this ledger writes: `refund` is a bill's refund or an online
 * recharge's, `underLineRefund` (线下退款) a cash recharge's paid back at the counter, `withdrawals`
 * (提现) a settlement paid out to the merchant.
 */
export const FLOW_TYPES = ['recharge', 'gift', 'pay', 'refund', 'freeze', 'thaw', 'underLineRefund', 'withdrawals'] as const;
/**
 * Ledger accounts: per card `card` (what it holds) and `frozen` (held while it is lost); per merchant
 * `cash` (taken at the counter), `clearing` (held by the payment provider), `promotion` (gifts given),
 * `revenue` (water sold); `payout` (settled to the merchant's own account) and `fee` (the platform's
 * settlement fees), both written by a settlement's payout (`withdrawals`).
 */
export const ACCOUNT_KINDS = ['card', 'frozen', 'cash', 'clearing', 'promotion', 'revenue', 'payout', 'fee'] as const;
/**
 * The merchant's accounts that the ledger keeps as minus what they hold (money at the counter, at
 * the provider, given away). The fund flows show them as held: cash taken in is +, a balance the
 * cash the merchant has; the trial balance keeps the ledger's signs, so that its total is 0.
 */
const HELD_AS_MINUS: readonly (typeof ACCOUNT_KINDS)[number][] = ['cash', 'clearing', 'promotion', 'payout', 'fee'];
/** -1 for an account the fund flows show with the ledger's sign turned (see HELD_AS_MINUS), 1 otherwise. */
export const heldSign = (kind: (typeof ACCOUNT_KINDS)[number]): 1 | -1 => (HELD_AS_MINUS.includes(kind) ? -1 : 1);
/** The most one recharge may bring, in yuan. */
export const MAX_RECHARGE_YUAN = 100_000;

/** A recharge amount in yuan: more than 0, at most MAX_RECHARGE_YUAN, at most 2 decimals. */
export const rechargeAmount = decimal('充值金额', 0.01, MAX_RECHARGE_YUAN, 2);
export const giftAmount = decimal('赠送金额', 0, MAX_RECHARGE_YUAN, 2);
/** A refund amount in yuan (checked against the bill or the recharge by the server). */
export const refundAmount = decimal('退款金额', 0.01, 10_000_000, 2);

/** A card number: 4 to 32 letters or digits (the card screen checks the same pattern). */
export const CARD_NO_PATTERN = /^[A-Za-z0-9]{4,32}$/;
export const cardNo = z.string().check(z.trim(), z.regex(CARD_NO_PATTERN, '卡号须为4到32位字母或数字'));
