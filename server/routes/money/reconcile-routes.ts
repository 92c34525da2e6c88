import type { Kysely } from 'kysely';
import { reconcileCalls as calls } from '../../../src/api/contract';
import type { ReconcileRow } from '../../../src/api/contract/money/reconcile';
import { contains } from '../../db/like';
import type { Database } from '../../db/schema';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { fenToYuan, formatDateTime } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { moneyMessages as msg } from '../../money/money-messages';
import { dateWindow } from '../business/date-window';

/** The merchant's issues with their well and the card's holder, to page or to read one. */
const issues = (db: Kysely<Database>, merchantId: number) =>
  db
    .selectFrom('reconcile_issue as i')
    .innerJoin('well as w', 'w.id', 'i.well_id')
    .leftJoin('card as c', 'c.id', 'i.card_id')
    .leftJoin('farmer as f', 'f.id', 'c.farmer_id')
    .where('i.merchant_id', '=', merchantId);

/** The row's columns, as the table and the export show them. */
const withColumns = (q: ReturnType<typeof issues>) =>
  q.select([
    'i.id',
    'i.kind',
    'i.well_id',
    'w.cd',
    'w.name',
    'i.record_no',
    'i.card_id',
    'i.card_no',
    'f.name as farmer_name',
    'i.difference_fen',
    'i.detail',
    'i.processed',
    'i.process_note',
    'i.processed_by_name',
    'i.processed_at',
    'i.happened_at',
    'i.created_at',
  ]);

type IssueRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

const toRow = (r: IssueRow): ReconcileRow => ({
  id: r.id,
  kind: r.kind,
  wellId: r.well_id,
  wellCd: r.cd,
  wellName: r.name,
  recordNo: Number(r.record_no),
  cardId: r.card_id,
  cardNo: r.card_no,
  farmerName: r.farmer_name ?? '',
  difference: fenToYuan(Number(r.difference_fen)),
  detail: r.detail,
  processed: r.processed,
  processNote: r.process_note,
  processedBy: r.processed_by_name,
  processTime: r.processed_at ? formatDateTime(r.processed_at) : null,
  happenTime: formatDateTime(r.happened_at),
  createTime: formatDateTime(r.created_at),
});

/** irrigationWell/reconcile/*: the merchant's reconciliation issues of offline records (server/docs/offline-orders.md). */
export function registerReconcileRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const window = clampPage(input);
    const { from, to } = dateWindow(input);
    let query = issues(ctx.db, merchantId);
    if (input.keyword) {
      const text = contains(input.keyword);
      query = query.where((eb) => eb.or([eb('i.card_no', 'ilike', text), eb('w.cd', 'ilike', text), eb('w.name', 'ilike', text)]));
    }
    if (input.kind) query = query.where('i.kind', '=', input.kind);
    if (input.processed) query = query.where('i.processed', '=', input.processed);
    if (input.wellId !== undefined) query = query.where('i.well_id', '=', input.wellId);
    if (from) query = query.where('i.created_at', '>=', from);
    if (to) query = query.where('i.created_at', '<=', to);
    const { rows, total } = await selectPage(query, (q) => withColumns(q).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc'), window);
    return pageResult(rows.map(toRow), total, window);
  });

  route(calls.process, async (input, ctx) => {
    const user = userOf(ctx);
    // conditional on N: of two operators processing at once, the second is told it is done
    const done = await ctx.db
      .updateTable('reconcile_issue')
      .set((eb) => ({
        processed: 'Y',
        process_note: input.note,
        processed_by_name: user.name,
        processed_at: ctx.now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', input.id)
      .where('merchant_id', '=', user.merchantId)
      .where('processed', '=', 'N')
      .returning('id')
      .executeTakeFirst();
    const row = await withColumns(issues(ctx.db, user.merchantId)).where('i.id', '=', input.id).executeTakeFirst();
    if (!row) throw fail(msg.reconcileNotFound);
    if (!done) throw fail(msg.reconcileProcessed);
    return toRow(row);
  });
}
