import { sql } from 'kysely';
import { HOURS_OF_DAY, RANKED, type HourUsage, type RankedUsage } from '../../../src/api/contract/well/big-screen';
import type { Db } from '../../db/connect';
import { toCount } from '../../db/count';
import { litresToM3, whToKwh } from './usage-query';

const HOUR_MS = 3_600_000;

type Sum = string | number | null;

/**
 * The merchant's well orders started in the China day beginning at `dayStart`, by the hour they
 * started: every hour 0 to 23 in order, zeros where none. One aggregate over a range of
 * usage_record_time_idx, as the day's total (usageBetween) is.
 */
export async function usageByHour(db: Db, merchantId: number, dayStart: Date): Promise<HourUsage[]> {
  const [from, to] = [dayStart.toISOString(), new Date(dayStart.getTime() + HOURS_OF_DAY * HOUR_MS).toISOString()];
  const { rows } = await sql<{ hour: number | string; orders: number | string; water_liters: Sum; electric_wh: Sum }>`
    select floor(extract(epoch from (start_at - ${from}::timestamptz)) / 3600)::int as hour,
      count(*) as orders, sum(water_liters) as water_liters, sum(electric_wh) as electric_wh
    from usage_record
    where merchant_id = ${merchantId} and business = 'well' and start_at >= ${from}::timestamptz and start_at < ${to}::timestamptz
    group by 1`.execute(db);
  const found = new Map(rows.map((r) => [Number(r.hour), r]));
  return Array.from({ length: HOURS_OF_DAY }, (_, hour) => {
    const r = found.get(hour);
    return { hour, orders: toCount(r?.orders ?? 0), waterM3: litresToM3(r?.water_liters ?? 0), powerKwh: whToKwh(r?.electric_wh ?? 0) };
  });
}

interface RankRow {
  id: number;
  name: string | null;
  cd: string | null;
  place_name: string | null;
  water_liters: Sum;
  electric_wh: Sum;
}

/**
 * The RANKED wells (`by` well) or villages (`by` place) of the merchant with most water in the
 * orders started in [dayStart, +24 h), then by id; those without water left out. The names are
 * read with the merchant's scope too (a well or village is the merchant's own).
 */
export async function topByWater(db: Db, merchantId: number, dayStart: Date, by: 'well' | 'place'): Promise<RankedUsage[]> {
  const [from, to] = [dayStart.toISOString(), new Date(dayStart.getTime() + HOURS_OF_DAY * HOUR_MS).toISOString()];
  const key = sql.ref(by === 'well' ? 'well_id' : 'place_id');
  const names =
    by === 'well'
      ? sql`select w.id, w.name, w.cd, p.name as place_name from well w join place p on p.id = w.place_id where w.merchant_id = ${merchantId}`
      : sql`select p.id, p.name, '' as cd, '' as place_name from place p where p.merchant_id = ${merchantId}`;
  const { rows } = await sql<RankRow>`
    with used as (
      select ${key} as id, sum(water_liters) as water_liters, sum(electric_wh) as electric_wh
      from usage_record
      where merchant_id = ${merchantId} and business = 'well' and start_at >= ${from}::timestamptz and start_at < ${to}::timestamptz
        and ${key} is not null
      group by 1
      having sum(water_liters) > 0
      order by 2 desc, 1
      limit ${RANKED})
    select used.id, n.name, n.cd, n.place_name, used.water_liters, used.electric_wh
    from used join (${names}) n on n.id = used.id
    order by used.water_liters desc, used.id`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name ?? '',
    cd: r.cd ?? '',
    placeName: r.place_name ?? '',
    waterM3: litresToM3(r.water_liters),
    powerKwh: whToKwh(r.electric_wh),
  }));
}
