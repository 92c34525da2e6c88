// Bulk-loads the wells' history for the history bench (bench/history-scale.ts), set-based: wells
// of a merchant, their status readings into well_reading one hour at a time (each hour's rollups
// summed from its readings), and a year of daily rollups. The migration's indexes stay in place,
// so the readings land in their day partitions and indexes as the ingest writes them: each hour's
// statement in time order, every well of a moment together (each well's rows lateral to the moment's,
// so that the join runs moment by moment, unsorted).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { packHours } from '../server/history/packed-hours';
import { chinaDay, ReadingPartitions } from '../server/history/reading-partitions';

/** A report every this often per well (the devices' interval). */
export const EVERY_S = 10;
const TICKS_PER_HOUR = 3600 / EVERY_S;
const TICKS_PER_DAY = 24 * TICKS_PER_HOUR;
/** A pump runs this many of a day's reports (8 hours), at hours of its own. */
const RUNNING_TICKS = 8 * TICKS_PER_HOUR;
/** Litres and Wh a running pump adds between two reports (50 m³/h, 22 kW). */
const LITERS_PER_TICK = 139;
const WH_PER_TICK = 61;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface LoadedHistory {
  merchantId: number;
  /** The wells' ids, in the order they were made. */
  wellIds: number[];
  /** The readings' first and (after their last) end. */
  from: Date;
  end: Date;
  readings: number;
  /** Seconds spent writing the readings and their hours' rollups. */
  readingSeconds: number;
  /** Seconds spent writing the year of daily rollups and its monthly ones. */
  daySeconds: number;
  /** The well-hours the history job's pass packed after the load, and its seconds. */
  packedHours: number;
  packSeconds: number;
}

/** Ticks before tick x (from 0) at which a pump running RUNNING_TICKS of every day (from its own phase 0) ran. */
const ranBefore = (x: ReturnType<typeof sql>) =>
  sql`(floor(${x} / ${TICKS_PER_DAY}::float8) * ${RUNNING_TICKS} + least(mod(${x}, ${TICKS_PER_DAY}), ${RUNNING_TICKS}))::bigint`;

/**
 * `wells` wells of the first merchant (numbered in the table histbench_well), then `readings`
 * readings (the wells' reports every EVERY_S seconds, as many each, ending at the hour before
 * `now`), and the daily rollups of every well for the 365 China days ending with the readings'
 * last, and their months'. A level that swings daily and drifts, deeper while pumping; meters that only rise, while
 * the pump runs. `log` hears each day's progress.
 */
export async function loadHistory(
  db: Kysely<Database>,
  opts: { wells: number; readings: number; now: Date; log: (line: string) => void },
): Promise<LoadedHistory> {
  const merchant = await db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow();
  await sql`insert into well (merchant_id, place_id, cd, name, status, health, running, enabled, billing_mode, electric_price_fen,
      water_price_fen, is_online, created_at)
    select ${merchant.id}, p.ids[1 + g % array_length(p.ids, 1)], 'BENCH-H' || g, '压测历史' || g, 'normal', 'excellent', 'leisure', 'Y',
      'electricAndWater', 60, 50, true, now() - interval '400 days'
    from generate_series(1, ${opts.wells}::int) g
    cross join (select array_agg(id order by id) as ids from place where merchant_id = ${merchant.id}) p`.execute(db);
  await sql`create table histbench_well as
    select (row_number() over (order by id) - 1)::int as n, id from well where cd like 'BENCH-H%'`.execute(db);
  await sql`alter table histbench_well add primary key (n)`.execute(db);
  const wellIds = (await sql<{ id: number }>`select id from histbench_well order by n`.execute(db)).rows.map((r) => r.id);

  const ticks = Math.ceil(opts.readings / opts.wells);
  const lastHour = Math.floor(opts.now.getTime() / HOUR_MS) * HOUR_MS;
  const from = new Date(lastHour - Math.ceil(ticks / TICKS_PER_HOUR) * HOUR_MS);
  const end = new Date(from.getTime() + ticks * EVERY_S * 1000);
  const partitions = new ReadingPartitions(db);
  let started = performance.now();
  let dayStarted = started;
  let dayRows = 0;
  let written = 0;
  for (let first = 0; first < ticks; first += TICKS_PER_HOUR) {
    const last = Math.min(ticks, first + TICKS_PER_HOUR) - 1;
    const hour = new Date(from.getTime() + first * EVERY_S * 1000);
    await partitions.ensure(hour);
    // tick t of well n at from + t × EVERY_S s and n's own phase in the interval; the pump of well n runs
    // from hour n mod 24 of its days on
    const { numAffectedRows } = await sql`insert into well_reading (well_id, at, device_at, level_cm, current_deciamps, voltage_decivolts,
        sig_tenths, meter_wh, meter_liters, running)
      select w.id, r.at, r.at - make_interval(secs => w.n % 3), r.level, case when r.running then 250 + (w.n * 7 + t) % 100 else 0 end,
        3700 + (w.n * 13 + t * 7) % 200, 80 + (w.n + t) % 220, 1000000 + w.n * 1000 + ${WH_PER_TICK} * r.ran,
        5000000 + w.n * 10000 + ${LITERS_PER_TICK} * r.ran, r.running
      from generate_series(${first}::int, ${last}::int) t
      cross join lateral (select n, id, t as tick from histbench_well) w
      cross join lateral (select (w.n % 24) * ${TICKS_PER_HOUR} as phase) p
      cross join lateral (select ${from}::timestamptz + make_interval(secs => t * ${EVERY_S} + (w.n * 7919 % 10000) / 1000.0) as at,
        mod(t + p.phase, ${TICKS_PER_DAY}) < ${RUNNING_TICKS} as running,
        ${ranBefore(sql`t + p.phase`)} - ${ranBefore(sql`p.phase`)} as ran,
        (2000 + w.n * 37 % 3000 + 300 * sin(2 * pi() * (t + w.n) / ${TICKS_PER_DAY}) + 80 * sin(2 * pi() * t / ${30 * TICKS_PER_DAY})
          + case when mod(t + p.phase, ${TICKS_PER_DAY}) < ${RUNNING_TICKS} then 600 else 0 end + (w.n * 31 + t * 17) % 21 - 10)::int as level) r`.execute(
      db,
    );
    // the hour's rollups, summed from its readings (water and power: the meters' rise within the hour)
    await sql`insert into well_hour (well_id, hour, reports, level_min_cm, level_max_cm, level_sum_cm, current_max_deciamps,
        current_sum_deciamps, water_liters, energy_wh, running_s, online_s)
      select well_id, ${hour}::timestamptz, count(*), min(level_cm), max(level_cm), sum(level_cm), max(current_deciamps), sum(current_deciamps),
        max(meter_liters) - min(meter_liters), max(meter_wh) - min(meter_wh), ${EVERY_S} * count(*) filter (where running), ${EVERY_S} * count(*)
      from well_reading where at >= ${hour}::timestamptz and at < ${new Date(hour.getTime() + HOUR_MS)}::timestamptz
      group by well_id`.execute(db);
    const rows = Number(numAffectedRows ?? 0);
    written += rows;
    dayRows += rows;
    const next = new Date(hour.getTime() + HOUR_MS);
    if (last === ticks - 1 || chinaDay(next) !== chinaDay(hour)) {
      const seconds = (performance.now() - dayStarted) / 1000;
      opts.log(
        `  ${chinaDay(hour)}: ${dayRows.toLocaleString('en')} readings and their hours in ${seconds.toFixed(1)} s` +
          ` (${Math.round(dayRows / seconds).toLocaleString('en')}/s; ${written.toLocaleString('en')} of ${(ticks * opts.wells).toLocaleString('en')})`,
      );
      dayStarted = performance.now();
      dayRows = 0;
    }
  }
  const readingSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  const columns = sql`reports, level_min_cm, level_max_cm, level_sum_cm, current_max_deciamps, current_sum_deciamps, water_liters, energy_wh, running_s, online_s`;
  // the readings' China days, as the batch sums them
  await sql`insert into well_day (well_id, day, ${columns})
    select well_id, ((hour + interval '8 hours') at time zone 'UTC')::date, sum(reports), min(level_min_cm), max(level_max_cm),
      sum(level_sum_cm), max(current_max_deciamps), sum(current_sum_deciamps), sum(water_liters), sum(energy_wh), sum(running_s), sum(online_s)
    from well_hour where well_id = any(${wellIds}::int[])
    group by 1, 2`.execute(db);
  // the days before, back to a year: whole days of reports, day after day for every well
  const firstDay = chinaDay(new Date(end.getTime() - 1 - 364 * DAY_MS));
  await sql`insert into well_day (well_id, day, ${columns})
    select w.id, d.day::date, ${TICKS_PER_DAY}, l.level - 300, l.level + 900, l.level::bigint * ${TICKS_PER_DAY}, 349,
      (299::bigint * ${RUNNING_TICKS}), ${LITERS_PER_TICK * RUNNING_TICKS}, ${WH_PER_TICK * RUNNING_TICKS}, ${RUNNING_TICKS * EVERY_S}, 86400
    from generate_series(${firstDay}::date, ${chinaDay(from)}::date - 1, interval '1 day') d(day)
    cross join lateral (select n, id, d.day as of from histbench_well) w
    cross join lateral (select (2000 + w.n * 37 % 3000 + 80 * sin(2 * pi() * (d.day::date - ${firstDay}::date) / 30.0))::int as level) l`.execute(
    db,
  );
  // their China months, as the batch sums them (migration 029); a month's first and last level its first and last day's mean
  await sql`insert into well_month (well_id, month, ${columns}, level_first_cm, level_last_cm)
    select well_id, date_trunc('month', day)::date, sum(reports), min(level_min_cm), max(level_max_cm), sum(level_sum_cm),
      max(current_max_deciamps), sum(current_sum_deciamps), sum(water_liters), sum(energy_wh), sum(running_s), sum(online_s),
      (array_agg((level_sum_cm / reports)::int order by day))[1], (array_agg((level_sum_cm / reports)::int order by day desc))[1]
    from well_day where well_id = any(${wellIds}::int[])
    group by well_id, date_trunc('month', day)`.execute(db);
  const daySeconds = (performance.now() - started) / 1000;
  // the closed hours packed, as the history job's pass does once they have ended
  started = performance.now();
  const { packed: packedHours } = await packHours(db, opts.now, 90);
  const packSeconds = (performance.now() - started) / 1000;
  const loaded = { merchantId: merchant.id, wellIds, from, end, readings: written, readingSeconds, daySeconds, packedHours, packSeconds };
  // what a later run needs to measure this database again without loading it (loadedHistory)
  await sql`create table histbench_run as select ${merchant.id}::int as merchant_id, ${from}::timestamptz as "from",
    ${end}::timestamptz as "end", ${written}::bigint as readings`.execute(db);
  return loaded;
}

/** The history an earlier run loaded into `db` (BENCH_HISTORY_KEEP), to measure it again; the load's times are not known (0). */
export async function loadedHistory(db: Kysely<Database>): Promise<LoadedHistory> {
  const run = (
    await sql<{ merchant_id: number; from: Date; end: Date; readings: string }>`select merchant_id, "from", "end", readings
      from histbench_run`.execute(db)
  ).rows[0];
  if (!run) throw new Error('this database holds no history loaded by bench/history-scale.ts (histbench_run is empty)');
  const wellIds = (await sql<{ id: number }>`select id from histbench_well order by n`.execute(db)).rows.map((r) => r.id);
  return {
    merchantId: run.merchant_id,
    wellIds,
    from: run.from,
    end: run.end,
    readings: Number(run.readings),
    readingSeconds: 0,
    daySeconds: 0,
    packedHours: 0,
    packSeconds: 0,
  };
}
