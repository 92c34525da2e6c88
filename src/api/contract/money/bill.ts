import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { BILLING_MODES, id, keyword, optionalText, paging, timeRange } from '../fields';
import { pageOf } from '../schemas';
import { wellPermissions } from '../well/permissions';
import { BILL_STATUSES, PAYMENT_RESULT_CODES, REFUND_CHANNELS, refundAmount } from './fields';

const p = wellPermissions.bill;

/**
 * A finished order's bill. `count` is the billed quantity in whole units (m³ for water and both,
 * kWh for electric, rounded up), the refund dialog's original count; money in yuan, 2 decimals.
 */
export const billRow = z.object({
  id: z.number(),
  orderNo: z.string(),
  recordId: z.number(),
  cardId: z.nullable(z.number()),
  cardNo: z.string(),
  farmerName: z.string(),
  farmerMobile: z.string(),
  wellId: z.number(),
  wellCd: z.string(),
  wellName: z.string(),
  placeName: z.string(),
  billingMode: z.enum(BILLING_MODES),
  waterM3: z.number(),
  powerKwh: z.number(),
  /** Water derived from power (以电折水): the well has no flow meter. */
  waterFromPower: z.boolean(),
  /** m³ of the order beyond the farmer's annual quota (charged by the merchant's tiers). */
  overQuotaM3: z.number(),
  count: z.number(),
  amount: z.number(),
  refundedAmount: z.number(),
  refundedCount: z.number(),
  /** What the card could not pay when the order overran its balance. */
  shortfall: z.number(),
  status: z.enum(BILL_STATUSES),
  payMode: z.string(),
  createTime: z.string(),
});
export type BillRow = z.infer<typeof billRow>;

export const billRefundRow = z.object({
  id: z.number(),
  amount: z.number(),
  count: z.number(),
  refundType: z.string(),
  refundReason: z.string(),
  refundReasonDetail: z.string(),
  refundMode: z.string(),
  channel: z.string(),
  providerCode: z.string(),
  createTime: z.string(),
});
export type BillRefundRow = z.infer<typeof billRefundRow>;

/** One priced part of a bill: power, water within quota, water in a tier beyond it. */
export const billLine = z.object({
  item: z.enum(['electric', 'water', 'waterTier']),
  quantity: z.number(),
  unitPrice: z.number(),
  multiplier: z.number(),
  amount: z.number(),
});

/**
 * POST irrigationWell/bill/findPage, newest first: keyword (order number, card number, mobile),
 * status, pay mode, the refund-channel filter (`funds` is a card's or wallet's balance), time range.
 */
export const findPage = defineCall({
  method: 'POST',
  path: 'irrigationWell/bill/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({
    ...paging,
    keyword,
    status: z.optional(z.enum(BILL_STATUSES)),
    payMode: z.optional(optionalText('支付方式', 20)),
    refundChannel: z.optional(z.enum(REFUND_CHANNELS)),
    cardId: z.optional(id),
    ...timeRange,
  }),
  response: pageOf(billRow),
});

/** POST irrigationWell/bill/findById: the bill, its priced lines and its refunds. */
export const findById = defineCall({
  method: 'POST',
  path: 'irrigationWell/bill/findById',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ id }),
  response: z.object({ bill: billRow, lines: z.array(billLine), refunds: z.array(billRefundRow) }),
});

/**
 * POST irrigationWell/bill/refund: the spec's refund form. The server computes the amount as
 * count × (amount / original count) to the fen (the last pieces take what remains) and refuses a
 * different `amount`; back to the card, or through the payment provider for an online pay mode.
 */
export const refund = defineCall({
  method: 'POST',
  path: 'irrigationWell/bill/refund',
  mode: 'json',
  access: { permission: p.refund },
  idempotent: true,
  request: z.strictObject({
    id,
    refundType: z.enum(['ONLY']),
    amount: refundAmount,
    count: z.number().check(z.int('退款件数必须是整数'), z.minimum(1, '请输入商品件数'), z.maximum(1_000_000, '退款件数过大')),
    refundReason: z.enum(['LACK']),
    refundReasonDetail: z.optional(optionalText('退款说明', 200)),
  }),
  response: z.object({ bill: billRow, refund: billRefundRow, providerCode: z.enum(PAYMENT_RESULT_CODES) }),
});
