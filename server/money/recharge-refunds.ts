import { refundAmountFen } from '../../src/api/contract/money/refund-rule';
import type { PaymentResultCode } from '../../src/api/contract/money/payment-codes';
import type { Db } from '../db/connect';
import { fail } from '../http/business-error';
import { assertUsable, lockCurrentCard } from './card-lock';
import type { Actor } from './cards';
import { queueCardWrite } from './card-writes';
import { cardBalances, postEntry } from './ledger';
import { moneyMessages as msg } from './money-messages';
import type { PaymentProvider } from './payment-provider';

export interface RechargeRefundInput {
  rechargeId: number;
  amountFen: number;
  reason: string;
}

export interface RechargeRefundState {
  amountFen: number;
  giftFen: number;
  refundedFen: number;
  refundedGiftFen: number;
}

/**
 * The gift taken back with a refund of `fen` of a recharge: its share of the gift, the gift's share
 * of everything refunded after it less the share before it (each half up to the fen, so that the
 * parts of a recharge refunded whole take back exactly its gift); at most what is left of the gift
 * and what the card still holds of gift money (the rest was spent on water).
 */
export function giftTakenBack(r: RechargeRefundState, fen: number, cardGiftFen: number): number {
  const share = (refunded: number) => refundAmountFen(r.giftFen, r.amountFen, refunded) ?? 0;
  const due = share(r.refundedFen + fen) - share(r.refundedFen);
  return Math.max(0, Math.min(due, r.giftFen - r.refundedGiftFen, cardGiftFen));
}

/**
 * 退充值: pays back `amountFen` of a succeeded recharge of the merchant from the card now holding
 * its money (the recharge's card, or the card that replaced it; a lost card is refused). At most
 * what the recharge has not refunded yet and what the card holds of withdrawable money; its gift
 * goes back to promotions in proportion (giftTakenBack). Cash is paid back at the counter
 * (`underLineRefund`: card A −, cash A +); an online recharge through the provider first (a code
 * other than N00000 refuses it and nothing moves), then `refund`: card A −, clearing A +. The
 * recharge ends `refund` when all of it went back, else `parterd`. Returns the refund's id, the card
 * the money left and the provider's code.
 */
export async function refundRecharge(
  db: Db,
  a: Actor,
  payments: PaymentProvider,
  input: RechargeRefundInput,
): Promise<{ id: number; cardId: number; code: PaymentResultCode }> {
  // the recharge before the card, as a pending recharge's confirmation takes them (no deadlock between the two)
  const r = await db
    .selectFrom('recharge_order')
    .selectAll()
    .where('id', '=', input.rechargeId)
    .where('merchant_id', '=', a.merchantId)
    .forUpdate()
    .executeTakeFirst();
  if (!r) throw fail(msg.rechargeNotFound);
  if (r.amount_type === 'dummy') throw fail(msg.dummyRechargeRefund);
  if (r.result !== 'succeed') throw fail(msg.rechargeNotSucceeded);
  if (r.status === 'refund') throw fail(msg.rechargeRefunded);
  const card = await lockCurrentCard(db, a.merchantId, r.card_id);
  assertUsable(card);
  const state: RechargeRefundState = {
    amountFen: Number(r.amount_fen),
    giftFen: Number(r.gift_fen),
    refundedFen: Number(r.refunded_fen),
    refundedGiftFen: Number(r.refunded_gift_fen),
  };
  const fen = input.amountFen;
  const held = await cardBalances(db, card.id);
  const remaining = state.amountFen - state.refundedFen;
  const most = Math.min(remaining, held.realFen);
  if (fen > remaining) throw fail(msg.rechargeRefundAboveRemaining(most));
  if (fen > held.realFen) throw fail(msg.rechargeRefundAboveBalance(most));
  const gift = giftTakenBack(state, fen, held.giftFen);

  const cash = r.pay_mode === 'cash';
  let code: PaymentResultCode = 'N00000';
  if (!cash) {
    const { n } = await db
      .selectFrom('recharge_refund')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('recharge_id', '=', r.id)
      .executeTakeFirstOrThrow();
    code = await payments.refund({
      merchantId: a.merchantId,
      reference: `${r.order_no}-R${Number(n) + 1}`,
      paymentReference: r.order_no,
      amountFen: fen,
      payMode: r.pay_mode,
    });
    if (code !== 'N00000') throw fail(msg.refundFailed(code));
  }
  const refund = await db
    .insertInto('recharge_refund')
    .values({
      merchant_id: a.merchantId,
      recharge_id: r.id,
      card_id: card.id,
      amount_fen: fen,
      gift_fen: gift,
      provider_code: cash ? null : code,
      reason: input.reason,
      user_id: a.userId,
      created_at: a.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await postEntry(
    db,
    {
      merchantId: a.merchantId,
      flowType: cash ? 'underLineRefund' : 'refund',
      at: a.at,
      userId: a.userId,
      cardId: card.id,
      rechargeId: r.id,
      rechargeRefundId: refund.id,
      memo: r.order_no,
    },
    [
      { account: { kind: 'card', source: 'A', cardId: card.id }, fen: -fen },
      { account: { kind: cash ? 'cash' : 'clearing', source: 'A' }, fen },
      { account: { kind: 'card', source: 'N', cardId: card.id }, fen: -gift },
      { account: { kind: 'promotion', source: 'N' }, fen: gift },
    ],
  );
  // an offline card's chip gives the money back too
  await queueCardWrite(db, a, card, -(fen + gift), 'rechargeRefund');
  const refunded = state.refundedFen + fen;
  await db
    .updateTable('recharge_order')
    .set((eb) => ({
      refunded_fen: refunded,
      refunded_gift_fen: state.refundedGiftFen + gift,
      status: refunded === state.amountFen ? 'refund' : 'parterd',
      version: eb('version', '+', 1),
    }))
    .where('id', '=', r.id)
    .execute();
  return { id: refund.id, cardId: card.id, code };
}
