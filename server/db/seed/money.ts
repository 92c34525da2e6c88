import { sql, type Kysely, type Selectable } from 'kysely';
import { idCardCheckDigit } from '../../../src/api/contract/money/id-card-rule';
import { refundAmountFen } from '../../../src/api/contract/money/refund-rule';
import { issueCard, replaceCard, reportLoss, type Actor } from '../../money/cards';
import { cardBalances } from '../../money/ledger';
import { refundRecharge } from '../../money/recharge-refunds';
import { rechargeCard } from '../../money/recharges';
import { refundBill } from '../../money/refunds';
import { ReferencePaymentProvider } from '../../money/reference-payment-provider';
import { lockCurrentCard } from '../../money/card-lock';
import { chargeOrder } from '../../money/well-orders';
import type { Database, UsageRecordTable, WellTable } from '../schema';
import { mobile, person } from './business';
import type { Prng } from './prng';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface MoneyPlan {
  merchantId: number;
  farmers: number;
  tiers: [number | null, number][];
}

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
  await db
    .insertInto('price_tier')
    .values(plan.tiers.map(([upTo, permille], i) => ({ merchant_id: m, sort: i + 1, up_to_percent: upTo, multiplier_permille: permille })))
    .execute();
  const places = await db.selectFrom('place').select(['id', 'area_code']).where('merchant_id', '=', m).orderBy('id').execute();
  for (const place of places) {
    await db
      .updateTable('place')
      .set({ quota_liters: rng.int(15, 40) * 100_000 })
      .where('id', '=', place.id)
      .execute();
  }
  const wells = await db.selectFrom('well').select('id').where('merchant_id', '=', m).orderBy('id').execute();
  for (const [i, well] of wells.entries()) {
    if (i % 5 !== 4) continue;
    const milli = rng.int(3000, 6000);
    await db.updateTable('well').set({ has_flow_meter: false, water_per_kwh_milli: milli }).where('id', '=', well.id).execute();
    await sql`update usage_record set water_liters = (electric_wh * ${milli} + 500) / 1000 where well_id = ${well.id}`.execute(db);
  }
  const orders = await db
    .selectFrom('usage_record')
    .select(['id', 'status', 'start_at', 'end_at'])
    .where('merchant_id', '=', m)
    .where('business', '=', 'well')
    .where('status', 'in', ['FINISH', 'RUNNING'])
    .orderBy('start_at')
    .orderBy('id')
    .execute();
  const start = Math.min(now.getTime(), ...orders.map((o) => o.start_at.getTime())) - 2 * DAY;

  const cards: { id: number; name: string; mobile: string }[] = [];
  for (let i = 0; i < plan.farmers; i += 1) {
    const place = places[i % places.length]!;
    const name = person(rng);
    const phone = mobile(rng);
    const id = await issueCard(db, actor(start + i * 60_000), {
      farmerName: name,
      farmerMobile: phone,
      idCard: idCard(rng, place.area_code),
      placeId: place.id,
      cardType: rng.pick(['online', 'online', 'offline', 'prepaid', 'place']),
    });
    cards.push({ id, name, mobile: phone });
  }
  const recharge = (cardId: number, at: number, yuan: number) =>
    rechargeCard(db, actor(at), payments, {
      cardId,
      amountFen: yuan * 100,
      giftFen: yuan >= 500 ? 5000 : 0,
      payMode: rng.chance(0.6) ? 'cash' : rng.pick(['wxpay', 'alipay']),
    });

  const events: Event[] = cards.map((card, i) => ({
    at: start + HOUR + i * 60_000,
    run: async () => {
      await recharge(card.id, start + HOUR + i * 60_000, rng.pick([300, 500, 800]));
    },
  }));
  const billIds: number[] = [];
  const payers: Payer[] = [];
  // the orders' rows and wells as billOrder would read them, read once (the orders' payers written first): each bill changes only its own order
  const finished = new Map<number, Selectable<UsageRecordTable>>();
  const wellsById = new Map<number, Selectable<WellTable>>();
  for (const order of orders) {
    const card = rng.chance(0.7) ? rng.pick(cards) : null;
    payers.push({ orderId: order.id, card, payMode: card ? 'cardFunds' : rng.pick(['wxpay', 'alipay', 'cash']) });
    if (order.status !== 'FINISH' || !order.end_at) continue;
    const end = order.end_at.getTime();
    if (card) {
      // a farmer tops the card up before going to the well when it runs low, most of the time
      const before = order.start_at.getTime() - HOUR;
      events.push({
        at: before,
        run: async () => {
          const b = await cardBalances(db, card.id);
          if (rng.chance(0.95) && b.realFen + b.giftFen < 10_000) await recharge(card.id, before, 300);
        },
      });
    }
    events.push({
      at: end,
      run: async () => {
        // billOrder's own steps, on the rows read above: the payer's card locked, then chargeOrder
        const row = finished.get(order.id)!;
        const payer = row.card_id === null ? null : await lockCurrentCard(db, m, row.card_id);
        billIds.push((await chargeOrder(db, actor(end), row, wellsById.get(row.well_id!)!, payer)).billId);
      },
    });
  }
  await setPayers(db, payers);
  const finishedRows = await db
    .selectFrom('usage_record')
    .selectAll()
    .where('merchant_id', '=', m)
    .where('business', '=', 'well')
    .where('status', '=', 'FINISH')
    .where('well_id', 'is not', null)
    .execute();
  for (const row of finishedRows) finished.set(row.id, row);
  for (const well of await db.selectFrom('well').selectAll().where('merchant_id', '=', m).execute()) wellsById.set(well.id, well);
  events.sort((a, b) => a.at - b.at);
  for (const event of events) await event.run();

  for (const billId of billIds) {
    if (!rng.chance(0.04)) continue;
    const bill = await db
      .selectFrom('bill')
      .select(['count', 'amount_fen', 'created_at'])
      .where('id', '=', billId)
      .executeTakeFirstOrThrow();
    if (Number(bill.amount_fen) === 0) continue;
    const count = rng.chance(0.3) ? bill.count : rng.int(1, bill.count);
    // an hour before now at the latest, but never before its bill
    const at = Math.max(bill.created_at.getTime(), Math.min(now.getTime() - HOUR, bill.created_at.getTime() + rng.int(1, 48) * HOUR));
    await refundBill(db, actor(at), payments, {
      billId,
      count,
      amountFen: refundAmountFen(Number(bill.amount_fen), bill.count, count)!,
      refundType: 'ONLY',
      refundReason: 'LACK',
      refundReasonDetail: '设备故障少出水',
    });
  }
  const last = now.getTime() - DAY;
  await reportLoss(db, actor(last), cards[0]!.id);
  await reportLoss(db, actor(last), cards[1]!.id);
  await replaceCard(db, actor(last + HOUR), cards[1]!.id, undefined);
}

interface Payer {
  orderId: number;
  card: { id: number; name: string; mobile: string } | null;
  payMode: string;
}

/**
 * Who pays each order: a card's holder (paid from the card), or a way to pay at the well. Two
 * statements for all of them, not one per order (each fires the orders' tally triggers).
 */
async function setPayers(db: Kysely<Database>, payers: readonly Payer[]): Promise<void> {
  const byCard = payers.filter((p) => p.card);
  const atWell = payers.filter((p) => !p.card);
  if (byCard.length > 0) {
    await sql`update usage_record as r set card_id = v.card_id, user_name = v.user_name, user_mobile = v.user_mobile, pay_mode = 'cardFunds'
      from (values ${sql.join(byCard.map((p) => sql`(${p.orderId}::int, ${p.card!.id}::int, ${p.card!.name}::text, ${p.card!.mobile}::text)`))})
        as v (id, card_id, user_name, user_mobile)
      where r.id = v.id`.execute(db);
  }
  if (atWell.length > 0) {
    await sql`update usage_record as r set pay_mode = v.pay_mode
      from (values ${sql.join(atWell.map((p) => sql`(${p.orderId}::int, ${p.payMode}::text)`))}) as v (id, pay_mode)
      where r.id = v.id`.execute(db);
  }
}

export interface MoneyExtrasPlan {
  merchantId: number;
  /** The share of the merchant's recharges that get refunded (at least four of them). */
  refundShare: number;
  freeRecharges: number;
}

/**
 * Added to the money above (its own marker, so a database seeded before it gets it too): recharge
 * refunds (退充值) and free recharges (活动赠送), through `refundRecharge` and `rechargeCard`. Each
 * goes to a normal card after the card's last movement (its last entry or well order) and before
 * `now`, so that it comes last in the card's flows and the card's balance was never below zero at
 * any time. The refunds take a card's newest recharge not yet
 * refunded, about half of them online (`refund`) and half cash (`underLineRefund`): whole when the
 * card holds it withdrawable (one of those in two parts), else a part of it in tens of yuan; the
 * free recharges (20 or 50 yuan) go to other cards.
 */
export async function seedMoneyExtras(db: Kysely<Database>, rng: Prng, plan: MoneyExtrasPlan, now: Date): Promise<void> {
  const m = plan.merchantId;
  const payments = new ReferencePaymentProvider();
  const actor = (at: number): Actor => ({ merchantId: m, userId: null, at: new Date(at) });
  const { rows: cards } = await sql<{ id: number; real_fen: string | number; last_at: Date | null }>`
    with moved as (
      select card_id, max(created_at) as at from journal_entry where merchant_id = ${m} and card_id is not null group by card_id
      union all select card_id, max(start_at) from usage_record where merchant_id = ${m} and card_id is not null group by card_id)
    select c.id, a.balance_fen as real_fen, max(moved.at) as last_at
    from card c join ledger_account a on a.card_id = c.id and a.kind = 'card' and a.source = 'A' left join moved on moved.card_id = c.id
    where c.merchant_id = ${m} and c.status = 'normal' group by c.id, a.balance_fen order by c.id`.execute(db);
  const recharges = await db
    .selectFrom('recharge_order')
    .select(['id', 'card_id', 'amount_fen', 'refunded_fen', 'pay_mode'])
    .where('merchant_id', '=', m)
    .where('result', '=', 'succeed')
    .where('amount_type', '=', 'real')
    .where('status', '<>', 'refund')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const newest = new Map<number, (typeof recharges)[number]>();
  for (const r of recharges) if (!newest.has(r.card_id)) newest.set(r.card_id, r);
  const { n: paidIn } = await db
    .selectFrom('recharge_order')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('merchant_id', '=', m)
    .where('result', '=', 'succeed')
    .where('amount_type', '=', 'real')
    .executeTakeFirstOrThrow();
  const target = Math.max(4, Math.round(Number(paidIn) * plan.refundShare));

  // the cards in a seeded order, each with the time left to it: from half an hour after its last movement to a quarter before now
  const end = now.getTime() - 15 * MINUTE;
  const open = cards
    .map((c) => ({ ...c, from: (c.last_at?.getTime() ?? end - DAY) + 30 * MINUTE }))
    .filter((c) => end - c.from >= 2 * HOUR);
  for (let i = open.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [open[i], open[j]] = [open[j]!, open[i]!];
  }
  const within = (from: number, to: number) => from + rng.int(0, Math.floor((to - from) / MINUTE)) * MINUTE;

  const events: Event[] = [];
  const used = new Set<number>();
  const want = { online: Math.floor(target / 2), cash: target - Math.floor(target / 2) };
  let whole = 0;
  for (const card of open) {
    if (want.online + want.cash === 0) break;
    const r = newest.get(card.id);
    if (!r) continue;
    const kind = r.pay_mode === 'cash' ? 'cash' : 'online';
    const real = Number(card.real_fen);
    const left = Number(r.amount_fen) - Number(r.refunded_fen);
    const all = real >= left && whole < target / 2;
    const most = Math.min(real, left - 100, 20_000);
    if (want[kind] === 0 || (!all && most < 5000)) continue;
    want[kind] -= 1;
    used.add(card.id);
    const refund = (at: number, amountFen: number, reason: string) =>
      events.push({
        at,
        run: async () => {
          await refundRecharge(db, actor(at), payments, { rechargeId: r.id, amountFen, reason });
        },
      });
    if (!all) {
      refund(within(card.from, end), rng.int(5, Math.floor(most / 1000)) * 1000, rng.pick(['多充退回', '农户申请退回部分余额']));
    } else if ((whole += 1) === 1 && left >= 20_000) {
      // refunded whole in two visits: a part, then the rest
      const first = within(card.from, (card.from + end) / 2);
      const part = rng.int(5, 15) * 1000;
      refund(first, part, '农户申请退回部分余额');
      refund(within(first + HOUR, end), left - part, '余下部分一并退回');
    } else {
      refund(within(card.from, end), left, rng.pick(['农户退卡，退回余额', '误充，全额退回']));
    }
  }
  let free = 0;
  for (const card of open) {
    if (free === plan.freeRecharges) break;
    if (used.has(card.id)) continue;
    free += 1;
    const at = within(card.from, end);
    const yuan = rng.pick([20, 50]);
    events.push({
      at,
      run: async () => {
        await rechargeCard(db, actor(at), payments, { cardId: card.id, amountFen: yuan * 100, giftFen: 0, payMode: 'free' });
      },
    });
  }
  events.sort((a, b) => a.at - b.at);
  for (const event of events) await event.run();
}
