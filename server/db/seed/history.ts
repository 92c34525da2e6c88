import { sql, type Kysely, type RawBuilder } from 'kysely';
import { formatDateTime } from '../../http/format';
import type { Database } from '../schema';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The hours kept as hourly rollups (the week and month curves); a year of China days as daily ones. */
const HOURLY_DAYS = 30;
const DAILY_DAYS = 365;

/**
 * The demo's history (server/docs/history.md): every well's rollups for the past year of China days
 * and the last 30 days of hours, ending before the hour of `now` and before today (what comes after
 * is the simulated devices'), so that a fresh demo's 曲线 tab shows a week, a month and a year.
 * A report every 10 s; the level swings with the seasons around the well's level (deepest in
 * late spring's irrigation) with a wobble per well and hour; a pump runs in some daytime hours.
 * Deterministic (hashes of the well and the hour, no random()). The day rows are the sums of the
 * hours and the month rows of the days, as the batch keeps them. Returns whether it wrote anything (no wells: nothing).
 */
export async function seedHistory(db: Kysely<Database>, now: Date): Promise<boolean> {
  const lastHour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - HOUR_MS);
  // China midnight of today, then a year back
  const today = new Date(Math.floor((now.getTime() + 8 * HOUR_MS) / DAY_MS) * DAY_MS - 8 * HOUR_MS);
  const hourlyFrom = new Date(today.getTime() - HOURLY_DAYS * DAY_MS);
  const firstDay = formatDateTime(new Date(today.getTime() - DAILY_DAYS * DAY_MS)).slice(0, 10);
  // the hours of the last 30 days
  await sql`create temp table seed_hour on commit drop as
    with h as (
      select w.id as well_id, g.hour, w.water_level_cm as base,
        extract(doy from (g.hour + interval '8 hours') at time zone 'UTC') as doy,
        extract(hour from (g.hour + interval '8 hours') at time zone 'UTC') as hod,
        abs(hashtext(w.id || ':' || extract(epoch from g.hour)::bigint)) % 1000 as noise
      from well w cross join generate_series(${hourlyFrom}::timestamptz, ${lastHour}::timestamptz, interval '1 hour') g(hour)),
    r as (
      select h.*, (h.hod between 8 and 17 and h.noise < 300) as running, ${level(sql`h.base`, sql`h.doy`, sql`h.noise`)} as level from h)
    select well_id, hour, 360 as reports, level - 15 as level_min_cm, level + 15 as level_max_cm, level::bigint * 360 as level_sum_cm,
      case when running then 340 else 0 end as current_max_deciamps,
      case when running then 320::bigint * 360 else 0 end as current_sum_deciamps,
      case when running then 28000 + (noise % 50) * 100 else 0 end::bigint as water_liters,
      case when running then 21000 + (noise % 40) * 50 else 0 end::bigint as energy_wh,
      case when running then 3600 else 0 end as running_s, 3600 as online_s
    from r`.execute(db);
  const columns = sql`reports, level_min_cm, level_max_cm, level_sum_cm, current_max_deciamps, current_sum_deciamps, water_liters, energy_wh, running_s, online_s`;
  const { numAffectedRows } = await sql`insert into well_hour (well_id, hour, ${columns})
    select well_id, hour, ${columns} from seed_hour`.execute(db);
  // their China days (but today), as the batch sums them
  await sql`insert into well_day (well_id, day, ${columns})
    select well_id, ((hour + interval '8 hours') at time zone 'UTC')::date, sum(reports), min(level_min_cm), max(level_max_cm),
      sum(level_sum_cm), max(current_max_deciamps), sum(current_sum_deciamps), sum(water_liters), sum(energy_wh), sum(running_s), sum(online_s)
    from seed_hour where hour < ${today}::timestamptz
    group by well_id, ((hour + interval '8 hours') at time zone 'UTC')::date`.execute(db);
  // the days before: a day's figures at once, a few pumping hours each
  await sql`insert into well_day (well_id, day, ${columns})
    select d.well_id, d.day, 8640, d.level - 40, d.level + 40, d.level::bigint * 8640, case when d.pumping > 0 then 340 else 0 end,
      320::bigint * 360 * d.pumping, 28500::bigint * d.pumping, 21500::bigint * d.pumping, 3600 * d.pumping, 86400
    from (
      select w.id as well_id, (${firstDay}::date + g.n) as day, (abs(hashtext(w.id || ':' || g.n)) % 1000) / 100 as pumping,
        ${level(sql`w.water_level_cm`, sql`extract(doy from ${firstDay}::date + g.n)`, sql`abs(hashtext(w.id || ':' || g.n)) % 1000`)} as level
      from well w cross join generate_series(0, ${DAILY_DAYS - HOURLY_DAYS - 1}) g(n)) d`.execute(db);
  // their China months, as the batch sums them; a month's first and last level its first and last day's mean
  await sql`insert into well_month (well_id, month, ${columns}, level_first_cm, level_last_cm)
    select well_id, date_trunc('month', day)::date, sum(reports), min(level_min_cm), max(level_max_cm), sum(level_sum_cm),
      max(current_max_deciamps), sum(current_sum_deciamps), sum(water_liters), sum(energy_wh), sum(running_s), sum(online_s),
      (array_agg((level_sum_cm / reports)::int order by day))[1], (array_agg((level_sum_cm / reports)::int order by day desc))[1]
    from well_day group by well_id, date_trunc('month', day)`.execute(db);
  return Number(numAffectedRows ?? 0) > 0;
}

/** A level (cm) around `base`: 3 m deeper in late spring than in autumn, and a wobble of ±0.5 m from `noise` (0 to 999). */
const level = (base: RawBuilder<unknown>, doy: RawBuilder<unknown>, noise: RawBuilder<unknown>) =>
  sql`greatest(100, round(${base} + 300 * sin(2 * pi() * (${doy} - 45) / 365) + (${noise} % 100) - 50))::int`;
