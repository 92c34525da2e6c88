import type { Kysely } from 'kysely';
import { MAX_CLOCK_SKEW_MS } from '../../src/api/contract/device/messages';
import type { Database } from '../db/schema';
import { lockCard } from './card-lock';
import { notifyOfflinePush } from './card-writes';
import { recheckAfterWrite } from './reconcile-checks';

/** A controller's word that it put a card's write on the chip. */
export interface WriteConfirmation {
  cardNo: string;
  serial: number;
  /** When, by the controller's clock (ms). */
  writtenAt: number;
  /** The chip's balance after it. */
  balanceAfterFen: number;
}

/** Confirmed now; confirmed before (nothing changes); or no pending write of that card and number (refused). */
export type WriteOutcome = 'written' | 'again' | 'unknown';

/**
 * A write of an offline card confirmed by the controller that made it (`up/credit`, or a protocol's
 * answer to its recharge command): no money moves (the ledger took it when the counter did), the
 * write is no longer pending (待写卡), the card's first record after it is checked again, and the
 * controllers are told the card's list. A confirmation again changes nothing; a write cancelled (its
 * card replaced), unknown, of another merchant's card, or dated after the server's now is refused.
 */
export async function confirmCardWrite(
  db: Kysely<Database>,
  source: { deviceId: number; merchantId: number },
  c: WriteConfirmation,
  at: Date,
): Promise<WriteOutcome> {
  if (c.writtenAt > at.getTime() + MAX_CLOCK_SKEW_MS) return 'unknown';
  return db.transaction().execute(async (trx) => {
    const card = await trx
      .selectFrom('card')
      .select('id')
      .where('merchant_id', '=', source.merchantId)
      .where('card_no', '=', c.cardNo)
      .executeTakeFirst();
    if (!card) return 'unknown';
    await lockCard(trx, source.merchantId, card.id);
    const write = await trx
      .selectFrom('card_write')
      .select(['id', 'status'])
      .where('card_id', '=', card.id)
      .where('serial', '=', c.serial)
      .executeTakeFirst();
    if (!write || write.status === 'cancelled') return 'unknown';
    if (write.status === 'written') return 'again';
    const writtenAt = new Date(c.writtenAt);
    await trx
      .updateTable('card_write')
      .set({ status: 'written', written_at: writtenAt, balance_after_fen: c.balanceAfterFen, device_id: source.deviceId, confirmed_at: at })
      .where('id', '=', write.id)
      .execute();
    await recheckAfterWrite(trx, card.id, writtenAt, at);
    await notifyOfflinePush(trx, { merchantId: source.merchantId, cardId: card.id });
    return 'written';
  });
}
