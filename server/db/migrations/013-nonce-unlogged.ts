/**
 * The nonce table is unlogged: taking a request's nonce writes no WAL, so a read (a transaction
 * whose only write is its nonce) commits without waiting for a WAL flush. The crash window: a
 * PostgreSQL crash (not a clean restart) empties the table, so a request signed within the
 * signature window before the crash (default 5 minutes; 2 windows and a minute of nonces are kept)
 * could be replayed once after it. Every call that changes anything worth a replay is a write, and
 * money calls carry their Idempotency-Key in a logged table as well (server/docs/money.md).
 */
export const nonceUnlogged: readonly string[] = [`alter table nonce set unlogged`];
