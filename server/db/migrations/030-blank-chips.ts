/**
 * An offline card issued since this migration starts with a blank chip: every fen on it came
 * through a write the server numbered (card_write, migration 025). So its first record is checked
 * too, against the writes its chip took before it (server/docs/offline-orders.md). A card issued
 * before kept money on its chip that no write records: its first record stays the controller's word.
 */
export const blankChips: readonly string[] = [`alter table card add column chip_starts_blank boolean not null default false`];
