import { serviceCalls as calls } from '../../../src/api/contract';
import { DEDUCTED_MODES, type AuthorisationMode, type ServiceRow } from '../../../src/api/contract/money/service';
import type { PaymentResultCode } from '../../../src/api/contract/money/payment-codes';
import type { Db } from '../../db/connect';
import { fail } from '../../http/business-error';
import { fenToYuan, formatDateTime } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { idempotent } from '../../money/idempotency';
import { moneyMessages as msg } from '../../money/money-messages';
import { dateWindow } from '../business/date-window';
import { actorOf } from './actor';

function serviceRows(db: Db, merchantId: number) {
  return db.selectFrom('service_order as o').leftJoin('settlement as s', 's.id', 'o.settlement_id').where('o.merchant_id', '=', merchantId)
    .select(['o.id', 'o.order_no', 'o.business', 'o.equip_name', 'o.mode', 'o.amount_fen', 'o.period_start', 'o.period_end', 'o.pay_method',
      'o.status', 'o.provider_code', 'o.paid_at', 'o.created_at', 's.settlement_no']);
}

type Selected = Awaited<ReturnType<ReturnType<typeof serviceRows>['executeTakeFirstOrThrow']>>;

const toServiceRow = (r: Selected): ServiceRow => ({
  id: r.id, orderNo: r.order_no, business: r.business, equipName: r.equip_name, mode: r.mode as AuthorisationMode,
  deducted: DEDUCTED_MODES.includes(r.mode as AuthorisationMode), amount: fenToYuan(Number(r.amount_fen)),
  periodStart: formatDateTime(r.period_start), periodEnd: formatDateTime(r.period_end), payMethod: r.pay_method as ServiceRow['payMethod'],
  status: r.status as ServiceRow['status'], settlementNo: r.settlement_no ?? '', resultCode: r.provider_code as PaymentResultCode | '',
  paidTime: r.paid_at ? formatDateTime(r.paid_at) : null, createTime: formatDateTime(r.created_at),
});

/** irrigationWell/service/*: 我的服务, the platform's charges for the merchant's equipment (server/docs/settlements.md). */
export function registerServiceRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = actorOf(ctx).merchantId;
    const { from, to } = dateWindow(input);
    let query = ctx.db.selectFrom('service_order as o').where('o.merchant_id', '=', merchantId);
    if (input.mode) query = query.where('o.mode', '=', input.mode);
    if (input.status) query = query.where('o.status', '=', input.status);
    if (from) query = query.where('o.period_start', '>=', from);
    if (to) query = query.where('o.period_start', '<=', to);
    const window = clampPage(input);
    const { rows, total } = await selectPage(query, (q) => q.select('o.id').orderBy('o.period_start', 'desc').orderBy('o.id', 'desc'), window);
    const full = rows.length === 0 ? [] : await serviceRows(ctx.db, merchantId).where('o.id', 'in', rows.map((r) => r.id))
      .orderBy('o.period_start', 'desc').orderBy('o.id', 'desc').execute();
    return pageResult(full.map(toServiceRow), total, window);
  });

  route(calls.pay, (input, ctx) => idempotent(ctx, calls.pay.path, input, async () => {
    const { merchantId, at } = actorOf(ctx);
    const order = await ctx.db.selectFrom('service_order').select(['id', 'order_no', 'mode', 'amount_fen', 'status', 'settlement_id', 'version'])
      .where('id', '=', input.id).where('merchant_id', '=', merchantId).forUpdate().executeTakeFirst();
    if (!order) throw fail(msg.serviceNotFound);
    if (order.status === 'paid') throw fail(msg.servicePaid);
    if (DEDUCTED_MODES.includes(order.mode as AuthorisationMode)) throw fail(msg.serviceDeducted);
    const code = await ctx.services.payments.pay({
      merchantId, reference: `${order.order_no}-${order.version + 1}`, amountFen: Number(order.amount_fen), payMode: input.payMethod,
    });
    const paid = code === 'N00000';
    await ctx.db.updateTable('service_order').set({
      status: paid ? 'paid' : code === 'E10010' ? order.status : 'faied', pay_method: input.payMethod, provider_code: code,
      paid_at: paid ? at : null, version: order.version + 1,
    }).where('id', '=', order.id).execute();
    ctx.message = paid ? msg.servicePayDone : msg.payFailed(code);
    return toServiceRow(await serviceRows(ctx.db, merchantId).where('o.id', '=', order.id).executeTakeFirstOrThrow());
  }));
}
