import { cardCalls as calls } from '../../../src/api/contract';
import { toCount } from '../../db/count';
import { fail } from '../../http/business-error';
import { fenToYuan, formatDateTime, scale } from '../../http/format';
import { clampPage, pageResult } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import type { CallContext } from '../../http/context';
import { issueCard, replaceCard, reportLoss } from '../../money/cards';
import { idempotent } from '../../money/idempotency';
import { cardBalances } from '../../money/ledger';
import { moneyMessages as msg } from '../../money/money-messages';
import { refundRecharge } from '../../money/recharge-refunds';
import { confirmRecharge, rechargeCard } from '../../money/recharges';
import { actorOf } from './actor';
import { cardQuery, cardRowById, cardRows, rechargeRows, toCardRow, toRechargeRow } from './card-query';

async function cardAnswer(ctx: CallContext, id: number) {
  const row = await cardRowById(ctx.db, actorOf(ctx).merchantId, id);
  if (!row) throw fail(msg.cardNotFound);
  return row;
}

/** The recharge as its row, and the balance of its card (or of `cardId`, the card now holding its money). */
async function rechargeAnswer(ctx: CallContext, id: number, cardId?: number) {
  const a = actorOf(ctx);
  const r = await rechargeRows(ctx.db, a.merchantId).where('o.id', '=', id).executeTakeFirstOrThrow();
  const b = await cardBalances(ctx.db, cardId ?? r.card_id);
  return { recharge: toRechargeRow(r), balance: fenToYuan(b.realFen + b.giftFen) };
}

/** irrigationWell/card/*: cards, their holders, recharges and their refunds, loss and replacement (server/money). */
export function registerCardRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = actorOf(ctx).merchantId;
    const window = clampPage(input);
    const [rows, total] = await Promise.all([
      cardRows(ctx.db, merchantId, input).orderBy('c.id', 'desc').limit(window.size).offset(window.offset).execute(),
      cardQuery(ctx.db, merchantId, input).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return pageResult(rows.map(toCardRow), toCount(total.n as number | string), window);
  });

  route(calls.findById, async (input, ctx) => {
    const merchantId = actorOf(ctx).merchantId;
    const card = await cardAnswer(ctx, input.id);
    const [recharges, bills] = await Promise.all([
      rechargeRows(ctx.db, merchantId).where('o.card_id', '=', card.id).orderBy('o.id', 'desc').limit(20).execute(),
      ctx.db.selectFrom('bill').innerJoin('usage_record as r', 'r.id', 'bill.usage_record_id').innerJoin('well as w', 'w.id', 'bill.well_id')
        .select(['bill.id', 'r.order_no', 'w.name as well_name', 'bill.amount_fen', 'bill.refunded_fen', 'bill.status', 'bill.created_at'])
        .where('bill.card_id', '=', card.id).where('bill.merchant_id', '=', merchantId).orderBy('bill.id', 'desc').limit(20).execute(),
    ]);
    return {
      card,
      recharges: recharges.map(toRechargeRow),
      bills: bills.map((b) => ({
        id: b.id, orderNo: b.order_no, wellName: b.well_name, amount: fenToYuan(Number(b.amount_fen)),
        refundedAmount: fenToYuan(Number(b.refunded_fen)), status: b.status, createTime: formatDateTime(b.created_at),
      })),
    };
  });

  route(calls.issue, (input, ctx) => idempotent(ctx, calls.issue.path, input, async () =>
    cardAnswer(ctx, await issueCard(ctx.db, actorOf(ctx), input))));

  route(calls.recharge, (input, ctx) => idempotent(ctx, calls.recharge.path, input, async () => {
    const { id, code } = await rechargeCard(ctx.db, actorOf(ctx), ctx.services.payments, {
      cardId: input.cardId, amountFen: scale(input.amount, 2), giftFen: scale(input.giftAmount ?? 0, 2), payMode: input.payMode,
    });
    return { ...(await rechargeAnswer(ctx, id)), providerCode: code };
  }));

  route(calls.queryRecharge, async (input, ctx) => {
    await confirmRecharge(ctx.db, actorOf(ctx), ctx.services.payments, input.id);
    return rechargeAnswer(ctx, input.id);
  });

  route(calls.refundRecharge, (input, ctx) => idempotent(ctx, calls.refundRecharge.path, input, async () => {
    const { cardId } = await refundRecharge(ctx.db, actorOf(ctx), ctx.services.payments, {
      rechargeId: input.rechargeId, amountFen: scale(input.amount, 2), reason: input.reason ?? '',
    });
    ctx.message = '退款成功!';
    return rechargeAnswer(ctx, input.rechargeId, cardId);
  }));

  route(calls.loss, (input, ctx) => idempotent(ctx, calls.loss.path, input, async () => {
    await reportLoss(ctx.db, actorOf(ctx), input.cardId);
    return cardAnswer(ctx, input.cardId);
  }));

  route(calls.replace, (input, ctx) => idempotent(ctx, calls.replace.path, input, async () =>
    cardAnswer(ctx, await replaceCard(ctx.db, actorOf(ctx), input.cardId, input.cardNo))));
}
