import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { id, keyword, mobile, optionalText, paging, requiredText } from '../fields';
import { pageOf } from '../schemas';
import { wellPermissions } from '../well/permissions';
import {
  AMOUNT_TYPES,
  CARD_STATUSES,
  CARD_TYPES,
  PAYMENT_RESULT_CODES,
  RECHARGE_PAY_MODES,
  RECHARGE_RESULTS,
  RECHARGE_STATUSES,
  cardNo,
  giftAmount,
  rechargeAmount,
  refundAmount,
} from './fields';

const p = wellPermissions.card;

/** A farmer's card. Amounts in yuan (2 decimals); `balance` = withdrawable + gift, frozen while lost. */
export const cardRow = z.object({
  id: z.number(),
  cardNo: z.string(),
  cardType: z.enum(CARD_TYPES),
  status: z.enum(CARD_STATUSES),
  farmerId: z.number(),
  farmerName: z.string(),
  farmerMobile: z.string(),
  /** Masked: the first 6 and last 4 characters. */
  idCard: z.string(),
  placeId: z.number(),
  placeName: z.string(),
  balance: z.number(),
  realBalance: z.number(),
  giftBalance: z.number(),
  replacedById: z.nullable(z.number()),
  replacedByCardNo: z.string(),
  createTime: z.string(),
  lossTime: z.nullable(z.string()),
  /**
   * An offline card's money not on its chip yet (待写卡, yuan, signed): what the counter moved that
   * no controller has confirmed writing; 0 for another card type.
   */
  pendingWrite: z.number(),
});
export type CardRow = z.infer<typeof cardRow>;

export const rechargeRow = z.object({
  id: z.number(),
  orderNo: z.string(),
  cardId: z.number(),
  cardNo: z.string(),
  amount: z.number(),
  giftAmount: z.number(),
  refundedAmount: z.number(),
  payMode: z.string(),
  amountType: z.enum(AMOUNT_TYPES),
  status: z.enum(RECHARGE_STATUSES),
  result: z.enum(RECHARGE_RESULTS),
  providerCode: z.string(),
  createTime: z.string(),
});
export type RechargeRow = z.infer<typeof rechargeRow>;

/** A bill of the card (or of a card it replaced: `cardId`, `cardNo` say which), as the card's detail lists it. */
export const cardBillRow = z.object({
  id: z.number(),
  orderNo: z.string(),
  cardId: z.number(),
  cardNo: z.string(),
  wellName: z.string(),
  amount: z.number(),
  refundedAmount: z.number(),
  status: z.string(),
  createTime: z.string(),
});
export type CardBillRow = z.infer<typeof cardBillRow>;

/**
 * A card that the card replaced (补卡): its number, when it was lost (挂失; a normal card replaced
 * is lost at its replacement) and when the card after it was issued in its place (补卡时间).
 */
export const replacedCardRow = z.object({
  id: z.number(),
  cardNo: z.string(),
  lossTime: z.nullable(z.string()),
  replaceTime: z.string(),
});
export type ReplacedCardRow = z.infer<typeof replacedCardRow>;

/** POST irrigationWell/card/findPage: by card number, farmer name or mobile (keyword), status, type and place. */
export const findPage = defineCall({
  method: 'POST',
  path: 'irrigationWell/card/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({
    ...paging,
    keyword,
    status: z.optional(z.enum(CARD_STATUSES)),
    cardType: z.optional(z.enum(CARD_TYPES)),
    placeId: z.optional(id),
  }),
  response: pageOf(cardRow),
});

/**
 * POST irrigationWell/card/findById: the card; `replaced`, the cards it replaced (补卡), newest first:
 * `replaced[0]` is the card it was issued for (原卡号), the last one the first card of the chain;
 * the latest 20 recharges and latest 20 bills of the card and of the cards it replaced together
 * (each row names its card), newest first. The card's money includes theirs (补卡 moved it), so a
 * recharge of a card it replaced goes back from it (refundRecharge).
 */
export const findById = defineCall({
  method: 'POST',
  path: 'irrigationWell/card/findById',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ id }),
  response: z.object({
    card: cardRow,
    replaced: z.array(replacedCardRow),
    recharges: z.array(rechargeRow),
    bills: z.array(cardBillRow),
  }),
});

/**
 * POST irrigationWell/card/issue (开卡): a card for a farmer, found by ID card within the merchant
 * (the name must match) or registered now. No card number: one is generated.
 */
export const issue = defineCall({
  method: 'POST',
  path: 'irrigationWell/card/issue',
  mode: 'json',
  access: { permission: p.issue },
  idempotent: true,
  request: z.strictObject({
    farmerName: requiredText('姓名', 20),
    farmerMobile: mobile,
    /** Checked with the spec's rule (src/validation/id-card.ts) by the server. */
    idCard: z.string().check(z.trim(), z.maxLength(18, '身份证号格式错误')),
    placeId: id,
    cardType: z.enum(CARD_TYPES),
    cardNo: z.optional(cardNo),
  }),
  response: cardRow,
});

/**
 * POST irrigationWell/card/recharge (充值): cash at the counter, or online through the payment
 * provider. `giftAmount` is dummy money (a promotion), never withdrawable. Answers the new balance;
 * a provider's E10010 leaves the recharge pending until queryRecharge confirms it.
 */
export const recharge = defineCall({
  method: 'POST',
  path: 'irrigationWell/card/recharge',
  mode: 'json',
  access: { permission: p.recharge },
  idempotent: true,
  request: z.strictObject({
    cardId: id,
    amount: rechargeAmount,
    giftAmount: z.optional(giftAmount),
    payMode: z.enum(RECHARGE_PAY_MODES),
  }),
  response: z.object({
    recharge: rechargeRow,
    balance: z.number(),
    providerCode: z.enum(PAYMENT_RESULT_CODES),
  }),
});

/** POST irrigationWell/card/queryRecharge: asks the provider about a pending recharge; a confirmed one is credited. */
export const queryRecharge = defineCall({
  method: 'POST',
  path: 'irrigationWell/card/queryRecharge',
  mode: 'json',
  access: { permission: p.recharge },
  request: z.strictObject({ id }),
  response: z.object({ recharge: rechargeRow, balance: z.number() }),
});

/**
 * POST irrigationWell/card/refundRecharge (退充值): pays back part or all of a succeeded recharge,
 * from the card now holding its money (withdrawable money only, at most what the recharge has not
 * refunded yet); its gift is taken back in proportion. Cash goes back at the counter (线下退款), an
 * online recharge through the payment provider. Answers the recharge after it (部分退款 or 已退款)
 * and the card's new balance.
 */
export const refundRecharge = defineCall({
  method: 'POST',
  path: 'irrigationWell/card/refundRecharge',
  mode: 'json',
  access: { permission: p.refundRecharge },
  idempotent: true,
  request: z.strictObject({ rechargeId: id, amount: refundAmount, reason: z.optional(optionalText('退款原因', 100)) }),
  response: z.object({ recharge: rechargeRow, balance: z.number() }),
});

/** POST irrigationWell/card/loss (挂失): the balance is frozen and wells refuse the card. */
export const loss = defineCall({
  method: 'POST',
  path: 'irrigationWell/card/loss',
  mode: 'json',
  access: { permission: p.loss },
  idempotent: true,
  request: z.strictObject({ cardId: id }),
  response: cardRow,
});

/** POST irrigationWell/card/replace (补卡): a new card takes over the balance; the old one ends as `replace`. */
export const replace = defineCall({
  method: 'POST',
  path: 'irrigationWell/card/replace',
  mode: 'json',
  access: { permission: p.replace },
  idempotent: true,
  request: z.strictObject({ cardId: id, cardNo: z.optional(cardNo) }),
  response: cardRow,
});
