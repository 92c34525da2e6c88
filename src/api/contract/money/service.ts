import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { id, paging, timeRange } from '../fields';
import { pageOf } from '../schemas';
import { wellPermissions } from '../well/permissions';
import { PAYMENT_RESULT_CODES } from './fields';

const p = wellPermissions.settlement;

/** How the platform authorises a merchant's equipment (spec section 3, 我的服务). */
export const AUTHORISATION_MODES = ['buyout', 'renew', 'divide', 'renewDivide', 'renewDivide2', 'renewFixed', 'renewRent'] as const;
export type AuthorisationMode = (typeof AUTHORISATION_MODES)[number];
/** The modes whose charges come out of the merchant's settlements (the platform's share); the others the merchant pays. */
export const DEDUCTED_MODES: readonly AuthorisationMode[] = ['divide', 'renewDivide', 'renewDivide2', 'renewFixed'];
export const SERVICE_PAY_METHODS = ['wxpay', 'alipay', 'offPay'] as const;
/** Online ways the merchant pays a charge from the console. */
export const ONLINE_SERVICE_PAY_METHODS = ['wxpay', 'alipay'] as const;
export const SERVICE_STATUSES = ['waitpay', 'paid', 'faied'] as const;

export const serviceRow = z.object({
  id: z.number(),
  orderNo: z.string(),
  business: z.enum(['well', 'fertigation']),
  equipName: z.string(),
  mode: z.enum(AUTHORISATION_MODES),
  /** Deducted from a settlement (the modes of DEDUCTED_MODES) or paid by the merchant. */
  deducted: z.boolean(),
  amount: z.number(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payMethod: z.nullable(z.enum(SERVICE_PAY_METHODS)),
  status: z.enum(SERVICE_STATUSES),
  /** The settlement it was deducted from ('' when none yet). */
  settlementNo: z.string(),
  resultCode: z.union([z.enum(PAYMENT_RESULT_CODES), z.literal('')]),
  paidTime: z.nullable(z.string()),
  createTime: z.string(),
});
export type ServiceRow = z.infer<typeof serviceRow>;

/** POST irrigationWell/service/findPage (我的服务): the merchant's service charges, newest period first. */
export const findPage = defineCall({
  method: 'POST',
  path: 'irrigationWell/service/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({
    ...paging,
    mode: z.optional(z.enum(AUTHORISATION_MODES)),
    status: z.optional(z.enum(SERVICE_STATUSES)),
    ...timeRange,
  }),
  response: pageOf(serviceRow),
});

/**
 * POST irrigationWell/service/pay: the merchant pays a charge of a mode it pays itself, online
 * through the payment provider; a refused payment leaves it 支付失败 with the provider's code, to pay again.
 */
export const pay = defineCall({
  method: 'POST',
  path: 'irrigationWell/service/pay',
  mode: 'json',
  idempotent: true,
  access: { permission: p.apply },
  request: z.strictObject({ id, payMethod: z.enum(ONLINE_SERVICE_PAY_METHODS) }),
  response: serviceRow,
});
