/**
 * A well's closed hour of readings kept packed in its hour's rollup (server/docs/history.md, "Packed
 * hours"): `packed` holds the hour's readings in time order, 24 bytes each (`at` as timestamptz's
 * binary, level, current, water meter), written by the history job once the hour has passed, and
 * cleared when the hour's raw readings are dropped. Null, or a length other than 24 × `reports`
 * (a reading that came after it was packed), and the hour is read from the readings.
 */
export const packedHours: readonly string[] = [`alter table well_hour add column packed bytea`];
