import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { CardWriteTable, Database } from '../db/schema';
import type { Actor } from './cards';

/**
 * Every process listens here: a card's pending writes or the merchant's blacklist changed, and the
 * devices hub sends them to the merchant's controllers (devices/offline-push.ts). Sent in the writing
 * transaction, so it is heard once that commits.
 */
export const OFFLINE_PUSH_CHANNEL = 'irr_offline_push';

/** What changed: a card's writes, or the merchant's blacklist. */
export type OfflinePush = { merchantId: number; cardId: number } | { merchantId: number; blacklist: true };

export async function notifyOfflinePush(db: Db, push: OfflinePush): Promise<void> {
  await sql`select pg_notify(${OFFLINE_PUSH_CHANNEL}, ${JSON.stringify(push)})`.execute(db);
}

/**
 * Money the counter moved on an offline card, for its chip (待写卡): the card's next write number,
 * pending until a controller confirms it. Nothing for another card type (its balance is the
 * server's) or for no money. The caller holds the card's lock (every money write takes it first), so
 * two writes of one card never take one number.
 */
export async function queueCardWrite(
  db: Db,
  a: Actor,
  card: { id: number; card_type: string },
  amountFen: number,
  reason: CardWriteTable['reason'],
): Promise<void> {
  if (card.card_type !== 'offline' || amountFen === 0) return;
  const { rows } = await sql<{ serial: number }>`
    select coalesce(max(serial), 0) + 1 as serial from card_write where card_id = ${card.id}`.execute(db);
  await db
    .insertInto('card_write')
    .values({
      merchant_id: a.merchantId,
      card_id: card.id,
      serial: Number(rows[0]!.serial),
      amount_fen: amountFen,
      reason,
      created_at: a.at,
      written_at: null,
      balance_after_fen: null,
      device_id: null,
      confirmed_at: null,
    })
    .execute();
  await notifyOfflinePush(db, { merchantId: a.merchantId, cardId: card.id });
}

/** A replaced card's writes not made yet: their money moved to the new card with the rest (which writes it all). */
export async function cancelPendingWrites(db: Db, merchantId: number, cardId: number): Promise<void> {
  const cancelled = await db
    .updateTable('card_write')
    .set({ status: 'cancelled' })
    .where('card_id', '=', cardId)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  if (cancelled.length > 0) await notifyOfflinePush(db, { merchantId, cardId });
}

/** The pending writes of a card (or of every card of the merchant with some), by card and number: what `down/credit` says. */
export async function pendingWrites(
  db: Kysely<Database>,
  merchantId: number,
  cardId?: number,
): Promise<{ cardNo: string; writes: { serial: number; amountFen: number }[] }[]> {
  let query = db
    .selectFrom('card as c')
    .leftJoin('card_write as w', (join) => join.onRef('w.card_id', '=', 'c.id').on('w.status', '=', 'pending'))
    .select(['c.id', 'c.card_no', 'w.serial', 'w.amount_fen'])
    .where('c.merchant_id', '=', merchantId);
  query = cardId === undefined ? query.where('w.id', 'is not', null) : query.where('c.id', '=', cardId);
  const rows = await query.orderBy('c.id').orderBy('w.serial').execute();
  const byCard = new Map<number, { cardNo: string; writes: { serial: number; amountFen: number }[] }>();
  for (const r of rows) {
    const card = byCard.get(r.id) ?? { cardNo: r.card_no, writes: [] };
    if (r.serial !== null) card.writes.push({ serial: r.serial, amountFen: Number(r.amount_fen) });
    byCard.set(r.id, card);
  }
  return [...byCard.values()];
}

/** What the merchant's wells must refuse: its lost cards and those replaced by another. */
export async function blacklistOf(db: Kysely<Database>, merchantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('card')
    .select('card_no')
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', ['loss', 'replace'])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.card_no);
}

/** The sum of the pending writes of the card whose id is the column `cardColumn`, fen (its 待写卡). */
export const pendingFenOf = (cardColumn: string) =>
  sql<
    string | number
  >`(select coalesce(sum(w.amount_fen), 0) from card_write w where w.card_id = ${sql.ref(cardColumn)} and w.status = 'pending')`;
