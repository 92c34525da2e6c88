import { cardCalls as calls } from '../../../src/api/contract';
import { fail } from '../../http/business-error';
import { fenToYuan, scale } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import type { CallContext } from '../../http/context';
import { issueCard, replaceCard, reportLoss } from '../../money/cards';
import { idempotent } from '../../money/idempotency';
import { cardBalances } from '../../money/ledger';
import { moneyMessages as msg } from '../../money/money-messages';
import { refundRecharge } from '../../money/recharge-refunds';
import { confirmRecharge, rechargeCard } from '../../money/recharges';
import { actorOf } from './actor';
import { cardBills, cardColumns, cardQuery, cardRowById, rechargeRows, replacedChain, toCardRow, toRechargeRow } from './card-query';

/** How many recharges, and how many bills, a card's detail lists. */
const DETAIL_ROWS = 20;

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
    const { rows, total } = await selectPage(cardQuery(ctx.db, merchantId, input), (q) => cardColumns(q).orderBy('c.id', 'desc'), window);
    return pageResult(rows.map(toCardRow), total, window);
  });

  route(calls.findById, async (input, ctx) => {
    const merchantId = actorOf(ctx).merchantId;
    const card = await cardAnswer(ctx, input.id);
    // the cards it replaced: their recharges and bills are its history too (补卡 moved their money to it)
    const replaced = await replacedChain(ctx.db, merchantId, card);
    const cardIds = [card.id, ...replaced.map((r) => r.id)];
    const [recharges, bills] = await Promise.all([
      rechargeRows(ctx.db, merchantId).where('o.card_id', 'in', cardIds).orderBy('o.id', 'desc').limit(DETAIL_ROWS).execute(),
      cardBills(ctx.db, merchantId, cardIds, DETAIL_ROWS),
    ]);
    return { card, replaced, recharges: recharges.map(toRechargeRow), bills };
  });

  route(calls.issue, (input, ctx) =>
    idempotent(ctx, calls.issue.path, input, async () => cardAnswer(ctx, await issueCard(ctx.db, actorOf(ctx), input))),
  );

  route(calls.recharge, (input, ctx) =>
    idempotent(ctx, calls.recharge.path, input, async () => {
      const { id, code } = await rechargeCard(ctx.db, actorOf(ctx), ctx.services.payments, {
        cardId: input.cardId,
        amountFen: scale(input.amount, 2),
        giftFen: scale(input.giftAmount ?? 0, 2),
        payMode: input.payMode,
      });
      return { ...(await rechargeAnswer(ctx, id)), providerCode: code };
    }),
  );

  route(calls.queryRecharge, async (input, ctx) => {
    await confirmRecharge(ctx.db, actorOf(ctx), ctx.services.payments, input.id);
    return rechargeAnswer(ctx, input.id);
  });

  route(calls.refundRecharge, (input, ctx) =>
    idempotent(ctx, calls.refundRecharge.path, input, async () => {
      const { cardId } = await refundRecharge(ctx.db, actorOf(ctx), ctx.services.payments, {
        rechargeId: input.rechargeId,
        amountFen: scale(input.amount, 2),
        reason: input.reason ?? '',
      });
      ctx.message = msg.refunded;
      return rechargeAnswer(ctx, input.rechargeId, cardId);
    }),
  );

  route(calls.loss, (input, ctx) =>
    idempotent(ctx, calls.loss.path, input, async () => {
      await reportLoss(ctx.db, actorOf(ctx), input.cardId);
      return cardAnswer(ctx, input.cardId);
    }),
  );

  route(calls.replace, (input, ctx) =>
    idempotent(ctx, calls.replace.path, input, async () =>
      cardAnswer(ctx, await replaceCard(ctx.db, actorOf(ctx), input.cardId, input.cardNo)),
    ),
  );
}
