import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Statement texts that get a name, per process: the app has a few hundred, and the first are the hot ones. */
const MAX_NAMED = 256;

/** How Kysely's driver opens a transaction (begin, or start transaction with its settings). */
const BEGIN = /^(begin|start transaction( [a-z ]+)?)$/;

/** A prepared statement whose result type a schema change altered (another process migrated): drop the connection, rename the text. */
const stalePlan = (error: unknown) => (error as { code?: unknown } | null)?.code === '0A000';

/**
 * The pool as Kysely sees it, with every statement that has parameters sent as a named prepared
 * statement: each connection parses and plans a text once, then only binds and runs it. Planning
 * cost more than running for most of the console's statements (0.3 ms of 0.4 for the caller's).
 * A connection whose prepared statement went stale under a schema change is dropped, not reused,
 * and the text gets a new name, which every connection prepares again (a read is then run again
 * once: db/errors.ts, onceMoreIfLost).
 *
 * A transaction's BEGIN waits for its first statement and goes out with it, in one round trip,
 * when that statement has no parameters (an audited write's actor, server/audit/audited.ts); a
 * transaction ended before any statement sends nothing.
 */
export function namedStatementPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  let named = 0;
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED) {
      name = `irr_${(named += 1)}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      let begin: string | undefined;
      const send = async (text: string, values: readonly unknown[]) => {
        const name = values.length > 0 ? nameOf(text) : undefined;
        try {
          return await client.query({ name, text, values: [...values] });
        } catch (error) {
          if (stalePlan(error)) {
            broken = error as Error;
            // every connection of the pool prepared the old plan under this name: a new name is planned afresh on each
            names.delete(text);
          }
          throw error;
        }
      };
      const query = async (text: string, values: readonly unknown[]) => {
        if (begin === undefined && BEGIN.test(text)) {
          begin = text;
          return { command: 'BEGIN', rowCount: null, rows: [] };
        }
        if (begin !== undefined) {
          const opening = begin;
          begin = undefined;
          if (text === 'commit' || text === 'rollback') return { command: text.toUpperCase(), rowCount: null, rows: [] };
          if (values.length === 0) {
            const results = (await client.query(`${opening};\n${text}`)) as unknown as pg.QueryResult | pg.QueryResult[];
            return Array.isArray(results) ? results[results.length - 1]! : results;
          }
          await send(opening, []);
        }
        return send(text, values);
      };
      return {
        query: ((textOrCursor: unknown, values: readonly unknown[]) =>
          typeof textOrCursor === 'string'
            ? query(textOrCursor, values)
            : client.query(textOrCursor as pg.Submittable)) as unknown as PostgresPoolClient['query'],
        release: () => client.release(broken),
      };
    },
    end: () => pool.end(),
  };
}
