import { DUMMY_PAY_MODE } from '../../src/api/contract/money/fields';
import type { PaymentResultCode } from '../../src/api/contract/money/payment-codes';
import type { Db } from '../db/connect';
import { fail } from '../http/business-error';
import { assertUsable, lockCard, lockCurrentCard } from './card-lock';
import type { Actor } from './cards';
import { queueCardWrite } from './card-writes';
import { postEntries, postEntry } from './ledger';
import { moneyMessages as msg } from './money-messages';
import { rechargeOrderNo } from './order-numbers';
import type { PaymentProvider } from './payment-provider';

export interface RechargeInput {
  cardId: number;
  amountFen: number;
  giftFen: number;
  payMode: string;
}

/**
 * Credits a paid recharge: the money from the counter's cash or the provider's clearing, a gift
 * from promotions; a free (dummy) recharge's amount all from promotions, as N money (still a 充值).
 */
async function creditRecharge(
  db: Db,
  a: Actor,
  r: { id: number; card_id: number; amount_fen: number; gift_fen: number; pay_mode: string; order_no: string },
) {
  const head = { merchantId: a.merchantId, at: a.at, userId: a.userId, cardId: r.card_id, rechargeId: r.id, memo: r.order_no };
  if (r.pay_mode === DUMMY_PAY_MODE) {
    await postEntry(db, { ...head, flowType: 'recharge' }, [
      { account: { kind: 'promotion', source: 'N' }, fen: -r.amount_fen },
      { account: { kind: 'card', source: 'N', cardId: r.card_id }, fen: r.amount_fen },
    ]);
    return;
  }
  const from = r.pay_mode === 'cash' ? 'cash' : 'clearing';
  // the two entries' accounts locked together, in the order a refund of a recharge takes them (postEntries)
  await postEntries(db, [
    {
      head: { ...head, flowType: 'recharge' },
      legs: [
        { account: { kind: from, source: 'A' }, fen: -r.amount_fen },
        { account: { kind: 'card', source: 'A', cardId: r.card_id }, fen: r.amount_fen },
      ],
    },
    {
      head: { ...head, flowType: 'gift' },
      legs: [
        { account: { kind: 'promotion', source: 'N' }, fen: -r.gift_fen },
        { account: { kind: 'card', source: 'N', cardId: r.card_id }, fen: r.gift_fen },
      ],
    },
  ]);
}

/**
 * 充值: cash is credited at once, a free recharge as dummy money; an online pay mode asks the provider first. N00000 credits,
 * E10010 keeps the recharge pending (no money moves until a query confirms it), any other code
 * is refused with its meaning and nothing is written. Returns the recharge's id and the code.
 */
export async function rechargeCard(
  db: Db,
  a: Actor,
  payments: PaymentProvider,
  input: RechargeInput,
): Promise<{ id: number; code: PaymentResultCode }> {
  const card = await lockCard(db, a.merchantId, input.cardId);
  assertUsable(card);
  const dummy = input.payMode === DUMMY_PAY_MODE;
  if (dummy && input.giftFen > 0) throw fail(msg.dummyRechargeWithGift);
  const paidNow = dummy || input.payMode === 'cash';
  // the order number is the provider's reference: taken first (a clash draws another), then paid
  let row: { id: number; card_id: number; order_no: string; pay_mode: string } | undefined;
  while (!row) {
    row = await db
      .insertInto('recharge_order')
      .values({
        merchant_id: a.merchantId,
        card_id: card.id,
        order_no: rechargeOrderNo(a.at),
        amount_fen: input.amountFen,
        gift_fen: input.giftFen,
        pay_mode: input.payMode,
        amount_type: dummy ? 'dummy' : 'real',
        status: 'paid',
        result: 'pending',
        provider_code: '',
        created_at: a.at,
      })
      .onConflict((oc) => oc.column('order_no').doNothing())
      .returning(['id', 'card_id', 'order_no', 'pay_mode'])
      .executeTakeFirst();
  }
  const code: PaymentResultCode = paidNow
    ? 'N00000'
    : await payments.pay({ merchantId: a.merchantId, reference: row.order_no, amountFen: input.amountFen, payMode: input.payMode });
  // a refusal rolls the call back whole: the order row goes with it
  if (code !== 'N00000' && code !== 'E10010') throw fail(msg.payFailed(code));
  if (code === 'N00000') {
    await db
      .updateTable('recharge_order')
      .set({ result: 'succeed', provider_code: paidNow ? '' : code })
      .where('id', '=', row.id)
      .execute();
    await creditRecharge(db, a, { ...row, amount_fen: input.amountFen, gift_fen: input.giftFen });
    await queueCardWrite(db, a, card, input.amountFen + input.giftFen, 'recharge');
  } else {
    await db.updateTable('recharge_order').set({ provider_code: code }).where('id', '=', row.id).execute();
  }
  return { id: row.id, code };
}

/**
 * Asks the provider about a pending recharge: N00000 credits it (the card may have been lost
 * meanwhile: the money then lands frozen with the rest of it), E10010 leaves it pending, another
 * code ends it as failed. A recharge no longer pending is left as it is.
 */
export async function confirmRecharge(db: Db, a: Actor, payments: PaymentProvider, id: number): Promise<void> {
  const r = await db
    .selectFrom('recharge_order')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', a.merchantId)
    .forUpdate()
    .executeTakeFirst();
  if (!r) throw fail(msg.rechargeNotFound);
  if (r.result !== 'pending') return;
  // a card replaced meanwhile: its successor takes the money
  const target = await lockCurrentCard(db, a.merchantId, r.card_id);
  const code = await payments.query(r.order_no);
  if (code === 'E10010') return;
  await db
    .updateTable('recharge_order')
    .set((eb) => ({ result: code === 'N00000' ? 'succeed' : 'fail', provider_code: code, version: eb('version', '+', 1) }))
    .where('id', '=', r.id)
    .execute();
  if (code !== 'N00000') return;
  await creditRecharge(db, a, { ...r, card_id: target.id, amount_fen: Number(r.amount_fen), gift_fen: Number(r.gift_fen) });
  if (target.status === 'normal') await queueCardWrite(db, a, target, Number(r.amount_fen) + Number(r.gift_fen), 'recharge');
  if (target.status === 'loss') {
    // lost while pending: what just arrived is frozen with the rest
    const legs = (['A', 'N'] as const).flatMap((source) => {
      const fen = Number(source === 'A' ? r.amount_fen : r.gift_fen);
      return [
        { account: { kind: 'card' as const, source, cardId: target.id }, fen: -fen },
        { account: { kind: 'frozen' as const, source, cardId: target.id }, fen },
      ];
    });
    await postEntry(
      db,
      { merchantId: a.merchantId, flowType: 'freeze', at: a.at, userId: a.userId, cardId: target.id, rechargeId: r.id },
      legs,
    );
  }
}
