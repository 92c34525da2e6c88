import { sql } from 'kysely';
import type { CardBillRow, CardRow, RechargeRow, ReplacedCardRow } from '../../../src/api/contract/money/card';
import { maskIdCard } from '../../../src/api/contract/money/id-card-rule';
import type { Db } from '../../db/connect';
import { startsWith } from '../../db/like';
import { fenToYuan, formatDateTime } from '../../http/format';
import { pendingFenOf } from '../../money/card-writes';

export interface CardFilters {
  keyword?: string | undefined;
  status?: string | undefined;
  cardType?: string | undefined;
  placeId?: number | undefined;
}

/** The merchant's cards with their holder, place and replacing card (if any), filtered as card findPage filters them. */
export function cardQuery(db: Db, merchantId: number, f: CardFilters = {}) {
  let query = db
    .selectFrom('card as c')
    .innerJoin('farmer as f', 'f.id', 'c.farmer_id')
    .innerJoin('place as p', 'p.id', 'f.place_id')
    .leftJoin('card as r', 'r.id', 'c.replaced_by_id')
    .where('c.merchant_id', '=', merchantId);
  if (f.keyword) {
    const prefix = startsWith(f.keyword);
    query = query.where((eb) => eb.or([eb('c.card_no', 'like', prefix), eb('f.name', 'like', prefix), eb('f.mobile', 'like', prefix)]));
  }
  if (f.status) query = query.where('c.status', '=', f.status as CardRow['status']);
  if (f.cardType) query = query.where('c.card_type', '=', f.cardType);
  if (f.placeId !== undefined) query = query.where('f.place_id', '=', f.placeId);
  return query;
}

/** The columns of cardQuery that toCardRow reads: balances are the card's accounts' kept balances. */
export function cardColumns(query: ReturnType<typeof cardQuery>) {
  return query.select([
    'c.id',
    'c.card_no',
    'c.card_type',
    'c.status',
    'c.farmer_id',
    'c.replaced_by_id',
    'c.created_at',
    'c.lost_at',
    'f.name as farmer_name',
    'f.mobile as farmer_mobile',
    'f.id_card',
    'f.place_id',
    'p.name as place_name',
    'r.card_no as replaced_no',
    sql<string | number>`(select coalesce(sum(a.balance_fen), 0) from ledger_account a where a.card_id = c.id and a.source = 'A')`.as(
      'real_fen',
    ),
    sql<string | number>`(select coalesce(sum(a.balance_fen), 0) from ledger_account a where a.card_id = c.id and a.source = 'N')`.as(
      'gift_fen',
    ),
    pendingFenOf('c.id').as('pending_fen'),
  ]);
}

type CardSelect = Awaited<ReturnType<ReturnType<typeof cardColumns>['execute']>>[number];

export function toCardRow(r: CardSelect): CardRow {
  const real = Number(r.real_fen);
  const gift = Number(r.gift_fen);
  return {
    id: r.id,
    cardNo: r.card_no,
    cardType: r.card_type as CardRow['cardType'],
    status: r.status,
    farmerId: r.farmer_id,
    farmerName: r.farmer_name,
    farmerMobile: r.farmer_mobile,
    idCard: maskIdCard(r.id_card),
    placeId: r.place_id,
    placeName: r.place_name,
    balance: fenToYuan(real + gift),
    realBalance: fenToYuan(real),
    giftBalance: fenToYuan(gift),
    replacedById: r.replaced_by_id,
    replacedByCardNo: r.replaced_no ?? '',
    createTime: formatDateTime(r.created_at),
    lossTime: r.lost_at ? formatDateTime(r.lost_at) : null,
    pendingWrite: fenToYuan(Number(r.pending_fen)),
  };
}

/** One card of the merchant as its row; undefined when it is not the merchant's. */
export async function cardRowById(db: Db, merchantId: number, id: number): Promise<CardRow | undefined> {
  const row = await cardColumns(cardQuery(db, merchantId)).where('c.id', '=', id).executeTakeFirst();
  return row && toCardRow(row);
}

export function toRechargeRow(r: {
  id: number;
  order_no: string;
  card_id: number;
  card_no: string;
  amount_fen: string | number;
  gift_fen: string | number;
  refunded_fen: string | number;
  pay_mode: string;
  amount_type: RechargeRow['amountType'];
  status: RechargeRow['status'];
  result: RechargeRow['result'];
  provider_code: string;
  created_at: Date;
}): RechargeRow {
  return {
    id: r.id,
    orderNo: r.order_no,
    cardId: r.card_id,
    cardNo: r.card_no,
    amount: fenToYuan(Number(r.amount_fen)),
    giftAmount: fenToYuan(Number(r.gift_fen)),
    refundedAmount: fenToYuan(Number(r.refunded_fen)),
    payMode: r.pay_mode,
    amountType: r.amount_type,
    status: r.status,
    result: r.result,
    providerCode: r.provider_code,
    createTime: formatDateTime(r.created_at),
  };
}

/** The merchant's recharges with their card number (for rows of the contract). */
export function rechargeRows(db: Db, merchantId: number) {
  return db
    .selectFrom('recharge_order as o')
    .innerJoin('card as c', 'c.id', 'o.card_id')
    .where('o.merchant_id', '=', merchantId)
    .selectAll('o')
    .select('c.card_no');
}

/**
 * The cards `card` replaced (补卡), newest first: the card it was issued for, then the one that one
 * replaced, and so on. A replacement keeps the holder, so the chain is among the holder's cards
 * (one indexed read). `replaceTime` is when the card after it was issued.
 */
export async function replacedChain(
  db: Db,
  merchantId: number,
  card: { id: number; farmerId: number; createTime: string },
): Promise<ReplacedCardRow[]> {
  const cards = await db
    .selectFrom('card')
    .select(['id', 'card_no', 'replaced_by_id', 'lost_at', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('farmer_id', '=', card.farmerId)
    .where('replaced_by_id', 'is not', null)
    .execute();
  const byNext = new Map(cards.map((c) => [c.replaced_by_id!, c]));
  const chain: ReplacedCardRow[] = [];
  let next = { id: card.id, createTime: card.createTime };
  for (let old = byNext.get(next.id); old && chain.length < cards.length; old = byNext.get(next.id)) {
    chain.push({
      id: old.id,
      cardNo: old.card_no,
      lossTime: old.lost_at ? formatDateTime(old.lost_at) : null,
      replaceTime: next.createTime,
    });
    next = { id: old.id, createTime: formatDateTime(old.created_at) };
  }
  return chain;
}

/** The merchant's bills of `cardIds`, newest first, at most `limit`, as the card's detail lists them. */
export async function cardBills(db: Db, merchantId: number, cardIds: number[], limit: number): Promise<CardBillRow[]> {
  const rows = await db
    .selectFrom('bill')
    .innerJoin('usage_record as r', 'r.id', 'bill.usage_record_id')
    .innerJoin('well as w', 'w.id', 'bill.well_id')
    .innerJoin('card as c', 'c.id', 'bill.card_id')
    .select([
      'bill.id',
      'r.order_no',
      'bill.card_id',
      'c.card_no',
      'w.name as well_name',
      'bill.amount_fen',
      'bill.refunded_fen',
      'bill.status',
      'bill.created_at',
    ])
    .where('bill.card_id', 'in', cardIds)
    .where('bill.merchant_id', '=', merchantId)
    .orderBy('bill.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((b) => ({
    id: b.id,
    orderNo: b.order_no,
    cardId: b.card_id!,
    cardNo: b.card_no,
    wellName: b.well_name,
    amount: fenToYuan(Number(b.amount_fen)),
    refundedAmount: fenToYuan(Number(b.refunded_fen)),
    status: b.status,
    createTime: formatDateTime(b.created_at),
  }));
}
