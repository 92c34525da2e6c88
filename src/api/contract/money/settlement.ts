import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { dateTime, id, paging, timeRange, version } from '../fields';
import { emptyRequest, pageOf } from '../schemas';
import { wellPermissions } from '../well/permissions';
import { FLOW_TYPES, PAYMENT_RESULT_CODES } from './fields';

const p = wellPermissions.settlement;

/** Settlement way (spec section 3): none, really (real time: each hour), daily (T+1), weekly (T+7), monthly (M+1). */
export const SETTLEMENT_WAYS = ['none', 'really', 'daily', 'weekly', 'monthly'] as const;
export type SettlementWay = (typeof SETTLEMENT_WAYS)[number];
/** Spec section 9: weekly settlement interval 7, others 1. */
export const settlementInterval = (way: SettlementWay): number => (way === 'weekly' ? 7 : 1);
export const PAY_MEANS = ['bank', 'alipay', 'wxpay', 'funds', 'wxpay_v3'] as const;
export const ACCOUNT_BINDINGS = ['both', 'alipay', 'wxpay', 'none'] as const;
export const BIND_TRANSFER_TYPES = ['both', 'wechat', 'alipay'] as const;
/**
 * Pay status (spec section 3). waitSettle: the open period, still taking income; noSettle: nothing
 * to pay (no income, or refunds and fees above it: the shortfall is carried to the next);
 * waitPay: to be paid out; paused: no account bound to pay into; pro01: sent to the provider,
 * waiting for its answer; paid; failed (the provider's code says why; 重新打款 retries it).
 */
export const PAY_STATUSES = ['waitSettle', 'noSettle', 'waitPay', 'paused', 'paid', 'pro01', 'failed'] as const;
export type PayStatus = (typeof PAY_STATUSES)[number];
/** Made by the scheduled job at a period's end, or by hand (申请结算). */
export const SETTLEMENT_ORIGINS = ['job', 'apply'] as const;

const money = z.number();

export const settlementRow = z.object({
  id: z.number(),
  settlementNo: z.string(),
  origin: z.enum(SETTLEMENT_ORIGINS),
  way: z.enum(SETTLEMENT_WAYS),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Online income the period brought (yuan), the refunds paid back through the provider, the platform's fee. */
  income: money,
  refund: money,
  fee: money,
  /** The service charges (我的服务) of the deducted modes taken from it. */
  service: money,
  /** A shortfall carried from the settlement before (≤ 0). */
  carry: money,
  /** income − refund − fee − service + carry: what is paid out (for noSettle, what is carried). */
  amount: money,
  itemCount: z.number(),
  payMeans: z.enum(PAY_MEANS),
  status: z.enum(PAY_STATUSES),
  /** The provider's last answer to the payout ('' before any). */
  resultCode: z.union([z.enum(PAYMENT_RESULT_CODES), z.literal('')]),
  attempts: z.number(),
  paidTime: z.nullable(z.string()),
  createTime: z.string(),
  version: z.number(),
});
export type SettlementRow = z.infer<typeof settlementRow>;

/** One movement a settlement covers: an online recharge or well order (+), or a refund through the provider (−). */
export const settlementItem = z.object({
  entryId: z.number(),
  flowType: z.enum(FLOW_TYPES),
  orderNo: z.string(),
  cardNo: z.string(),
  amount: money,
  createTime: z.string(),
});
export type SettlementItem = z.infer<typeof settlementItem>;

/** POST irrigationWell/settlement/findPage, newest period first; the time range filters the period's end. */
export const findPage = defineCall({
  method: 'POST',
  path: 'irrigationWell/settlement/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ ...paging, status: z.optional(z.enum(PAY_STATUSES)), ...timeRange }),
  response: pageOf(settlementRow),
});

/**
 * POST irrigationWell/settlement/findItemPage: every movement a settlement covers, a page at a time,
 * newest first by time (the detail's table, and its export).
 */
export const findItemPage = defineCall({
  method: 'POST',
  path: 'irrigationWell/settlement/findItemPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ ...paging, settlementId: id }),
  response: pageOf(settlementItem),
});

/** POST irrigationWell/settlement/findById: the settlement as it is now (its movements: findItemPage). */
export const findById = defineCall({
  method: 'POST',
  path: 'irrigationWell/settlement/findById',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ id }),
  response: z.object({ settlement: settlementRow }),
});

/**
 * POST irrigationWell/settlement/apply (申请结算): everything not settled yet, up to now (or up to
 * `endTime`, not in the future), becomes one settlement, paid out at once when there is something to
 * pay and an account to pay into.
 */
export const apply = defineCall({
  method: 'POST',
  path: 'irrigationWell/settlement/apply',
  mode: 'json',
  idempotent: true,
  access: { permission: p.apply },
  request: z.strictObject({ endTime: z.optional(dateTime) }),
  response: settlementRow,
});

/** POST irrigationWell/settlement/retry (重新打款): a failed payout sent again; never a second payment of one settlement. */
export const retry = defineCall({
  method: 'POST',
  path: 'irrigationWell/settlement/retry',
  mode: 'json',
  idempotent: true,
  access: { permission: p.apply },
  request: z.strictObject({ id, version }),
  response: settlementRow,
});

export const settlementSetting = z.object({
  way: z.enum(SETTLEMENT_WAYS),
  interval: z.number(),
  payMeans: z.enum(PAY_MEANS),
  accountBinding: z.enum(ACCOUNT_BINDINGS),
  bindTransferType: z.enum(BIND_TRANSFER_TYPES),
  accountName: z.string(),
  accountNo: z.string(),
  /** The platform's fee on income, in thousandths (set by the platform, shown to the merchant). */
  feePermille: z.number(),
  version: z.number(),
});
export type SettlementSetting = z.infer<typeof settlementSetting>;

/** The open period (waitSettle): what the next settlement holds so far, and what the last one carried over to it. */
export const openPeriod = z.object({
  periodStart: z.string(),
  periodEnd: z.nullable(z.string()),
  income: money,
  refund: money,
  itemCount: z.number(),
  carry: money,
});

/** POST irrigationWell/settlement/getSetting: the merchant's setting and the open period. */
export const getSetting = defineCall({
  method: 'POST',
  path: 'irrigationWell/settlement/getSetting',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: emptyRequest,
  response: z.object({ setting: settlementSetting, open: openPeriod }),
});

const accountText = (what: string, max: number) => z.string().check(z.trim(), z.maxLength(max, `${what}最长${max}个字符`));

/** POST irrigationWell/settlement/saveSetting: a changed way applies from the end of the last settlement. */
export const saveSetting = defineCall({
  method: 'POST',
  path: 'irrigationWell/settlement/saveSetting',
  mode: 'json',
  access: { permission: p.setting },
  request: z.strictObject({
    way: z.enum(SETTLEMENT_WAYS),
    payMeans: z.enum(PAY_MEANS),
    accountBinding: z.enum(ACCOUNT_BINDINGS),
    bindTransferType: z.enum(BIND_TRANSFER_TYPES),
    accountName: accountText('收款户名', 50),
    accountNo: accountText('收款账号', 40),
    version,
  }),
  response: settlementSetting,
});
