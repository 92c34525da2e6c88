import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

export type Snapshot = Record<string, string>;

/** A checksum of every row of every table (or all but `exclude`), to prove a request wrote nothing. */
export async function snapshot(db: Kysely<Database>, exclude: readonly string[] = []): Promise<Snapshot> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const out: Snapshot = {};
  for (const { table_name: table } of tables.rows) {
    if (exclude.includes(table)) continue;
    const { rows } = await sql<{ n: string | number; sum: string }>`
      select count(*) as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
      from ${sql.table(table)} t`.execute(db);
    out[table] = `${String(rows[0]?.n)}:${rows[0]?.sum}`;
  }
  return out;
}
