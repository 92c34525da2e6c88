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

/** The China day `days` after a `yyyy-MM-dd` one (negative: before). */
const dayAfter = (date: string, days: number) => cstDate(new Date(cstMidnight(date).getTime() + days * DAY_MS + DAY_MS / 2));

/** The same day of the month before (its last day when shorter), by calendar arithmetic on the day's parts. */
function sameDayOfLastMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const last = new Date(Date.UTC(py, pm, 0)).getUTCDate();
  return `${py}-${String(pm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

interface RecordSums {
  date: string;
  total: number;
  waterM3: number;
  amount: number;
}

/** The merchant's fertigation records started in [from, to) as the home page sums them, read row by row. */
async function runsOf(
  db: Kysely<Database>,
  merchantId: number,
  from: Date,
  to: Date,
): Promise<{ at: Date; status: string; water: number; fen: number }[]> {
  const rows = (
    await sql<{ start_at: Date; status: string; water_liters: unknown; amount_fen: unknown }>`
    select start_at, status, water_liters, amount_fen from usage_record
    where merchant_id = ${merchantId} and business = 'fertigation' and start_at >= ${from} and start_at < ${to}`.execute(db)
  ).rows;
  return rows.map((r) => ({ at: new Date(r.start_at), status: r.status, water: num(r.water_liters), fen: num(r.amount_fen) }));
}

const summed = (date: string, rows: readonly { status: string; water: number; fen: number }[]): RecordSums => {
  const finished = rows.filter((r) => r.status === 'FINISH');
  return {
    date,
    total: rows.length,
    waterM3: finished.reduce((sum, r) => sum + r.water, 0) / 1000,
    amount: finished.reduce((sum, r) => sum + r.fen, 0) / 100,
  };
};

/** What fertigation/home/summary should answer for the merchant at `now`, by plain SQL over the tables. */
export async function expectedSummary(db: Kysely<Database>, merchantId: number, now: Date): Promise<HomeSummary> {
  const date = cstDate(now);
  const from = cstMidnight(date);
  const to = new Date(from.getTime() + DAY_MS);
  const elapsed = now.getTime() - from.getTime();
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
    yesterday: await spanSums(db, merchantId, dayAfter(date, -1), elapsed),
    lastMonth: await spanSums(db, merchantId, sameDayOfLastMonth(date), elapsed),
    days: await lastDays(db, merchantId, date),
    attention: await attentionOf(db, merchantId),
    unprocessedFeedback: await count('fault_feedback', `and business = 'fertigation' and processed = 'N'`),
    places: await count('place'),
    areas: await count('area'),
    valves: await count('valve'),
  };
}

/** The records of `date` from 00:00 for `elapsed` ms. */
async function spanSums(db: Kysely<Database>, merchantId: number, date: string, elapsed: number): Promise<RecordSums> {
  const from = cstMidnight(date);
  return summed(date, await runsOf(db, merchantId, from, new Date(from.getTime() + elapsed)));
}

/** The 30 days ending `today`, each day's records. */
async function lastDays(db: Kysely<Database>, merchantId: number, today: string): Promise<RecordSums[]> {
  const first = dayAfter(today, -29);
  const rows = await runsOf(db, merchantId, cstMidnight(first), cstMidnight(dayAfter(today, 1)));
  return Array.from({ length: 30 }, (_, i) => {
    const date = dayAfter(first, i);
    return summed(
      date,
      rows.filter((r) => cstDate(r.at) === date),
    );
  });
}

/** The machines asking for attention: open faults (most first), damaged, offline while enabled; 8 listed. */
async function attentionOf(db: Kysely<Database>, merchantId: number): Promise<HomeSummary['attention']> {
  const rows = (
    await sql<{
      id: number;
      cd: string;
      name: string;
      place_name: string;
      is_online: boolean;
      enabled: string;
      run_state: string;
      faults: unknown;
    }>`
    select e.id, e.cd, e.name, p.name as place_name, e.is_online, e.enabled, e.run_state,
      (select count(*) from fault_feedback f where f.equip_id = e.id and f.business = 'fertigation' and f.processed = 'N') as faults
    from fertigation_equip e join place p on p.id = e.place_id where e.merchant_id = ${merchantId}`.execute(db)
  ).rows;
  const asking = rows
    .map((r) => ({
      id: r.id,
      cd: r.cd,
      name: r.name,
      placeName: r.place_name,
      offline: !r.is_online && r.enabled === 'Y',
      damaged: r.run_state === 'DAMAGE',
      faults: num(r.faults),
    }))
    .filter((e) => e.faults > 0 || e.damaged || e.offline)
    .sort((a, b) => b.faults - a.faults || Number(b.damaged) - Number(a.damaged) || a.id - b.id);
  return { total: asking.length, equips: asking.slice(0, 8) };
}
