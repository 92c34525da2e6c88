import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { id, keyword, paging, requiredText, timeRange, yesNo } from '../fields';
import { pageOf } from '../schemas';
import { wellPermissions } from '../well/permissions';

const p = wellPermissions.reconcile;

/**
 * What does not add up in the records a well's controller kept offline (server/docs/offline-orders.md):
 * the card's balance before is not the one the server knows (a copied card, a missed record), a
 * meter ran back against the device's previous record, a record number jumped, the card did not
 * hold what the controller took, no card of that number, a record number held with another content,
 * a card used after it was reported lost.
 */
export const RECONCILE_KINDS = ['balance', 'meter', 'gap', 'shortfall', 'unknownCard', 'conflict', 'lostCard'] as const;
export type ReconcileKind = (typeof RECONCILE_KINDS)[number];

/** A reconciliation issue (对账异常): the record it is about, the money it names, whether it is processed. */
export const reconcileRow = z.object({
  id: z.number(),
  kind: z.enum(RECONCILE_KINDS),
  wellId: z.number(),
  wellCd: z.string(),
  wellName: z.string(),
  recordNo: z.number(),
  cardId: z.nullable(z.number()),
  cardNo: z.string(),
  farmerName: z.string(),
  /** Yuan, signed: the chip's balance less the server's, what the card or no card could pay. */
  difference: z.number(),
  detail: z.string(),
  processed: yesNo,
  processNote: z.string(),
  processedBy: z.string(),
  processTime: z.nullable(z.string()),
  /** When the record's order ended. */
  happenTime: z.string(),
  /** When the server found it. */
  createTime: z.string(),
});
export type ReconcileRow = z.infer<typeof reconcileRow>;

/** POST irrigationWell/reconcile/findPage, newest first: keyword (card number, well code or name), kind, processed, when found. */
export const findPage = defineCall({
  method: 'POST',
  path: 'irrigationWell/reconcile/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({
    ...paging,
    keyword,
    kind: z.optional(z.enum(RECONCILE_KINDS)),
    processed: z.optional(yesNo),
    wellId: z.optional(id),
    ...timeRange,
  }),
  response: pageOf(reconcileRow),
});

/** POST irrigationWell/reconcile/process (处理): once only, with the note of what was done. */
export const process = defineCall({
  method: 'POST',
  path: 'irrigationWell/reconcile/process',
  mode: 'json',
  access: { permission: p.process },
  request: z.strictObject({ id, note: requiredText('处理说明', 500) }),
  response: reconcileRow,
});
