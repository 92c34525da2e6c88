import { isIdCard, normalizeIdCard } from '../../src/api/contract/money/id-card-rule';
import type { Db } from '../db/connect';
import { fail } from '../http/business-error';
import { formatDateTime } from '../http/format';
import { lockCard } from './card-lock';
import { cancelPendingWrites, notifyOfflinePush, queueCardWrite } from './card-writes';
import { cardBalances, postEntry, type FundSource } from './ledger';
import { moneyMessages as msg } from './money-messages';
import { newCardNo } from './order-numbers';

export interface Actor {
  merchantId: number;
  userId: number | null;
  at: Date;
}

export interface IssueInput {
  farmerName: string;
  farmerMobile: string;
  idCard: string;
  placeId: number;
  cardType: string;
  cardNo?: string | undefined;
}

/** yyyymmdd of the CST day of `at`: the latest birth date an ID may carry. */
const dayNumber = (at: Date) => Number(formatDateTime(at).slice(0, 10).replace(/-/g, ''));

/**
 * A card with its two accounts (withdrawable A, gift N); the farmer's card numbers are unique in the
 * merchant. The unique key decides a number two calls take at once (a look first would let both
 * through to a unique violation): the wanted one is then refused, a generated one drawn again.
 */
async function createCard(db: Db, a: Actor, farmerId: number, cardType: string, cardNo: string | undefined): Promise<number> {
  for (;;) {
    const card = await db
      .insertInto('card')
      .values({
        merchant_id: a.merchantId,
        farmer_id: farmerId,
        card_no: cardNo ?? newCardNo(a.at),
        card_type: cardType,
        status: 'normal',
        replaced_by_id: null,
        created_at: a.at,
        lost_at: null,
        chip_starts_blank: cardType === 'offline',
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'card_no']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (card) {
      await db
        .insertInto('ledger_account')
        .values((['A', 'N'] as const).map((source) => ({ merchant_id: a.merchantId, kind: 'card', source, card_id: card.id })))
        .execute();
      return card.id;
    }
    if (cardNo) throw fail(msg.cardNoTaken);
  }
}

/**
 * 开卡: the farmer is found by ID card within the merchant (the name must match, the place stays
 * the farmer's) or registered now; then a new card. Returns the card's id.
 */
export async function issueCard(db: Db, a: Actor, input: IssueInput): Promise<number> {
  const idCard = normalizeIdCard(input.idCard);
  if (!isIdCard(idCard, dayNumber(a.at))) throw fail(msg.idCardInvalid);
  const place = await db
    .selectFrom('place')
    .select(['id', 'name'])
    .where('id', '=', input.placeId)
    .where('merchant_id', '=', a.merchantId)
    .executeTakeFirst();
  if (!place) throw fail(msg.placeNotFound);
  const find = () =>
    db
      .selectFrom('farmer')
      .select(['id', 'name', 'place_id'])
      .where('merchant_id', '=', a.merchantId)
      .where('id_card', '=', idCard)
      .forUpdate()
      .executeTakeFirst();
  // two calls registering one farmer at once meet on the unique key: the later one waits, then finds the farmer
  const farmer =
    (await find()) ??
    (await db
      .insertInto('farmer')
      .values({
        merchant_id: a.merchantId,
        name: input.farmerName,
        mobile: input.farmerMobile,
        id_card: idCard,
        place_id: place.id,
        created_at: a.at,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'id_card']).doNothing())
      .returning(['id', 'name', 'place_id'])
      .executeTakeFirst()) ??
    (await find());
  if (!farmer) throw new Error(`farmer of ${idCard} neither found nor registered`);
  if (farmer.name !== input.farmerName) throw fail(msg.farmerNameMismatch(farmer.name));
  if (farmer.place_id !== place.id) {
    const home = await db.selectFrom('place').select('name').where('id', '=', farmer.place_id).executeTakeFirstOrThrow();
    throw fail(msg.farmerOtherPlace(home.name));
  }
  return createCard(db, a, farmer.id, input.cardType, input.cardNo);
}

/** Moves everything a card holds on `from` accounts to `to` accounts (of the same or another card), as one entry. */
async function moveBalances(
  db: Db,
  a: Actor,
  flowType: 'freeze' | 'thaw',
  cardId: number,
  from: { kind: 'card' | 'frozen'; cardId: number },
  to: { kind: 'card' | 'frozen'; cardId: number },
): Promise<void> {
  const b = await cardBalances(db, from.cardId);
  const held: Record<FundSource, number> =
    from.kind === 'card' ? { A: b.realFen, N: b.giftFen } : { A: b.frozenRealFen, N: b.frozenGiftFen };
  const legs = (['A', 'N'] as const).flatMap((source) => [
    { account: { kind: from.kind, source, cardId: from.cardId }, fen: -held[source] },
    { account: { kind: to.kind, source, cardId: to.cardId }, fen: held[source] },
  ]);
  await postEntry(db, { merchantId: a.merchantId, flowType, at: a.at, userId: a.userId, cardId }, legs);
}

/** 挂失: only a normal card; its balance moves to its frozen accounts, and wells refuse it. */
export async function reportLoss(db: Db, a: Actor, cardId: number): Promise<void> {
  const card = await lockCard(db, a.merchantId, cardId);
  if (card.status !== 'normal') throw fail(msg.onlyNormalLoss);
  await db
    .updateTable('card')
    .set((eb) => ({ status: 'loss', lost_at: a.at, version: eb('version', '+', 1) }))
    .where('id', '=', card.id)
    .execute();
  await moveBalances(db, a, 'freeze', card.id, { kind: 'card', cardId: card.id }, { kind: 'frozen', cardId: card.id });
  await notifyOfflinePush(db, { merchantId: a.merchantId, blacklist: true });
}

/**
 * 补卡: a new card of the same holder and type takes over the balance (a normal card is frozen
 * first, so both moves show in the fund flows); the old card ends as `replace`. Returns the new card's id.
 */
export async function replaceCard(db: Db, a: Actor, cardId: number, cardNo: string | undefined): Promise<number> {
  const card = await lockCard(db, a.merchantId, cardId);
  if (card.status === 'replace') throw fail(msg.alreadyReplaced);
  if (card.status === 'normal')
    await moveBalances(db, a, 'freeze', card.id, { kind: 'card', cardId: card.id }, { kind: 'frozen', cardId: card.id });
  const next = await createCard(db, a, card.farmer_id, card.card_type, cardNo);
  await moveBalances(db, a, 'thaw', next, { kind: 'frozen', cardId: card.id }, { kind: 'card', cardId: next });
  await db
    .updateTable('card')
    .set((eb) => ({ status: 'replace', replaced_by_id: next, lost_at: card.lost_at ?? a.at, version: eb('version', '+', 1) }))
    .where('id', '=', card.id)
    .execute();
  // an offline card: the new chip is blank and takes all it carries (the old card's writes not made are in it)
  await cancelPendingWrites(db, a.merchantId, card.id);
  const carried = await cardBalances(db, next);
  await queueCardWrite(db, a, { id: next, card_type: card.card_type }, carried.realFen + carried.giftFen, 'replace');
  await notifyOfflinePush(db, { merchantId: a.merchantId, blacklist: true });
  return next;
}
