import type { Db } from '../db/connect';
import { fail } from '../http/business-error';
import { moneyMessages as msg } from './money-messages';

/** The merchant's card, row-locked for the rest of the transaction (every money write on a card takes it first). */
export async function lockCard(db: Db, merchantId: number, cardId: number) {
  const card = await db.selectFrom('card').selectAll().where('id', '=', cardId).where('merchant_id', '=', merchantId)
    .forUpdate().executeTakeFirst();
  if (!card) throw fail(msg.cardNotFound);
  return card;
}

/** Refuses a card that cannot take money in or out (lost, or replaced by a new one). */
export function assertUsable(card: { status: string }): void {
  if (card.status === 'loss') throw fail(msg.cardLost);
  if (card.status === 'replace') throw fail(msg.cardReplaced);
}
