import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { UsageRecordTable } from '../db/schema';
import { fail } from '../http/business-error';
import { formatDateTime } from '../http/format';
import { assertUsable, lockCard } from './card-lock';
import type { Actor } from './cards';
import { cardBalances, postEntry } from './ledger';
import { moneyMessages as msg } from './money-messages';
import { priceOrder, waterOf, type PriceTier } from './pricing';

/** The CST year of `at` (a farmer's quota is per calendar year). */
const yearOf = (at: Date) => Number(formatDateTime(at).slice(0, 4));

/** The card now holding a card's money: itself, or the card that replaced it (and so on). */
async function currentCard(db: Db, merchantId: number, cardId: number) {
  let card = await lockCard(db, merchantId, cardId);
  while (card.status === 'replace' && card.replaced_by_id) card = await lockCard(db, merchantId, card.replaced_by_id);
  return card;
}

/**
 * A card swipe at a well starts an order: refused on a lost or replaced card, on a well that is
 * stopped, broken or pumping, and on a balance below the well's least balance. Returns the order's id.
 */
export async function startWellOrder(db: Db, a: Actor, input: { wellId: number; cardId: number; orderNo: string }): Promise<number> {
  const card = await lockCard(db, a.merchantId, input.cardId);
  assertUsable(card);
  const well = await db.selectFrom('well').leftJoin('well_param as p', 'p.equip_id', 'well.id')
    .select(['well.id', 'well.place_id', 'well.status', 'well.running', 'p.min_balance_fen'])
    .where('well.id', '=', input.wellId).where('well.merchant_id', '=', a.merchantId).forUpdate('well').executeTakeFirst();
  if (!well) throw fail(msg.wellUnavailable);
  if (well.running === 'use') throw fail(msg.wellBusy);
  if (!['normal', 'unusual', 'onReplenish'].includes(well.status)) throw fail(msg.wellUnavailable);
  const b = await cardBalances(db, card.id);
  const least = well.min_balance_fen ?? 0;
  if (b.realFen + b.giftFen < Math.max(least, 1)) throw fail(msg.balanceBelowMinimum(Math.max(least, 1)));
  const farmer = await db.selectFrom('farmer').select(['name', 'mobile']).where('id', '=', card.farmer_id).executeTakeFirstOrThrow();
  const order = await db.insertInto('usage_record').values({
    merchant_id: a.merchantId, business: 'well', well_id: well.id, equip_id: null, place_id: well.place_id, area_id: null, template_id: null,
    order_no: input.orderNo, order_type: 'EVEN_THOUGH', status: 'RUNNING', user_name: farmer.name, user_mobile: farmer.mobile,
    start_at: a.at, end_at: null, water_liters: 0, electric_wh: 0, amount_fen: 0, pay_mode: 'cardFunds', created_at: a.at,
    cancelled_at: null, card_id: card.id,
  }).returning('id').executeTakeFirstOrThrow();
  await db.updateTable('well').set((eb) => ({ running: 'use', version: eb('version', '+', 1) })).where('id', '=', well.id).execute();
  return order.id;
}

/** The stop event's meter readings end a running order; it is then billed. Returns the bill's id. */
export async function finishWellOrder(db: Db, a: Actor, recordId: number, reading: { electricWh: number; waterLiters: number }): Promise<number> {
  const order = await db.updateTable('usage_record')
    .set((eb) => ({ status: 'FINISH', end_at: a.at, electric_wh: reading.electricWh, water_liters: reading.waterLiters, version: eb('version', '+', 1) }))
    .where('id', '=', recordId).where('merchant_id', '=', a.merchantId).where('business', '=', 'well').where('status', '=', 'RUNNING')
    .returningAll().executeTakeFirst();
  if (!order || order.well_id === null) throw fail('订单不存在或未在运行');
  await db.updateTable('well').set((eb) => ({ running: 'leisure', version: eb('version', '+', 1) })).where('id', '=', order.well_id).execute();
  return chargeOrder(db, a, { ...order, well_id: order.well_id });
}

async function merchantTiers(db: Db, merchantId: number): Promise<PriceTier[]> {
  const rows = await db.selectFrom('price_tier').select(['up_to_percent', 'multiplier_permille']).where('merchant_id', '=', merchantId).orderBy('sort').execute();
  return rows.map((r) => ({ upToPercent: r.up_to_percent, multiplierPermille: r.multiplier_permille }));
}

/**
 * Prices a finished well order and pays it: from its card (gift money first, then withdrawable;
 * an order that overran the balance takes what is there and records the shortfall, never a
 * negative balance), or, paid online at the well, from the provider's clearing. Writes the bill,
 * its journal entry and the farmer's water of the year in one go. Returns the bill's id.
 */
export async function billOrder(db: Db, a: Actor, recordId: number): Promise<number> {
  const order = await db.selectFrom('usage_record').selectAll().where('id', '=', recordId).where('merchant_id', '=', a.merchantId)
    .where('business', '=', 'well').where('status', '=', 'FINISH').executeTakeFirst();
  if (!order || order.well_id === null) throw fail('订单不存在或未完成');
  return chargeOrder(db, a, { ...order, well_id: order.well_id });
}

type FinishedOrder = Selectable<UsageRecordTable> & { well_id: number };

async function chargeOrder(db: Db, a: Actor, order: FinishedOrder): Promise<number> {
  const well = await db.selectFrom('well').selectAll().where('id', '=', order.well_id).executeTakeFirstOrThrow();
  const card = order.card_id === null ? null : await currentCard(db, a.merchantId, order.card_id);
  const farmer = card ? await db.selectFrom('farmer').innerJoin('place', 'place.id', 'farmer.place_id')
    .select(['farmer.id', 'place.quota_liters']).where('farmer.id', '=', card.farmer_id).executeTakeFirstOrThrow() : null;
  const year = yearOf(order.end_at ?? a.at);
  const meter = { electricWh: order.electric_wh, waterLiters: order.water_liters, hasFlowMeter: well.has_flow_meter, waterPerKwhMilli: well.water_per_kwh_milli };
  let used = 0;
  if (farmer) {
    // the farmer's water of the year, this order's added and the row locked: two orders of one
    // farmer are priced one after the other, each on the water before it
    const liters = waterOf(meter);
    const { rows } = await sql<{ liters: string | number }>`
      insert into farmer_water_year (farmer_id, year, liters) values (${farmer.id}, ${year}, ${liters})
      on conflict (farmer_id, year) do update set liters = farmer_water_year.liters + ${liters} returning liters`.execute(db);
    used = Number(rows[0]!.liters) - liters;
  }
  const priced = priceOrder({
    ...meter, billingMode: well.billing_mode, electricPriceFen: well.electric_price_fen, waterPriceFen: well.water_price_fen,
    quotaLiters: farmer ? Number(farmer.quota_liters) : 0, usedLiters: used, tiers: await merchantTiers(db, a.merchantId),
  });
  let giftFen = 0;
  let realFen = priced.fen;
  if (card) {
    const b = card.status === 'normal' ? await cardBalances(db, card.id) : { giftFen: 0, realFen: 0 };
    giftFen = Math.min(priced.fen, b.giftFen);
    realFen = Math.min(priced.fen - giftFen, b.realFen);
  }
  const paid = giftFen + realFen;
  const bill = await db.insertInto('bill').values({
    merchant_id: a.merchantId, usage_record_id: order.id, card_id: card?.id ?? null, farmer_id: farmer?.id ?? null, well_id: well.id,
    billing_mode: well.billing_mode, water_liters: priced.waterLiters, electric_wh: order.electric_wh, water_from_power: priced.waterFromPower,
    over_quota_liters: priced.overQuotaLiters, lines: JSON.stringify(priced.lines), count: priced.count, amount_fen: paid, gift_fen: giftFen,
    shortfall_fen: priced.fen - paid, status: 'FINISH', pay_mode: card ? 'cardFunds' : order.pay_mode, created_at: order.end_at ?? a.at,
  }).returning('id').executeTakeFirstOrThrow();
  const head = { merchantId: a.merchantId, flowType: 'pay' as const, at: a.at, userId: a.userId, cardId: card?.id ?? null, billId: bill.id, memo: order.order_no };
  if (card) {
    await postEntry(db, head, [
      { account: { kind: 'card', source: 'N', cardId: card.id }, fen: -giftFen },
      { account: { kind: 'card', source: 'A', cardId: card.id }, fen: -realFen },
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
  if (Number(order.amount_fen) !== paid) {
    await db.updateTable('usage_record').set((eb) => ({ amount_fen: paid, version: eb('version', '+', 1) })).where('id', '=', order.id).execute();
  }
  return bill.id;
}
