import type { Db } from '../db/connect';
import { lockCurrentCard } from './card-lock';
import { queueCardWrite } from './card-writes';
import type { Actor } from './cards';
import { chargeOrder, holderOf, insertCardOrder, type Charged } from './well-orders';

/** An order a well's controller ran, priced and took off the card on its own (an offline record). */
export interface ReportedOrder {
  wellId: number;
  /** The card swiped (the order's card; the bill names the card now holding its money). */
  cardId: number;
  orderNo: string;
  startAt: Date;
  endAt: Date;
  electricWh: number;
  waterLiters: number;
  amountFen: number;
}

/**
 * Books a reported order as an online order ends: a finished usage record, its bill and journal
 * entry, the farmer's water of the order's year, at the order's own time (`a.at` is its end). The
 * bill is the controller's amount, without priced lines of the server's; it is paid from the card now
 * holding the money (the replacement of a replaced card), from its frozen accounts when it is lost
 * (the chip paid it), and what those do not hold is the bill's shortfall. The caller's transaction.
 */
export async function bookReportedOrder(db: Db, a: Actor, o: ReportedOrder): Promise<Charged & { recordId: number }> {
  // the swiped card first, then the one holding its money (lockCurrentCard follows the replacements)
  const payer = await lockCurrentCard(db, a.merchantId, o.cardId);
  const holder = await holderOf(db, o.cardId);
  const well = await db
    .selectFrom('well')
    .selectAll()
    .where('id', '=', o.wellId)
    .where('merchant_id', '=', a.merchantId)
    .executeTakeFirstOrThrow();
  const order = await insertCardOrder(db, a.merchantId, well, holder, {
    card_id: o.cardId,
    order_no: o.orderNo,
    status: 'FINISH',
    start_at: o.startAt,
    end_at: o.endAt,
    created_at: o.endAt,
    water_liters: o.waterLiters,
    electric_wh: o.electricWh,
    amount_fen: o.amountFen,
  })
    .returningAll()
    .executeTakeFirstOrThrow();
  const charged = await chargeOrder(db, a, order, well, payer, o.amountFen);
  // a replaced card's record, paid by the card that took its money over: an offline replacement's
  // chip got all of it, so it gives back what the record proves was spent
  if (payer.id !== o.cardId && payer.status === 'normal') {
    await queueCardWrite(db, a, payer, -(o.amountFen - charged.shortfallFen), 'record');
  }
  return { ...charged, recordId: order.id };
}
