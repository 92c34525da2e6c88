import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { id, keyword, paging, timeRange } from '../fields';
import { pageOf } from '../schemas';
import { wellPermissions } from '../well/permissions';
import { ACCOUNT_KINDS, FLOW_TYPES, FUND_SOURCES } from './fields';

const p = wellPermissions.fund;

/**
 * One posting: a movement on one account, signed (yuan), with the account's balance after it, as
 * the account holds it (+ in, − out; see heldSign: cash taken at the counter is +).
 */
export const flowRow = z.object({
  id: z.number(),
  entryId: z.number(),
  flowType: z.enum(FLOW_TYPES),
  fundSource: z.enum(FUND_SOURCES),
  accountKind: z.enum(ACCOUNT_KINDS),
  cardId: z.nullable(z.number()),
  cardNo: z.string(),
  farmerName: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  orderNo: z.string(),
  memo: z.string(),
  createTime: z.string(),
});
export type FlowRow = z.infer<typeof flowRow>;

const filters = {
  keyword,
  cardId: z.optional(id),
  flowType: z.optional(z.enum(FLOW_TYPES)),
  fundSource: z.optional(z.enum(FUND_SOURCES)),
  accountKind: z.optional(z.enum(ACCOUNT_KINDS)),
  ...timeRange,
};

/** POST irrigationWell/fund/findPage, newest first; keyword matches a card number or farmer name. */
export const findPage = defineCall({
  method: 'POST',
  path: 'irrigationWell/fund/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ ...paging, ...filters }),
  response: pageOf(flowRow),
});

/** POST irrigationWell/fund/export: the filtered flows as CSV (UTF-8 with a BOM, so Excel reads it), streamed. */
export const exportCsv = defineCall({
  method: 'POST',
  path: 'irrigationWell/fund/export',
  readOnly: true,
  mode: 'json',
  access: { permission: p.export },
  request: z.strictObject(filters),
  response: z.string(),
});
