import { sql } from 'kysely';
import type { Db } from '../../../server/db/connect';
import { formatDateTime } from '../../../server/http/format';

/** A report's figures computed straight from the bills and refunds (not the rollups), in the contract's units. */
export interface Expected {
  water: number;
  power: number;
  revenue: number;
  refund: number;
  orders: number;
  refunds: number;
  overQuota: number;
}

interface Movement {
  day: string;
  placeId: number;
  wellId: number;
  farmerId: number;
  liters: number;
  wh: number;
  fen: number;
  over: number;
  refundFen: number;
  bill: boolean;
}

/** Every bill and refund of a merchant, with its China day, its well's village, well and farmer. */
export async function movementsOf(db: Db, merchantId: number): Promise<Movement[]> {
  const bills = await db
    .selectFrom('bill as b')
    .innerJoin('well as w', 'w.id', 'b.well_id')
    .select([
      'b.created_at',
      'w.place_id',
      'b.well_id',
      'b.farmer_id',
      'b.water_liters',
      'b.electric_wh',
      'b.amount_fen',
      'b.over_quota_liters',
    ])
    .where('b.merchant_id', '=', merchantId)
    .execute();
  const refunds = await db
    .selectFrom('bill_refund as r')
    .innerJoin('bill as b', 'b.id', 'r.bill_id')
    .innerJoin('well as w', 'w.id', 'b.well_id')
    .select(['r.created_at', 'w.place_id', 'b.well_id', 'b.farmer_id', 'r.amount_fen'])
    .where('r.merchant_id', '=', merchantId)
    .execute();
  const day = (at: Date) => formatDateTime(at).slice(0, 10);
  return [
    ...bills.map((b) => ({
      day: day(b.created_at),
      placeId: b.place_id,
      wellId: b.well_id,
      farmerId: b.farmer_id ?? 0,
      liters: Number(b.water_liters),
      wh: Number(b.electric_wh),
      fen: Number(b.amount_fen),
      over: Number(b.over_quota_liters),
      refundFen: 0,
      bill: true,
    })),
    ...refunds.map((r) => ({
      day: day(r.created_at),
      placeId: r.place_id,
      wellId: r.well_id,
      farmerId: r.farmer_id ?? 0,
      liters: 0,
      wh: 0,
      fen: 0,
      over: 0,
      refundFen: Number(r.amount_fen),
      bill: false,
    })),
  ];
}

/** The movements of [firstDay, lastDay] summed by `key` (all of them under '' without one). */
export function expectedBy(
  moves: readonly Movement[],
  firstDay: string,
  lastDay: string,
  key: (m: Movement) => string = () => '',
): Map<string, Expected> {
  const out = new Map<string, Expected>();
  for (const m of moves) {
    if (m.day < firstDay || m.day > lastDay) continue;
    const k = key(m);
    const e = out.get(k) ?? { water: 0, power: 0, revenue: 0, refund: 0, orders: 0, refunds: 0, overQuota: 0 };
    e.water += m.liters;
    e.power += m.wh;
    e.revenue += m.fen;
    e.refund += m.refundFen;
    e.overQuota += m.over;
    if (m.bill) e.orders += 1;
    else e.refunds += 1;
    out.set(k, e);
  }
  for (const e of out.values()) {
    e.water /= 1000;
    e.power /= 1000;
    e.overQuota /= 1000;
    e.revenue /= 100;
    e.refund /= 100;
  }
  return out;
}

/**
 * How many rows of the report rollups (migration 018) differ from the bills and refunds they sum,
 * in any figure or by being there or missing (0 when the triggers kept them exactly).
 */
export async function rollupMismatches(db: Db): Promise<number> {
  const figures = `sum(liters) as water_liters, sum(wh) as electric_wh, sum(fen) as revenue_fen, sum(orders) as orders,
    sum(over) as over_quota_liters, sum(refund_fen) as refund_fen, sum(refunds) as refunds`;
  const moves = `select b.merchant_id, b.created_at as at, w.place_id, b.well_id, coalesce(b.farmer_id, 0) as farmer_id, b.water_liters as liters,
      b.electric_wh as wh, b.amount_fen as fen, 1 as orders, b.over_quota_liters as over, 0 as refund_fen, 0 as refunds
      from bill b join well w on w.id = b.well_id
    union all
    select r.merchant_id, r.created_at, w.place_id, b.well_id, coalesce(b.farmer_id, 0), 0, 0, 0, 0, 0, r.amount_fen, 1
      from bill_refund r join bill b on b.id = r.bill_id join well w on w.id = b.well_id`;
  const cst = `(at at time zone 'UTC') + interval '8 hours'`;
  const compare = (table: string, keys: string, keyExpr: string) =>
    sql<{ n: number | string }>`
    select count(*) as n from (
      (select ${sql.raw(keys)}, water_liters, electric_wh, revenue_fen, orders, over_quota_liters, refund_fen, refunds from ${sql.table(table)}
       except select ${sql.raw(keyExpr)}, ${sql.raw(figures)} from (${sql.raw(moves)}) m group by ${sql.raw(
         keys
           .split(',')
           .map((_, i) => String(i + 1))
           .join(', '),
       )})
      union all
      (select ${sql.raw(keyExpr)}, ${sql.raw(figures)} from (${sql.raw(moves)}) m group by ${sql.raw(
        keys
          .split(',')
          .map((_, i) => String(i + 1))
          .join(', '),
      )}
       except select ${sql.raw(keys)}, water_liters, electric_wh, revenue_fen, orders, over_quota_liters, refund_fen, refunds from ${sql.table(table)})
    ) d`.execute(db);
  let n = 0;
  for (const q of [
    compare('report_place_day', 'merchant_id, day, place_id', `merchant_id, (${cst})::date, place_id`),
    compare('report_well_day', 'merchant_id, day, place_id, well_id', `merchant_id, (${cst})::date, place_id, well_id`),
    compare(
      'report_well_month',
      'merchant_id, month, place_id, well_id',
      `merchant_id, date_trunc('month', ${cst})::date, place_id, well_id`,
    ),
    compare('report_farmer_month', 'merchant_id, month, farmer_id', `merchant_id, date_trunc('month', ${cst})::date, farmer_id`),
  ])
    n += Number((await q).rows[0]!.n);
  return n;
}
