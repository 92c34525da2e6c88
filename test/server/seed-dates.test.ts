import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed/index';
import { createEmptyDatabase, TEST_PASSWORD_LOG_N, type TestDatabase } from './support/test-database';

// The demo is seeded at the server's first start, whatever the hour: seeded in a day's first
// seconds (China time), it still dates nothing after its now (a finished order ending in the
// next minute put its bill after the page's "now", and out of the page's month after a new year).
const NOW = new Date('2025-12-31T16:00:20Z'); // 2026-01-01 00:00:20 in China

/** Times that name the future by their meaning: a task's due date, the end of a paid service period. */
const FUTURE_BY_MEANING = ['inspection_task.due_at', 'service_order.period_end'];
/** Times the database's clock writes (now() by default), later than a seed's now in the past. */
const DATABASE_CLOCK = [
  'merchant.created_at',
  'merchant_user.created_at',
  'role.created_at',
  'schema_migration.applied_at',
  'seed_marker.applied_at',
];
const NOT_CHECKED = new Set([...FUTURE_BY_MEANING, ...DATABASE_CLOCK]);

describe('the demo seeded 20 s after a midnight', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createEmptyDatabase();
    await migrate(database.db);
    assert.equal(await seedDemo(database.db, NOW, { passwordLogN: TEST_PASSWORD_LOG_N }), true);
  });
  after(() => database?.close());

  test('dates nothing after its now: no order ends, no bill, flow or refund is made later', { timeout: 120_000 }, async () => {
    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type like 'timestamp%' order by table_name, column_name`.execute(database.db);
    assert.ok(
      columns.some((c) => c.table_name === 'journal_entry' && c.column_name === 'created_at'),
      'the ledger is among them',
    );
    const late: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      if (NOT_CHECKED.has(`${table}.${column}`)) continue;
      const { rows } = await sql<{ n: number | string }>`
        select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} > ${NOW}`.execute(database.db);
      if (Number(rows[0]!.n) > 0) late.push(`${table}.${column}: ${rows[0]!.n}`);
    }
    assert.deepEqual(late, []);
  });
});
