import { sql, type Kysely } from 'kysely';
import { idCardCheckDigit } from '../../../src/api/contract/money/id-card-rule';
import { refundAmountFen } from '../../../src/api/contract/money/refund-rule';
import { issueCard, replaceCard, reportLoss, type Actor } from '../../money/cards';
import { cardBalances } from '../../money/ledger';
import { rechargeCard } from '../../money/recharges';
import { refundBill } from '../../money/refunds';
import { ReferencePaymentProvider } from '../../money/reference-payment-provider';
import { billOrder } from '../../money/well-orders';
import type { Database } from '../schema';
import { mobile, person } from './business';
import type { Prng } from './prng';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface MoneyPlan { merchantId: number; farmers: number; tiers: [number | null, number][] }

/** A valid resident ID of someone born in the county `areaCode`. */
function idCard(rng: Prng, areaCode: string): string {
  const birth = `${rng.int(1950, 1998)}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}`;
  const first17 = `${areaCode}${birth}${String(rng.int(0, 999)).padStart(3, '0')}`;
  return first17 + idCardCheckDigit(first17);
}

type Event = { at: number; run: () => Promise<void> };

/**
 * The merchant's money, written through the same functions as the calls (server/money), in time
 * order: farmers and their cards, recharges (cash and online, some with a gift), the finished well
 * orders as bills (seven in ten paid by a card, topped up when it runs low; the rest online at the
 * well), a few refunds, and at the end two cards lost, one of them replaced. Every well without a
 * flow meter (one in five) reports its water as 以电折水.
 */
export async function seedMoney(db: Kysely<Database>, rng: Prng, plan: MoneyPlan, now: Date): Promise<void> {
  const m = plan.merchantId;
  const payments = new ReferencePaymentProvider();
  const actor = (at: number): Actor => ({ merchantId: m, userId: null, at: new Date(at) });
  await db.insertInto('price_tier').values(plan.tiers.map(([upTo, permille], i) => ({ merchant_id: m, sort: i + 1, up_to_percent: upTo, multiplier_permille: permille })))
    .execute();
  const places = await db.selectFrom('place').select(['id', 'area_code']).where('merchant_id', '=', m).orderBy('id').execute();
  for (const place of places) {
    await db.updateTable('place').set({ quota_liters: rng.int(15, 40) * 100_000 }).where('id', '=', place.id).execute();
  }
  const wells = await db.selectFrom('well').select('id').where('merchant_id', '=', m).orderBy('id').execute();
  for (const [i, well] of wells.entries()) {
    if (i % 5 !== 4) continue;
    const milli = rng.int(3000, 6000);
    await db.updateTable('well').set({ has_flow_meter: false, water_per_kwh_milli: milli }).where('id', '=', well.id).execute();
    await sql`update usage_record set water_liters = (electric_wh * ${milli} + 500) / 1000 where well_id = ${well.id}`.execute(db);
  }
  const orders = await db.selectFrom('usage_record').select(['id', 'status', 'start_at', 'end_at'])
    .where('merchant_id', '=', m).where('business', '=', 'well').where('status', 'in', ['FINISH', 'RUNNING']).orderBy('start_at').orderBy('id').execute();
  const start = Math.min(now.getTime(), ...orders.map((o) => o.start_at.getTime())) - 2 * DAY;

  const cards: { id: number; name: string; mobile: string }[] = [];
  for (let i = 0; i < plan.farmers; i += 1) {
    const place = places[i % places.length]!;
    const name = person(rng);
    const phone = mobile(rng);
    const id = await issueCard(db, actor(start + i * 60_000), {
      farmerName: name, farmerMobile: phone, idCard: idCard(rng, place.area_code), placeId: place.id,
      cardType: rng.pick(['online', 'online', 'offline', 'prepaid', 'place']),
    });
    cards.push({ id, name, mobile: phone });
  }
  const recharge = (cardId: number, at: number, yuan: number) => rechargeCard(db, actor(at), payments, {
    cardId, amountFen: yuan * 100, giftFen: yuan >= 500 ? 5000 : 0, payMode: rng.chance(0.6) ? 'cash' : rng.pick(['wxpay', 'alipay']),
  });

  const events: Event[] = cards.map((card, i) => ({ at: start + HOUR + i * 60_000, run: async () => { await recharge(card.id, start + HOUR + i * 60_000, rng.pick([300, 500, 800])); } }));
  const billIds: number[] = [];
  for (const order of orders) {
    const card = rng.chance(0.7) ? rng.pick(cards) : null;
    await db.updateTable('usage_record').set(card
      ? { card_id: card.id, user_name: card.name, user_mobile: card.mobile, pay_mode: 'cardFunds' }
      : { pay_mode: rng.pick(['wxpay', 'alipay', 'cash']) }).where('id', '=', order.id).execute();
    if (order.status !== 'FINISH' || !order.end_at) continue;
    const end = order.end_at.getTime();
    if (card) {
      // a farmer tops the card up before going to the well when it runs low, most of the time
      const before = order.start_at.getTime() - HOUR;
      events.push({
        at: before, run: async () => {
          const b = await cardBalances(db, card.id);
          if (rng.chance(0.95) && b.realFen + b.giftFen < 10_000) await recharge(card.id, before, 300);
        },
      });
    }
    events.push({ at: end, run: async () => { billIds.push(await billOrder(db, actor(end), order.id)); } });
  }
  events.sort((a, b) => a.at - b.at);
  for (const event of events) await event.run();

  for (const billId of billIds) {
    if (!rng.chance(0.04)) continue;
    const bill = await db.selectFrom('bill').select(['count', 'amount_fen', 'created_at']).where('id', '=', billId).executeTakeFirstOrThrow();
    if (Number(bill.amount_fen) === 0) continue;
    const count = rng.chance(0.3) ? bill.count : rng.int(1, bill.count);
    const at = Math.min(now.getTime() - HOUR, bill.created_at.getTime() + rng.int(1, 48) * HOUR);
    await refundBill(db, actor(at), payments, {
      billId, count, amountFen: refundAmountFen(Number(bill.amount_fen), bill.count, count)!, refundType: 'ONLY', refundReason: 'LACK',
      refundReasonDetail: '设备故障少出水',
    });
  }
  const last = now.getTime() - DAY;
  await reportLoss(db, actor(last), cards[0]!.id);
  await reportLoss(db, actor(last), cards[1]!.id);
  await replaceCard(db, actor(last + HOUR), cards[1]!.id, undefined);
}
