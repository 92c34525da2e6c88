import { refundAmountFen } from '../../src/api/contract/money/refund-rule';
import type { PaymentResultCode } from '../../src/api/contract/money/payment-codes';
import type { Db } from '../db/connect';
import { fail } from '../http/business-error';
import type { Actor } from './cards';
import { lockCurrentCard } from './card-lock';
import { queueCardWrite } from './card-writes';
import { postEntry } from './ledger';
import { moneyMessages as msg } from './money-messages';
import type { PaymentProvider } from './payment-provider';

export interface RefundInput {
  billId: number;
  count: number;
  amountFen: number;
  refundType: string;
  refundReason: string;
  refundReasonDetail: string;
}

/**
 * Refunds part of a bill (缺货退款, back the original way). The amount is the dialog's rule on what
 * remains: count × (remaining amount / remaining count) to the fen, so the last pieces take exactly
 * what is left and refunds never exceed what was paid; a different amount is refused. A card's
 * bill goes back to the card now holding its money (withdrawable first, then gift, as it was
 * paid; frozen if the card is lost); an online one through the provider. Returns the refund's id and code.
 */
export async function refundBill(
  db: Db,
  a: Actor,
  payments: PaymentProvider,
  input: RefundInput,
): Promise<{ id: number; code: PaymentResultCode }> {
  const bill = await db
    .selectFrom('bill')
    .innerJoin('usage_record as r', 'r.id', 'bill.usage_record_id')
    .selectAll('bill')
    .select('r.order_no')
    .where('bill.id', '=', input.billId)
    .where('bill.merchant_id', '=', a.merchantId)
    .forUpdate('bill')
    .executeTakeFirst();
  if (!bill) throw fail(msg.billNotFound);
  if (bill.status === 'REFUNDED') throw fail(msg.billRefunded);
  const amount = Number(bill.amount_fen);
  const refunded = Number(bill.refunded_fen);
  const remainingCount = bill.count - bill.refunded_count;
  if (amount - refunded <= 0) throw fail(msg.refundNothingPaid);
  if (input.count > remainingCount) throw fail(msg.refundCountTooMany(remainingCount));
  const fen = refundAmountFen(amount - refunded, remainingCount, input.count)!;
  if (fen !== input.amountFen) throw fail(msg.refundAmountWrong(fen));
  // withdrawable money goes back first; what remains of the bill bounds each part
  const realBack = Math.min(fen, amount - Number(bill.gift_fen) - (refunded - Number(bill.refunded_gift_fen)));
  const gift = fen - realBack;
  let code: PaymentResultCode = 'N00000';
  let channel = bill.pay_mode;
  if (bill.card_id === null) {
    code = await payments.refund({
      merchantId: a.merchantId,
      reference: `${bill.order_no}-R${bill.refunded_count + input.count}`,
      paymentReference: bill.order_no,
      amountFen: fen,
      payMode: bill.pay_mode,
    });
    if (code !== 'N00000') throw fail(msg.refundFailed(code));
  } else {
    channel = 'funds';
  }
  // the card before the refund's row, in the order an order's charge takes them (its card, then its
  // bill, whose insert locks the report rollups' rows): a refund and a charge of one card cannot deadlock
  const card = bill.card_id === null ? null : await lockCurrentCard(db, a.merchantId, bill.card_id);
  const refund = await db
    .insertInto('bill_refund')
    .values({
      merchant_id: a.merchantId,
      bill_id: bill.id,
      amount_fen: fen,
      count: input.count,
      refund_type: input.refundType,
      refund_reason: input.refundReason,
      refund_reason_detail: input.refundReasonDetail,
      refund_mode: 'original',
      channel,
      provider_code: bill.card_id === null ? code : '',
      created_at: a.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const head = {
    merchantId: a.merchantId,
    flowType: 'refund' as const,
    at: a.at,
    userId: a.userId,
    billId: bill.id,
    refundId: refund.id,
    memo: bill.order_no,
  };
  if (card === null) {
    await postEntry(db, head, [
      { account: { kind: 'revenue', source: 'A' }, fen: -fen },
      { account: { kind: 'clearing', source: 'A' }, fen },
    ]);
  } else {
    const kind = card.status === 'loss' ? 'frozen' : 'card';
    await postEntry(db, { ...head, cardId: card.id }, [
      { account: { kind: 'revenue', source: 'A' }, fen: -realBack },
      { account: { kind: 'revenue', source: 'N' }, fen: -gift },
      { account: { kind, source: 'A', cardId: card.id }, fen: realBack },
      { account: { kind, source: 'N', cardId: card.id }, fen: gift },
    ]);
    // back on an offline card's chip too (a lost card's is frozen: its chip is refused at the wells)
    if (card.status === 'normal') await queueCardWrite(db, a, card, realBack + gift, 'refund');
  }
  const countAfter = bill.refunded_count + input.count;
  await db
    .updateTable('bill')
    .set((eb) => ({
      refunded_fen: refunded + fen,
      refunded_gift_fen: Number(bill.refunded_gift_fen) + gift,
      refunded_count: countAfter,
      status: countAfter === bill.count || refunded + fen === amount ? 'REFUNDED' : 'PARTRFDED',
      version: eb('version', '+', 1),
    }))
    .where('id', '=', bill.id)
    .execute();
  return { id: refund.id, code };
}
