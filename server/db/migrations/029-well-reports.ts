/**
 * The field's reports (server/docs/history.md, "Reports"): a well's water abstraction permit
 * (取水许可: the annual volume it may take, in litres as a place's quota is kept, and the permit's
 * number), and a rollup per well per China month beside the hours and days, kept by the status
 * batch as they are, with the month's first and last level. A month report of 10,000 wells reads
 * 10,000 rows (and as many for the same month a year before), not 31 days of each.
 */

/** The name of a day's partition of well_reading is this and the day, `well_reading_20261129`. */
const PARTITION_PREFIX = 'well_reading_';

/** The oldest day whose readings are kept: the first day partition's (null without one). */
const OLDEST_KEPT_DAY = `(select min(to_date(substr(c.relname, ${PARTITION_PREFIX.length + 1}), 'YYYYMMDD'))
  from pg_inherits i join pg_class c on c.oid = i.inhrelid
  where i.inhparent = 'well_reading'::regclass and c.relname ~ '^${PARTITION_PREFIX}[0-9]{8}$')`;

/** The China time instant a date's midnight is. */
const chinaMidnight = (date: string) => `(${date}::timestamp - interval '8 hours') at time zone 'UTC'`;

/** The level of the first (`asc`) or last (`desc`) reading of the month of the well_month row `m`. */
const readingOfMonth = (order: 'asc' | 'desc') => `(select r.level_cm from well_reading r
    where r.well_id = m.well_id and r.at >= ${chinaMidnight('m.month')} and r.at < ${chinaMidnight(`(m.month + interval '1 month')`)}
    order by r.at ${order} limit 1)`;

const FIGURES = `reports, level_min_cm, level_max_cm, level_sum_cm, current_max_deciamps, current_sum_deciamps,
  water_liters, energy_wh, running_s, online_s`;

export const wellReports: readonly string[] = [
  // null: no permit (a well under the permit-free amount, or one not entered yet)
  `alter table well add column permit_liters bigint check (permit_liters > 0),
    add column permit_no text not null default ''`,
  // well_day's figures for a China month (yyyy-MM-01), and the level of its first and last report:
  // null in a month rolled up here whose first (or last) reading was no longer kept
  `create table well_month (
    well_id integer not null references well(id),
    month date not null,
    reports integer not null,
    level_min_cm integer not null,
    level_max_cm integer not null,
    level_sum_cm bigint not null,
    current_max_deciamps integer not null,
    current_sum_deciamps bigint not null,
    water_liters bigint not null,
    energy_wh bigint not null,
    running_s integer not null,
    online_s integer not null,
    level_first_cm integer,
    level_last_cm integer,
    primary key (well_id, month)
  )`,
  // a month of every well (a report of a merchant's many wells reads the month's rows in a few pages)
  `create index well_month_month_idx on well_month (month)`,
  `insert into well_month (well_id, month, ${FIGURES})
    select well_id, date_trunc('month', day)::date, sum(reports), min(level_min_cm), max(level_max_cm), sum(level_sum_cm),
      max(current_max_deciamps), sum(current_sum_deciamps), sum(water_liters), sum(energy_wh), sum(running_s), sum(online_s)
    from well_day group by well_id, date_trunc('month', day)`,
  // a month's first reading is known when the month began on a day still kept, its last when it ended after one
  `update well_month m set level_first_cm = ${readingOfMonth('asc')} where m.month >= ${OLDEST_KEPT_DAY}`,
  `update well_month m set level_last_cm = ${readingOfMonth('desc')} where m.month + interval '1 month' > ${OLDEST_KEPT_DAY}`,
];
