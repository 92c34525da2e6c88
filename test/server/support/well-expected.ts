import { sql, type Kysely } from 'kysely';
import { ATTENTION_LISTED, type WellHomeSummary } from '../../../src/api/contract/well/home';
import type { Database } from '../../../server/db/schema';
import { DAY_MS, cstDate, cstMidnight } from './home-expected';

const num = (v: unknown) => Number(v ?? 0);

/** The well orders started in [from, to), by plain SQL (of one well when given); `date` is `from`'s China day. */
async function expectedUsage(
  db: Kysely<Database>,
  merchantId: number,
  from: Date,
  to: Date,
  wellId?: number,
): Promise<WellHomeSummary['today']> {
  const date = cstDate(from);
  const well = wellId === undefined ? sql`` : sql`and well_id = ${wellId}`;
  const [r] = (
    await sql<{ n: unknown; water: unknown; power: unknown; fen: unknown }>`
    select count(*) as n, coalesce(sum(water_liters), 0) / 1000.0 as water, round(coalesce(sum(electric_wh), 0) / 1000.0, 2) as power,
      coalesce(sum(amount_fen) filter (where status = 'FINISH'), 0) / 100.0 as fen
    from usage_record where merchant_id = ${merchantId} and business = 'well' and start_at >= ${from} and start_at < ${to} ${well}`.execute(
      db,
    )
  ).rows;
  return { date, orders: num(r?.n), waterM3: num(r?.water), powerKwh: num(r?.power), amount: num(r?.fen) };
}

/** The well orders started on `now`'s China Standard Time day, by plain SQL (of one well when given). */
export function expectedToday(db: Kysely<Database>, merchantId: number, now: Date, wellId?: number): Promise<WellHomeSummary['today']> {
  const from = cstMidnight(cstDate(now));
  return expectedUsage(db, merchantId, from, new Date(from.getTime() + DAY_MS), wellId);
}

/** The day of the month before `date` with its number, or that month's last (2026-03-31 → 2026-02-28), by Intl. */
export function dayOfMonthBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastOfMonthBefore = new Date(Date.UTC(y, m - 1, 0));
  return cstDate(
    new Date(
      `${lastOfMonthBefore.toISOString().slice(0, 8)}${String(Math.min(d, lastOfMonthBefore.getUTCDate())).padStart(2, '0')}T12:00:00+08:00`,
    ),
  );
}

/** Yesterday's and the same day last month's orders from 00:00 up to `now`'s time of day, by plain SQL. */
async function expectedComparisons(db: Kysely<Database>, merchantId: number, now: Date) {
  const midnight = cstMidnight(cstDate(now));
  const elapsed = now.getTime() - midnight.getTime();
  const span = (from: Date) => expectedUsage(db, merchantId, from, new Date(from.getTime() + elapsed));
  return {
    yesterday: await span(new Date(midnight.getTime() - DAY_MS)),
    lastMonth: await span(cstMidnight(dayOfMonthBefore(cstDate(now)))),
  };
}

/** The merchant's wells with open feedback or offline and not stopped, by plain SQL: the listed ones and how many. */
export async function expectedAttention(db: Kysely<Database>, merchantId: number): Promise<WellHomeSummary['attention']> {
  const { rows } = await sql<{ id: number; cd: string; name: string; place: string; offline: boolean; alarms: unknown; faults: unknown }>`
    select w.id, w.cd, w.name, p.name as place, (not w.is_online and w.status <> 'stop') as offline,
      (select count(*) from fault_feedback f where f.well_id = w.id and f.business = 'well' and f.processed = 'N' and f.alarm_kind is not null) as alarms,
      (select count(*) from fault_feedback f where f.well_id = w.id and f.business = 'well' and f.processed = 'N' and f.alarm_kind is null) as faults
    from well w join place p on p.id = w.place_id where w.merchant_id = ${merchantId}`.execute(db);
  const asking = rows
    .map((r) => ({
      id: r.id,
      cd: r.cd,
      name: r.name,
      placeName: r.place,
      offline: r.offline,
      alarms: num(r.alarms),
      faults: num(r.faults),
    }))
    .filter((w) => w.offline || w.alarms + w.faults > 0)
    .sort((a, b) => b.alarms + b.faults - (a.alarms + a.faults) || a.id - b.id);
  return { total: asking.length, wells: asking.slice(0, ATTENTION_LISTED) };
}

/** Unprocessed well faults of the merchant (or of one well), by plain SQL. */
export async function expectedOpenFaults(db: Kysely<Database>, merchantId: number, wellId?: number): Promise<number> {
  const well = wellId === undefined ? sql`` : sql`and well_id = ${wellId}`;
  return num(
    (
      await sql<{ n: unknown }>`select count(*) as n from fault_feedback
    where merchant_id = ${merchantId} and business = 'well' and processed = 'N' ${well}`.execute(db)
    ).rows[0]?.n,
  );
}

/** What irrigationWell/home/summary should answer for the merchant at `now`, by plain SQL over the tables; `days` (统计报表's rows) is checked against that call. */
export async function expectedWellSummary(db: Kysely<Database>, merchantId: number, now: Date): Promise<Omit<WellHomeSummary, 'days'>> {
  const count = async (where: string) =>
    num(
      (
        await sql<{ n: unknown }>`
    select count(*) as n from well where merchant_id = ${merchantId} ${sql.raw(where)}`.execute(db)
      ).rows[0]?.n,
    );
  const statuses = ['normal', 'broken', 'unusual', 'onReplenish', 'stop', 'notonline'] as const;
  const total = await count('');
  const online = await count('and is_online');
  const byStatus = Object.fromEntries(await Promise.all(statuses.map(async (st) => [st, await count(`and status = '${st}'`)])));
  return {
    wells: {
      total,
      byStatus: byStatus as WellHomeSummary['wells']['byStatus'],
      byRunning: { leisure: await count(`and running = 'leisure'`), use: await count(`and running = 'use'`) },
      online,
      onlineRate: total === 0 ? null : Number((online / total).toFixed(4)),
    },
    today: await expectedToday(db, merchantId, now),
    ...(await expectedComparisons(db, merchantId, now)),
    openFaults: await expectedOpenFaults(db, merchantId),
    attention: await expectedAttention(db, merchantId),
  };
}
