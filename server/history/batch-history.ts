import { sql, type RawBuilder } from 'kysely';
import { chinaDay } from './reading-partitions';

/**
 * A silence longer than this between two reports of a well is a gap: its time counts neither as
 * online nor as running (the well may have been off the network, or off).
 */
export const HISTORY_GAP_S = 900;

const HOUR_MS = 3_600_000;

type RollupTable = 'well_hour' | 'well_day' | 'well_month';

/** The figures a rollup row adds up; `excluded` is the report's own, the row's name the kept ones. */
const rollupUpsert = (table: RollupTable) => sql`reports = ${sql.id(table)}.reports + excluded.reports,
  level_min_cm = least(${sql.id(table)}.level_min_cm, excluded.level_min_cm),
  level_max_cm = greatest(${sql.id(table)}.level_max_cm, excluded.level_max_cm),
  level_sum_cm = ${sql.id(table)}.level_sum_cm + excluded.level_sum_cm,
  current_max_deciamps = greatest(${sql.id(table)}.current_max_deciamps, excluded.current_max_deciamps),
  current_sum_deciamps = ${sql.id(table)}.current_sum_deciamps + excluded.current_sum_deciamps,
  water_liters = ${sql.id(table)}.water_liters + excluded.water_liters,
  energy_wh = ${sql.id(table)}.energy_wh + excluded.energy_wh,
  running_s = ${sql.id(table)}.running_s + excluded.running_s,
  online_s = ${sql.id(table)}.online_s + excluded.online_s`;

/**
 * A month's rollup also keeps its first level (its insert's, never updated) and its last (each
 * report's in turn: a well's reports land in order, one a batch), for the level's month report
 * (server/docs/history.md, "Reports").
 */
const MONTH_ENDS = {
  columns: sql`, level_first_cm, level_last_cm`,
  values: sql`, s.level, s.level`,
  set: sql`, level_last_cm = excluded.level_last_cm`,
};
const NO_ENDS = { columns: sql``, values: sql``, set: sql`` };

/**
 * The parts of the status batch's statement (server/devices/status-writer.ts) that keep the
 * wells' history (server/docs/history.md), reading its `claimed` reports and `prev`, the wells
 * before the batch: each report as a reading, its share of its hour's, its China day's and its
 * China month's rollup, and a well heard again after being offline as a presence change. A report
 * counts in the hour, day and month of `now`, the server's time of the batch; the meters'
 * increases and the seconds are measured from the well's previous report.
 */
export function historyOfBatch(now: Date): RawBuilder<unknown> {
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const day = chinaDay(now);
  const month = `${day.slice(0, 7)}-01`;
  const rollup = (table: RollupTable, key: 'hour' | 'day' | 'month', value: RawBuilder<unknown>, ends = NO_ENDS) => sql`
    insert into ${sql.id(table)} (well_id, ${sql.id(key)}, reports, level_min_cm, level_max_cm, level_sum_cm,
      current_max_deciamps, current_sum_deciamps, water_liters, energy_wh, running_s, online_s${ends.columns})
    select s.well_id, ${value}, 1, s.level, s.level, s.level, s.cur, s.cur, s.water, s.energy, s.running_s, s.online_s${ends.values} from steps s
    on conflict (well_id, ${sql.id(key)}) do update set ${rollupUpsert(table)}${ends.set}`;
  return sql`readings as (
      insert into well_reading (well_id, at, device_at, level_cm, current_deciamps, voltage_decivolts, sig_tenths, meter_wh, meter_liters, running)
      select c.well_id, ${now}::timestamptz, c.device_at, c.level, c.cur, c.volt, least(c.sig, 310), c.wh, c.liters, c.running
      from claimed c where c.well_id is not null),
    steps as (
      select c.well_id, c.level, c.cur,
        case when p.reported_at is null then 0 else greatest(c.liters - p.reported_meter_liters, 0) end as water,
        case when p.reported_at is null then 0 else greatest(c.wh - p.reported_meter_wh, 0) end as energy,
        case when g.seconds <= ${HISTORY_GAP_S} then g.seconds else 0 end as online_s,
        case when p.reported_running and g.seconds <= ${HISTORY_GAP_S} then g.seconds else 0 end as running_s
      from claimed c join prev p on p.well_id = c.well_id
      cross join lateral (select case when p.reported_at is null then ${HISTORY_GAP_S + 1}
        else greatest(round(extract(epoch from (${now}::timestamptz - p.reported_at))), 0)::int end as seconds) g),
    hours as (${rollup('well_hour', 'hour', sql`${hour}::timestamptz`)}),
    days as (${rollup('well_day', 'day', sql`${day}::date`)}),
    months as (${rollup('well_month', 'month', sql`${month}::date`, MONTH_ENDS)}),
    presence as (insert into well_presence (well_id, at, online) select p.well_id, ${now}::timestamptz, true from prev p where not p.is_online)`;
}
