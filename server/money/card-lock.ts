import type { Db } from '../db/connect';
import { fail } from '../http/business-error';
import { moneyMessages as msg } from './money-messages';

/**
 * The merchant's card, row-locked for the rest of the transaction (every money write on a card
 * takes it first). The lock is FOR NO KEY UPDATE: money writers still queue on it, but a row that
 * only references the card (a bill, an order) is not held up by it.
 */
export async function lockCard(db: Db, merchantId: number, cardId: number) {
  const card = await db
    .selectFrom('card')
    .selectAll()
    .where('id', '=', cardId)
    .where('merchant_id', '=', merchantId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!card) throw fail(msg.cardNotFound);
  return card;
}

/** The card now holding a card's money, locked: itself, or the card that replaced it (and so on). */
export async function lockCurrentCard(db: Db, merchantId: number, cardId: number) {
  let card = await lockCard(db, merchantId, cardId);
  while (card.status === 'replace' && card.replaced_by_id) card = await lockCard(db, merchantId, card.replaced_by_id);
  return card;
}

/** Refuses a card that cannot take money in or out (lost, or replaced by a new one). */
export function assertUsable(card: { status: string }): void {
  if (card.status === 'loss') throw fail(msg.cardLost);
  if (card.status === 'replace') throw fail(msg.cardReplaced);
}
