import { billCalls as calls } from '../../../src/api/contract';
import type { BillRow } from '../../../src/api/contract/money/bill';
import { fail } from '../../http/business-error';
import type { CallContext } from '../../http/context';
import { fenToYuan, scale } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { idempotent } from '../../money/idempotency';
import { moneyMessages as msg } from '../../money/money-messages';
import type { PricedLine } from '../../money/pricing';
import { refundBill } from '../../money/refunds';
import { dateWindow } from '../business/date-window';
import { actorOf } from './actor';
import { billColumns, billQuery, billRows, toBillRow, toRefundRow } from './bill-query';

async function billAnswer(ctx: CallContext, id: number): Promise<{ bill: BillRow; lines: PricedLine[] }> {
  const row = await billRows(ctx.db, actorOf(ctx).merchantId, {}).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw fail(msg.billNotFound);
  return { bill: toBillRow(row), lines: row.lines as PricedLine[] };
}

/** irrigationWell/bill/*: bills of finished well orders and their refunds (server/money/refunds.ts). */
export function registerBillRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = actorOf(ctx).merchantId;
    const { from, to } = dateWindow(input);
    const window = clampPage(input);
    const { rows, total } = await selectPage(
      billQuery(ctx.db, merchantId, input, from, to),
      (q) => billColumns(q).orderBy('b.created_at', 'desc').orderBy('b.id', 'desc'),
      window,
    );
    return pageResult(rows.map(toBillRow), total, window);
  });

  route(calls.findById, async (input, ctx) => {
    const { bill, lines } = await billAnswer(ctx, input.id);
    const refunds = await ctx.db.selectFrom('bill_refund').selectAll().where('bill_id', '=', bill.id).orderBy('id').execute();
    return {
      bill,
      // Wh to kWh, litres to m³
      lines: lines.map((l) => ({
        item: l.item,
        quantity: l.quantity / 1000,
        unitPrice: fenToYuan(l.unitPriceFen),
        multiplier: l.multiplierPermille / 1000,
        amount: fenToYuan(l.fen),
      })),
      refunds: refunds.map(toRefundRow),
    };
  });

  route(calls.refund, (input, ctx) =>
    idempotent(ctx, calls.refund.path, input, async () => {
      const { id, code } = await refundBill(ctx.db, actorOf(ctx), ctx.services.payments, {
        billId: input.id,
        count: input.count,
        amountFen: scale(input.amount, 2),
        refundType: input.refundType,
        refundReason: input.refundReason,
        refundReasonDetail: input.refundReasonDetail ?? '',
      });
      const refund = await ctx.db.selectFrom('bill_refund').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      ctx.message = msg.refunded;
      return { bill: (await billAnswer(ctx, input.id)).bill, refund: toRefundRow(refund), providerCode: code };
    }),
  );
}
