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

/** The merchant's service charges, filtered on `o`; `withSettlement` adds the columns toServiceRow reads. */
const serviceQuery = (db: Db, merchantId: number) => db.selectFrom('service_order as o').where('o.merchant_id', '=', merchantId);

const withSettlement = (query: ReturnType<typeof serviceQuery>) =>
  query
    .leftJoin('settlement as s', 's.id', 'o.settlement_id')
    .select([
      'o.id',
      'o.order_no',
      'o.business',
      'o.equip_name',
      'o.mode',
      'o.amount_fen',
      'o.period_start',
      'o.period_end',
      'o.pay_method',
      'o.status',
      'o.provider_code',
      'o.paid_at',
      'o.created_at',
      's.settlement_no',
    ]);

const serviceRows = (db: Db, merchantId: number) => withSettlement(serviceQuery(db, merchantId));

type Selected = Awaited<ReturnType<ReturnType<typeof serviceRows>['executeTakeFirstOrThrow']>>;

const toServiceRow = (r: Selected): ServiceRow => ({
  id: r.id,
  orderNo: r.order_no,
  business: r.business,
  equipName: r.equip_name,
  mode: r.mode as AuthorisationMode,
  deducted: DEDUCTED_MODES.includes(r.mode as AuthorisationMode),
  amount: fenToYuan(Number(r.amount_fen)),
  periodStart: formatDateTime(r.period_start),
  periodEnd: formatDateTime(r.period_end),
  payMethod: r.pay_method as ServiceRow['payMethod'],
  status: r.status as ServiceRow['status'],
  settlementNo: r.settlement_no ?? '',
  resultCode: r.provider_code as PaymentResultCode | '',
  paidTime: r.paid_at ? formatDateTime(r.paid_at) : null,
  createTime: formatDateTime(r.created_at),
});

/** irrigationWell/service/*: 我的服务, the platform's charges for the merchant's equipment (server/docs/settlements.md). */
export function registerServiceRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = actorOf(ctx).merchantId;
    const { from, to } = dateWindow(input);
    let query = serviceQuery(ctx.db, merchantId);
    if (input.mode) query = query.where('o.mode', '=', input.mode);
    if (input.status) query = query.where('o.status', '=', input.status);
    if (from) query = query.where('o.period_start', '>=', from);
    if (to) query = query.where('o.period_start', '<=', to);
    const window = clampPage(input);
    const { rows: full, total } = await selectPage(
      query,
      (q) => withSettlement(q).orderBy('o.period_start', 'desc').orderBy('o.id', 'desc'),
      window,
    );
    return pageResult(full.map(toServiceRow), total, window);
  });

  route(calls.pay, (input, ctx) =>
    idempotent(ctx, calls.pay.path, input, async () => {
      const { merchantId, at } = actorOf(ctx);
      const order = await ctx.db
        .selectFrom('service_order')
        .select(['id', 'order_no', 'mode', 'amount_fen', 'status', 'provider_code', 'version'])
        .where('id', '=', input.id)
        .where('merchant_id', '=', merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw fail(msg.serviceNotFound);
      if (order.status === 'paid') throw fail(msg.servicePaid);
      if (DEDUCTED_MODES.includes(order.mode as AuthorisationMode)) throw fail(msg.serviceDeducted);
      // a payment the provider left pending (E10010) may still go through: ask about it, never pay a second time beside it
      if (order.provider_code === 'E10010') {
        const earlier = await ctx.services.payments.query(`${order.order_no}-${order.version}`);
        if (earlier === 'E10010') throw fail(msg.servicePending);
        if (earlier === 'N00000') {
          await ctx.db
            .updateTable('service_order')
            .set({ status: 'paid', provider_code: earlier, paid_at: at, version: order.version + 1 })
            .where('id', '=', order.id)
            .execute();
          ctx.message = msg.servicePayDone;
          return toServiceRow(await serviceRows(ctx.db, merchantId).where('o.id', '=', order.id).executeTakeFirstOrThrow());
        }
      }
      const code = await ctx.services.payments.pay({
        merchantId,
        reference: `${order.order_no}-${order.version + 1}`,
        amountFen: Number(order.amount_fen),
        payMode: input.payMethod,
      });
      const paid = code === 'N00000';
      await ctx.db
        .updateTable('service_order')
        .set({
          status: paid ? 'paid' : code === 'E10010' ? order.status : 'faied',
          pay_method: input.payMethod,
          provider_code: code,
          paid_at: paid ? at : null,
          version: order.version + 1,
        })
        .where('id', '=', order.id)
        .execute();
      ctx.message = paid ? msg.servicePayDone : code === 'E10010' ? msg.servicePayPending : msg.payFailed(code);
      return toServiceRow(await serviceRows(ctx.db, merchantId).where('o.id', '=', order.id).executeTakeFirstOrThrow());
    }),
  );
}
