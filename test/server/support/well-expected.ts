import { sql, type Kysely } from 'kysely';
import type { WellHomeSummary } from '../../../src/api/contract/well/home';
import type { Database } from '../../../server/db/schema';
import { DAY_MS, cstDate, cstMidnight } from './home-expected';

const num = (v: unknown) => Number(v ?? 0);

/** The well orders started on `now`'s China Standard Time day, by plain SQL (of one well when given). */
export async function expectedToday(
  db: Kysely<Database>,
  merchantId: number,
  now: Date,
  wellId?: number,
): Promise<WellHomeSummary['today']> {
  const date = cstDate(now);
  const from = cstMidnight(date);
  const to = new Date(from.getTime() + DAY_MS);
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

/** What irrigationWell/home/summary should answer for the merchant at `now`, by plain SQL over the tables. */
export async function expectedWellSummary(db: Kysely<Database>, merchantId: number, now: Date): Promise<WellHomeSummary> {
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
    openFaults: await expectedOpenFaults(db, merchantId),
  };
}
