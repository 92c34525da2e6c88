import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { CardTable, UsageRecordTable, WellTable } from '../db/schema';
import { fail } from '../http/business-error';
import { formatDateTime } from '../http/format';
import { assertUsable, lockCard, lockCurrentCard } from './card-lock';
import type { Actor } from './cards';
import { cardBalances, postEntry } from './ledger';
import { moneyMessages as msg } from './money-messages';
import { priceOrder, waterOf, type PriceTier } from './pricing';

/** The CST year of `at` (a farmer's quota is per calendar year). */
const yearOf = (at: Date) => Number(formatDateTime(at).slice(0, 4));

const STARTABLE = ['normal', 'unusual', 'onReplenish'];

/** Why a start was refused: the well busy, stopped or missing, or the balance below its least (read only on a refusal). */
async function startRefusal(db: Db, merchantId: number, wellId: number): Promise<never> {
  const well = await db
    .selectFrom('well')
    .leftJoin('well_param as p', 'p.equip_id', 'well.id')
    .select(['well.running', 'well.status', 'p.min_balance_fen'])
    .where('well.id', '=', wellId)
    .where('well.merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (well?.running === 'use') throw fail(msg.wellBusy);
  if (!well || !STARTABLE.includes(well.status)) throw fail(msg.wellUnavailable);
  throw fail(msg.balanceBelowMinimum(leastBalance(well.min_balance_fen)));
}

/** The least balance a card needs to start an order at a well: its parameter, and never below 1 fen. */
const leastBalance = (minBalanceFen: number | null) => Math.max(minBalanceFen ?? 0, 1);

/**
 * A locked card's holder (the farmer, the quota of the farmer's place), its balances and the
 * merchant's price tiers, read in one statement after the card's lock (so never from before
 * another writer's commit).
 */
export async function holderOf(db: Db, cardId: number) {
  const row = await db
    .selectFrom('card')
    .innerJoin('farmer', 'farmer.id', 'card.farmer_id')
    .innerJoin('place', 'place.id', 'farmer.place_id')
    .select(['farmer.id', 'farmer.name', 'farmer.mobile', 'place.quota_liters'])
    .select((eb) => [
      eb
        .selectFrom('ledger_account')
        .select(sql<string>`coalesce(sum(balance_fen) filter (where source = 'A'), 0)`.as('v'))
        .whereRef('ledger_account.card_id', '=', 'card.id')
        .where('kind', '=', 'card')
        .as('real_fen'),
      eb
        .selectFrom('ledger_account')
        .select(sql<string>`coalesce(sum(balance_fen) filter (where source = 'N'), 0)`.as('v'))
        .whereRef('ledger_account.card_id', '=', 'card.id')
        .where('kind', '=', 'card')
        .as('gift_fen'),
      eb
        .selectFrom('price_tier')
        .select(
          sql<PriceTier[]>`coalesce(json_agg(json_build_object('upToPercent', up_to_percent,
        'multiplierPermille', multiplier_permille) order by sort), '[]')`.as('v'),
        )
        .whereRef('price_tier.merchant_id', '=', 'card.merchant_id')
        .as('tiers'),
    ])
    .where('card.id', '=', cardId)
    .executeTakeFirstOrThrow();
  return { ...row, realFen: Number(row.real_fen), giftFen: Number(row.gift_fen), tiers: row.tiers ?? [] };
}

/** The usage record of a card's order at a well (a swipe's, running; a controller's, finished), to be returned. */
export const insertCardOrder = (
  db: Db,
  merchantId: number,
  well: { id: number; place_id: number },
  holder: { name: string; mobile: string },
  o: Pick<Insertable<UsageRecordTable>, 'card_id' | 'order_no' | 'status' | 'start_at' | 'end_at' | 'created_at'> &
    Partial<Pick<Insertable<UsageRecordTable>, 'water_liters' | 'electric_wh' | 'amount_fen'>>,
) =>
  db.insertInto('usage_record').values({
    merchant_id: merchantId,
    business: 'well',
    well_id: well.id,
    equip_id: null,
    place_id: well.place_id,
    area_id: null,
    template_id: null,
    order_type: 'EVEN_THOUGH',
    user_name: holder.name,
    user_mobile: holder.mobile,
    water_liters: 0,
    electric_wh: 0,
    amount_fen: 0,
    pay_mode: 'cardFunds',
    cancelled_at: null,
    ...o,
  });

/**
 * A card swipe at a well starts an order: refused on a lost or replaced card, on a well that is
 * stopped, broken or pumping, and on a balance below the well's least balance. Returns the order's id.
 */
export async function startWellOrder(db: Db, a: Actor, input: { wellId: number; cardId: number; orderNo: string }): Promise<number> {
  const card = await lockCard(db, a.merchantId, input.cardId);
  assertUsable(card);
  const holder = await holderOf(db, card.id);
  // the well is checked and taken in one statement; a refused start writes nothing
  const well =
    (await db
      .updateTable('well')
      .set((eb) => ({ running: 'use', version: eb('version', '+', 1) }))
      .where('id', '=', input.wellId)
      .where('merchant_id', '=', a.merchantId)
      .where('running', '<>', 'use')
      .where('status', 'in', STARTABLE)
      .where(
        sql<boolean>`greatest(coalesce((select min_balance_fen from well_param where equip_id = well.id), 0), 1) <= ${holder.realFen + holder.giftFen}`,
      )
      .returning(['id', 'place_id'])
      .executeTakeFirst()) ?? (await startRefusal(db, a.merchantId, input.wellId));
  const order = await insertCardOrder(db, a.merchantId, well, holder, {
    card_id: card.id,
    order_no: input.orderNo,
    status: 'RUNNING',
    start_at: a.at,
    end_at: null,
    created_at: a.at,
  })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

/** The stop event's meter readings end a running order; it is then billed. Returns the bill's id. */
export async function finishWellOrder(
  db: Db,
  a: Actor,
  recordId: number,
  reading: { electricWh: number; waterLiters: number },
): Promise<number> {
  const order = await db
    .updateTable('usage_record')
    .set((eb) => ({
      status: 'FINISH',
      end_at: a.at,
      electric_wh: reading.electricWh,
      water_liters: reading.waterLiters,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', recordId)
    .where('merchant_id', '=', a.merchantId)
    .where('business', '=', 'well')
    .where('status', '=', 'RUNNING')
    .returningAll()
    .executeTakeFirst();
  if (!order || order.well_id === null) throw fail('订单不存在或未在运行');
  // the card before the well, in the order a start takes them, so that the two cannot deadlock
  const card = order.card_id === null ? null : await lockCurrentCard(db, a.merchantId, order.card_id);
  const well = await db
    .updateTable('well')
    .set((eb) => ({ running: 'leisure', version: eb('version', '+', 1) }))
    .where('id', '=', order.well_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return (await chargeOrder(db, a, order, well, card)).billId;
}

/**
 * Prices a finished well order and pays it: from its card (gift money first, then withdrawable;
 * an order that overran the balance takes what is there and records the shortfall, never a
 * negative balance), or, paid online at the well, from the provider's clearing. Writes the bill,
 * its journal entry and the farmer's water of the year in one go. Returns the bill's id.
 */
export async function billOrder(db: Db, a: Actor, recordId: number): Promise<number> {
  const order = await db
    .selectFrom('usage_record')
    .selectAll()
    .where('id', '=', recordId)
    .where('merchant_id', '=', a.merchantId)
    .where('business', '=', 'well')
    .where('status', '=', 'FINISH')
    .executeTakeFirst();
  if (!order || order.well_id === null) throw fail('订单不存在或未完成');
  const card = order.card_id === null ? null : await lockCurrentCard(db, a.merchantId, order.card_id);
  const well = await db.selectFrom('well').selectAll().where('id', '=', order.well_id).executeTakeFirstOrThrow();
  return (await chargeOrder(db, a, order, well, card)).billId;
}

/** A bill written: its id, and what the card could not pay of it. */
export interface Charged {
  billId: number;
  shortfallFen: number;
}

/**
 * Prices and pays a finished order (see billOrder), at `reportedFen` when its controller priced it
 * (money/reported-orders.ts). Returns the bill's id and what the card could not pay.
 */
export async function chargeOrder(
  db: Db,
  a: Actor,
  order: Selectable<UsageRecordTable>,
  well: Selectable<WellTable>,
  card: Selectable<CardTable> | null,
  reportedFen?: number,
): Promise<Charged> {
  const holder = card ? await holderOf(db, card.id) : null;
  const year = yearOf(order.end_at ?? a.at);
  const meter = {
    electricWh: order.electric_wh,
    waterLiters: order.water_liters,
    hasFlowMeter: well.has_flow_meter,
    waterPerKwhMilli: well.water_per_kwh_milli,
  };
  let used = 0;
  if (holder) {
    // the farmer's water of the year, this order's added and the row locked: two orders of one
    // farmer are priced one after the other, each on the water before it
    const liters = waterOf(meter);
    const { rows } = await sql<{ liters: string | number }>`
      insert into farmer_water_year (farmer_id, year, liters) values (${holder.id}, ${year}, ${liters})
      on conflict (farmer_id, year) do update set liters = farmer_water_year.liters + ${liters} returning liters`.execute(db);
    used = Number(rows[0]!.liters) - liters;
  }
  const priced = priceOrder({
    ...meter,
    billingMode: well.billing_mode,
    electricPriceFen: well.electric_price_fen,
    waterPriceFen: well.water_price_fen,
    quotaLiters: holder ? Number(holder.quota_liters) : 0,
    usedLiters: used,
    tiers: holder?.tiers ?? [],
  });
  const fen = reportedFen ?? priced.fen;
  // a lost card's money is frozen: an order the server starts takes none of it; one the chip paid takes it from there
  const fromFrozen = reportedFen !== undefined && card?.status === 'loss';
  const usable = fromFrozen ? await frozenOf(db, card.id) : card?.status === 'normal' && holder ? holder : { giftFen: 0, realFen: 0 };
  const giftFen = card ? Math.min(fen, usable.giftFen) : 0;
  const realFen = card ? Math.min(fen - giftFen, usable.realFen) : fen;
  const paid = giftFen + realFen;
  const held = fromFrozen ? ('frozen' as const) : ('card' as const);
  // the bill, and the order's amount when it is not what was paid, in one statement
  const bill = await db
    .with('order_amount', (qb) =>
      qb
        .updateTable('usage_record')
        .set((eb) => ({ amount_fen: paid, version: eb('version', '+', 1) }))
        .where('id', '=', order.id)
        .where('amount_fen', '<>', paid)
        .returning('id'),
    )
    .insertInto('bill')
    .values({
      merchant_id: a.merchantId,
      usage_record_id: order.id,
      card_id: card?.id ?? null,
      farmer_id: holder?.id ?? null,
      well_id: well.id,
      billing_mode: well.billing_mode,
      water_liters: priced.waterLiters,
      electric_wh: order.electric_wh,
      water_from_power: priced.waterFromPower,
      over_quota_liters: priced.overQuotaLiters,
      lines: JSON.stringify(reportedFen === undefined ? priced.lines : []),
      count: priced.count,
      amount_fen: paid,
      gift_fen: giftFen,
      shortfall_fen: fen - paid,
      status: 'FINISH',
      pay_mode: card ? 'cardFunds' : order.pay_mode,
      created_at: order.end_at ?? a.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const head = {
    merchantId: a.merchantId,
    flowType: 'pay' as const,
    at: a.at,
    userId: a.userId,
    cardId: card?.id ?? null,
    billId: bill.id,
    memo: order.order_no,
  };
  if (card) {
    await postEntry(db, head, [
      { account: { kind: held, source: 'N', cardId: card.id }, fen: -giftFen },
      { account: { kind: held, source: 'A', cardId: card.id }, fen: -realFen },
      { account: { kind: 'revenue', source: 'N' }, fen: giftFen },
      { account: { kind: 'revenue', source: 'A' }, fen: realFen },
    ]);
  } else {
    // paid at the well: in coins or cash into the well's box, or online through the provider
    await postEntry(db, head, [
      { account: { kind: order.pay_mode === 'cash' ? 'cash' : 'clearing', source: 'A' }, fen: -paid },
      { account: { kind: 'revenue', source: 'A' }, fen: paid },
    ]);
  }
  return { billId: bill.id, shortfallFen: fen - paid };
}

/** What a lost card holds frozen, withdrawable and gift. */
async function frozenOf(db: Db, cardId: number): Promise<{ realFen: number; giftFen: number }> {
  const b = await cardBalances(db, cardId);
  return { realFen: b.frozenRealFen, giftFen: b.frozenGiftFen };
}
