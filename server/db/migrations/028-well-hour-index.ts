/**
 * The history job's hourly look for stuck levels (server/docs/history.md, "Anomalies") reads every
 * well's last 24 hours of well_hour: by hour, which its primary key (well_id, hour) does not serve,
 * so without this it read the whole table (every well's hours, kept forever) each hour.
 */
export const wellHourIndex: readonly string[] = [`create index well_hour_hour_idx on well_hour (hour)`];
