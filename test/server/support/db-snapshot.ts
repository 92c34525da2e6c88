import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

export type Snapshot = Record<string, string>;

/** PostgreSQL's undefined_function: a column's type has no extended hash function (json, point). */
const NO_HASH_FUNCTION = '42883';

async function sumOfHashes(db: Kysely<Database>, table: string, by: 'columns' | 'text') {
  const hash = by === 'columns' ? sql`hash_record_extended(t, 0)` : sql`hashtextextended(t::text, 0)`;
  const { rows } = await sql<{ n: string | number; sum: string | null }>`
    select count(*) as n, sum(${hash}) as sum from ${sql.table(table)} t`.execute(db);
  return rows;
}

/**
 * A checksum of every row of every table (or all but `exclude`), to prove a request wrote nothing:
 * per table the count of rows and the sum of each row's 64-bit hash, which no order of the rows
 * changes, so that no sort is needed. An added, removed or changed row moves the sum (by its hash:
 * one chance in 2^64 of moving it by nothing); the sum is a numeric, which never overflows. A row
 * is hashed by its columns' own hash functions, not through its text (sorting the rows' text, then
 * making it, were most of a snapshot's cost, taken a few hundred times in a run, and the history's
 * tables hold tens of thousands of rows); a table with a column of a type without one (json) is
 * hashed through its text.
 */
export async function snapshot(db: Kysely<Database>, exclude: readonly string[] = []): Promise<Snapshot> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const out: Snapshot = {};
  for (const { table_name: table } of tables.rows) {
    if (exclude.includes(table)) continue;
    const rows = await sumOfHashes(db, table, 'columns').catch((error: unknown) => {
      if ((error as { code?: string }).code !== NO_HASH_FUNCTION) throw error;
      return sumOfHashes(db, table, 'text');
    });
    out[table] = `${String(rows[0]?.n)}:${rows[0]?.sum ?? ''}`;
  }
  return out;
}
