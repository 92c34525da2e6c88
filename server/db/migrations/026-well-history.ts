/**
 * The field's history (server/docs/history.md): every status report a well's device sends, its
 * changes of presence, and the rollups per well per hour and per day kept as the reports arrive.
 * The readings are partitioned by the China day of their server time (one partition a day, made
 * when its first report comes, dropped whole after IRR_RAW_DAYS); the rollups are kept forever.
 */
export const wellHistory: readonly string[] = [
  // the well's last status report as the history counts from it (the monitor's columns are also
  // written by swipes and by the gateway's keep-online, so they cannot say what the last report was)
  `alter table well add column reported_at timestamptz, add column reported_meter_wh bigint,
    add column reported_meter_liters bigint, add column reported_running boolean not null default false`,
  // no foreign key, no primary key: the ingest claims each report's number before it lands here
  // (a report lands once), and a row is read by its well and time only
  `create table well_reading (
    well_id integer not null,
    -- the server's time of the report (the partition key) and the device's own
    at timestamptz not null,
    device_at timestamptz not null,
    level_cm integer not null,
    current_deciamps integer not null,
    voltage_decivolts integer not null,
    sig_tenths smallint not null,
    meter_wh bigint not null,
    meter_liters bigint not null,
    running boolean not null
  ) partition by range (at)`,
  `create index well_reading_well_at_idx on well_reading (well_id, at)`,
  `create index well_reading_at_brin on well_reading using brin (at)`,
  // a well going online (its first report after being offline) or offline (silent, swept)
  `create table well_presence (
    well_id integer not null references well(id),
    at timestamptz not null,
    online boolean not null
  )`,
  `create index well_presence_well_at_idx on well_presence (well_id, at)`,
  // what the reports of an hour (or a China day) add up to; a report counts in the hour it came.
  // Water and power are the meters' increases since the well's previous report; running and
  // online seconds the time since it, when the well was running (online) then and the time is no
  // longer than the history's gap (a longer silence is a gap, not running)
  ...(['hour', 'day'] as const).map(
    (unit) => `create table well_${unit} (
    well_id integer not null references well(id),
    ${unit === 'hour' ? 'hour timestamptz' : 'day date'} not null,
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
    primary key (well_id, ${unit})
  )`,
  ),
];
