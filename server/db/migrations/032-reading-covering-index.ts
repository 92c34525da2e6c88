/**
 * A well's day of readings read from the index alone (server/docs/history.md, "Reads at 100
 * million readings"): the readings are written in time order, every well of a moment together, so
 * through migration 026's (well_id, at) b-tree a well's day of 8,640 readings was 8,640 heap pages.
 * The curve's columns ride in the index's leaf entries instead, and a vacuumed partition answers
 * from the index only. Created on the partitioned table, so every partition (those there now and
 * those made later) gets its own; then the old index, which it serves in full, goes.
 */
export const readingCoveringIndex: readonly string[] = [
  `create index well_reading_well_at_covering_idx on well_reading (well_id, at) include (level_cm, current_deciamps, meter_liters)`,
  `drop index well_reading_well_at_idx`,
];
