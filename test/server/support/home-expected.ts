import { sql, type Kysely } from 'kysely';
import type { HomeSummary } from '../../../src/api/contract/fertigation/home';
import type { Database } from '../../../server/db/schema';

export const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` of `at` in China Standard Time, by Intl (independently of the server's arithmetic). */
export function cstDate(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** 00:00:00 China Standard Time of a `yyyy-MM-dd` day. */
export const cstMidnight = (date: string): Date => new Date(`${date}T00:00:00+08:00`);

/** The next 12:00 China Standard Time after `at`: a "now" far from both ends of its day. */
export function nextCstNoon(at: Date): Date {
  const noon = new Date(cstMidnight(cstDate(at)).getTime() + DAY_MS / 2);
  return noon > at ? noon : new Date(noon.getTime() + DAY_MS);
}

const num = (v: unknown) => Number(v ?? 0);

/** What fertigation/home/summary should answer for the merchant at `now`, by plain SQL over the tables. */
export async function expectedSummary(db: Kysely<Database>, merchantId: number, now: Date): Promise<HomeSummary> {
  const date = cstDate(now);
  const from = cstMidnight(date);
  const to = new Date(from.getTime() + DAY_MS);
  const equip = (
    await sql<{ run_state: string; n: unknown; online: unknown }>`
    select run_state, count(*) as n, sum(case when is_online then 1 else 0 end) as online
    from fertigation_equip where merchant_id = ${merchantId} group by run_state`.execute(db)
  ).rows;
  const records = (
    await sql<{ status: string; n: unknown; water: unknown; fen: unknown }>`
    select status, count(*) as n, sum(water_liters) as water, sum(amount_fen) as fen from usage_record
    where merchant_id = ${merchantId} and business = 'fertigation' and start_at >= ${from} and start_at < ${to}
    group by status`.execute(db)
  ).rows;
  const count = async (table: string, extra = '') =>
    num(
      (
        await sql<{ n: unknown }>`
    select count(*) as n from ${sql.table(table)} where merchant_id = ${merchantId} ${sql.raw(extra)}`.execute(db)
      ).rows[0]?.n,
    );
  const byKey = <K extends string>(keys: readonly K[], rows: { key: string; n: unknown }[]) =>
    Object.fromEntries(keys.map((k) => [k, num(rows.find((r) => r.key === k)?.n)])) as Record<K, number>;
  const total = equip.reduce((sum, r) => sum + num(r.n), 0);
  const online = equip.reduce((sum, r) => sum + num(r.online), 0);
  const finished = records.find((r) => r.status === 'FINISH');
  return {
    equip: {
      total,
      byRunState: byKey(
        ['OTHERS', 'AVAILABLE', 'OCCUPY', 'DISABLE', 'DAMAGE'],
        equip.map((r) => ({ key: r.run_state, n: r.n })),
      ),
      online,
      onlineRate: total === 0 ? null : Number((online / total).toFixed(4)),
    },
    today: {
      date,
      total: records.reduce((sum, r) => sum + num(r.n), 0),
      byStatus: byKey(
        ['RUNNING', 'TO_RUN', 'FINISH', 'CANCEL'],
        records.map((r) => ({ key: r.status, n: r.n })),
      ),
      waterM3: num(finished?.water) / 1000,
      amount: num(finished?.fen) / 100,
    },
    unprocessedFeedback: await count('fault_feedback', `and business = 'fertigation' and processed = 'N'`),
    places: await count('place'),
    areas: await count('area'),
    valves: await count('valve'),
  };
}
