import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { clampPage, pageResult } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { dateWindow } from './date-window';
import type { BusinessLine } from './line';
import { businessMessages as msg } from './messages';
import { recordPage } from './record-query';
import { recordNames, recordRow } from './record-row';
import { inTransaction } from '../../db/transaction';

/** `{line}/record/findPage` and `cancel`. */
export function registerRecordRoutes(route: RouteFn, line: BusinessLine): void {
  const {
    calls: { record: calls },
    business,
    equipment: { column },
  } = line;

  route(calls.findPage, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const window = clampPage(input);
    const { from, to } = dateWindow(input);
    const { rows, total } = await recordPage(ctx.db, line, merchantId, input, window, from, to);
    const names = await recordNames(ctx.db, line, merchantId, rows);
    return pageResult(
      rows.map((r) => recordRow(r, line, names, ctx.now)),
      total,
      window,
    );
  });

  route(calls.cancel, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    return inTransaction(ctx.db, async (trx) => {
      // Conditional on the state: of two cancels (or a cancel and the finish) only one applies.
      const row = await trx
        .updateTable('usage_record')
        .set((eb) => ({
          status: 'CANCEL',
          cancel_remark: input.cancelRemark,
          cancelled_at: ctx.now,
          end_at: eb.fn.coalesce('end_at', eb.val(ctx.now)),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', input.id)
        .where('merchant_id', '=', merchantId)
        .where('business', '=', business)
        .where('status', 'in', ['TO_RUN', 'RUNNING'])
        .returning(['id', column])
        .executeTakeFirst();
      if (!row) {
        const current = await trx
          .selectFrom('usage_record')
          .select('status')
          .where('id', '=', input.id)
          .where('merchant_id', '=', merchantId)
          .where('business', '=', business)
          .executeTakeFirst();
        if (!current) throw fail(msg.notFound('订单'));
        throw fail(current.status === 'CANCEL' ? msg.recordCancelled : msg.recordFinished);
      }
      const equipId = row[column];
      if (equipId !== null && line.freeEquipment) {
        // The equipment is free again once none of its orders runs.
        const running = await trx
          .selectFrom('usage_record')
          .select('id')
          .where('merchant_id', '=', merchantId)
          .where('business', '=', business)
          .where(column, '=', equipId)
          .where('status', '=', 'RUNNING')
          .executeTakeFirst();
        if (!running) await line.freeEquipment(trx, { merchantId, equipId });
      }
      return { id: row.id, status: 'CANCEL' as const };
    });
  });
}
