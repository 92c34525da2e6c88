/**
 * A well's day of readings read from the index alone (server/docs/history.md, "A well's day
 * since migration 032"): the readings are written in time order, every well of a moment together, so
 * through migration 026's (well_id, at) b-tree a well's day of 8,640 readings was 8,640 heap pages.
 * The curve's columns ride in the index's leaf entries instead, and a vacuumed partition answers
 * from the index only. Created on the partitioned table, so every partition (those there now and
 * those made later) gets its own, in this transaction, the writes waiting meanwhile; `if not
 * exists`: a large database may have it made beforehand, partition by partition, concurrently.
 * Then the old index, which it serves in full, goes.
 */
export const readingCoveringIndex: readonly string[] = [
  `create index if not exists well_reading_well_at_covering_idx on well_reading (well_id, at) include (level_cm, current_deciamps, meter_liters)`,
  `drop index well_reading_well_at_idx`,
];
