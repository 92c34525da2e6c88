import { settlementCalls as calls } from '../../../src/api/contract';
import { settlementInterval, type SettlementSetting } from '../../../src/api/contract/money/settlement';
import { fail } from '../../http/business-error';
import type { CallContext } from '../../http/context';
import { fenToYuan, formatDateTime, parseDateTime } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { idempotent } from '../../money/idempotency';
import { moneyMessages as msg } from '../../money/money-messages';
import { periodEndAfter } from '../../money/settlement-periods';
import {
  lastSettlement,
  lockMerchantSettlements,
  makeSettlement,
  openPeriodOf,
  settingOf,
  type SettlementSettingRow,
} from '../../money/settlements';
import { dateWindow } from '../business/date-window';
import { actorOf } from './actor';
import { settlementById, settlementItems, settlementQuery, toSettlementRow } from './settlement-query';

const toSetting = (s: SettlementSettingRow): SettlementSetting => ({
  way: s.way,
  interval: settlementInterval(s.way),
  payMeans: s.pay_means as SettlementSetting['payMeans'],
  accountBinding: s.account_binding as SettlementSetting['accountBinding'],
  bindTransferType: s.bind_transfer_type as SettlementSetting['bindTransferType'],
  accountName: s.account_name,
  accountNo: s.account_no,
  feePermille: s.fee_permille,
  version: s.version,
});

/** After the write commits: pays the settlement out (when it waits for that) and answers it as it then stands. */
function payThenAnswer(ctx: CallContext, merchantId: number, id: number) {
  ctx.afterCommit = async () => {
    await ctx.services.settlements.payNow(id);
    return settlementById(ctx.services.db, merchantId, id);
  };
}

/** irrigationWell/settlement/*: the merchant's settlements, 申请结算, 重新打款 and the setting (server/money/settlements.ts). */
export function registerSettlementRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = actorOf(ctx).merchantId;
    const { from, to } = dateWindow(input);
    let query = settlementQuery(ctx.db, merchantId);
    if (input.status) query = query.where('s.status', '=', input.status);
    if (from) query = query.where('s.period_end', '>=', from);
    if (to) query = query.where('s.period_end', '<=', to);
    const window = clampPage(input);
    const { rows, total } = await selectPage(query, (q) => q.selectAll('s').orderBy('s.period_end', 'desc'), window);
    return pageResult(rows.map(toSettlementRow), total, window);
  });

  route(calls.findById, async (input, ctx) => {
    const settlement = await settlementById(ctx.db, actorOf(ctx).merchantId, input.id);
    if (!settlement) throw fail(msg.settlementNotFound);
    return { settlement };
  });

  route(calls.findItemPage, async (input, ctx) => {
    const settlement = await settlementById(ctx.db, actorOf(ctx).merchantId, input.settlementId);
    if (!settlement) throw fail(msg.settlementNotFound);
    const window = clampPage(input);
    return pageResult(await settlementItems(ctx.db, settlement.id, window.size, window.offset), settlement.itemCount, window);
  });

  route(calls.apply, (input, ctx) =>
    idempotent(ctx, calls.apply.path, input, async () => {
      const { merchantId, at } = actorOf(ctx);
      // the contract let only a real moment through
      const end = input.endTime === undefined ? at : parseDateTime(input.endTime)!;
      if (end.getTime() > at.getTime()) throw fail(msg.settlementEndInFuture);
      await lockMerchantSettlements(ctx.db, merchantId);
      const last = await lastSettlement(ctx.db, merchantId);
      if (last && end.getTime() <= last.period_end.getTime()) throw fail(msg.settlementEndSettled(formatDateTime(last.period_end)));
      const first = last
        ? undefined
        : await ctx.db
            .selectFrom('posting')
            .select((eb) => eb.fn.min<Date>('created_at').as('at'))
            .where('merchant_id', '=', merchantId)
            .executeTakeFirst();
      const start = last?.period_end ?? first?.at ?? end;
      if (start.getTime() >= end.getTime()) throw fail(msg.nothingToSettle);
      const setting = await settingOf(ctx.db, merchantId);
      const id = await makeSettlement(ctx.db, { merchantId, origin: 'apply', periodStart: start, periodEnd: end, now: at, setting });
      const made = (await settlementById(ctx.db, merchantId, id))!;
      ctx.message = made.status === 'noSettle' ? msg.settlementAppliedNothingPaid(made.amount.toFixed(2)) : msg.settlementApplied;
      payThenAnswer(ctx, merchantId, id);
      return made;
    }),
  );

  route(calls.retry, (input, ctx) =>
    idempotent(ctx, calls.retry.path, input, async () => {
      const { merchantId, at } = actorOf(ctx);
      const row = await settlementQuery(ctx.db, merchantId).selectAll('s').where('s.id', '=', input.id).forUpdate().executeTakeFirst();
      if (!row) throw fail(msg.settlementNotFound);
      if (row.status === 'paid') throw fail(msg.settlementPaid);
      if (row.status === 'pro01' || row.status === 'waitPay') throw fail(msg.settlementPaying);
      if (row.status !== 'failed') throw fail(msg.settlementNotRetryable);
      if (row.version !== input.version) throw fail(msg.settlementStale);
      const saved = await ctx.db
        .updateTable('settlement')
        .set((eb) => ({ status: 'waitPay', updated_at: at, version: eb('version', '+', 1) }))
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      ctx.message = msg.settlementRetried;
      payThenAnswer(ctx, merchantId, row.id);
      return toSettlementRow(saved);
    }),
  );

  route(calls.getSetting, async (_input, ctx) => {
    const { merchantId, at } = actorOf(ctx);
    const setting = await settingOf(ctx.db, merchantId);
    const open = await openPeriodOf(ctx.db, merchantId, at);
    const start = open.last?.period_end ?? (setting.way !== 'none' && setting.effective_from ? setting.effective_from : null);
    return {
      setting: toSetting(setting),
      open: {
        periodStart: start ? formatDateTime(start) : '',
        periodEnd: start && setting.way !== 'none' ? formatDateTime(periodEndAfter(setting.way, start)) : null,
        income: fenToYuan(open.incomeFen),
        refund: fenToYuan(open.refundFen),
        itemCount: open.itemCount,
        carry: fenToYuan(open.carryFen),
      },
    };
  });

  route(calls.saveSetting, async (input, ctx) => {
    const { merchantId, at } = actorOf(ctx);
    if (input.accountBinding !== 'none' && !input.accountNo) throw fail(msg.settlementAccountMissing);
    await lockMerchantSettlements(ctx.db, merchantId);
    const before = await settingOf(ctx.db, merchantId);
    if (before.version !== input.version) throw fail(msg.settlementStale);
    const values = {
      way: input.way,
      pay_means: input.payMeans,
      account_binding: input.accountBinding,
      bind_transfer_type: input.bindTransferType,
      account_name: input.accountName,
      account_no: input.accountNo,
      updated_at: at,
      // a way switched on starts its periods now (after the last settlement, if any)
      effective_from: before.way === input.way && before.effective_from ? before.effective_from : at,
    };
    await ctx.db
      .insertInto('settlement_setting')
      .values({ merchant_id: merchantId, ...values })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet((eb) => ({ ...values, version: eb('settlement_setting.version', '+', 1) })))
      .execute();
    if (input.accountBinding !== 'none') {
      // an account to pay into: the settlements paused for the lack of one are paid now
      const resumed = await ctx.db
        .updateTable('settlement')
        .set((eb) => ({ status: 'waitPay', pay_means: input.payMeans, updated_at: at, version: eb('version', '+', 1) }))
        .where('merchant_id', '=', merchantId)
        .where('status', '=', 'paused')
        .returning('id')
        .execute();
      if (resumed.length > 0)
        ctx.afterCommit = async () => {
          for (const r of resumed) await ctx.services.settlements.payNow(r.id);
        };
    }
    return toSetting(await settingOf(ctx.db, merchantId));
  });
}
