import type { Kysely, Selectable } from 'kysely';
import type { Database, OperLogTable } from '../../../server/db/schema';

export interface LoggedChange {
  table: string;
  rowId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
export type LoggedOperation = Selectable<OperLogTable> & { changes: LoggedChange[] };

/** The newest oper_log id (0 when none). */
export async function lastOperId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('oper_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The operations logged after `sinceId`, oldest first, each with its row changes in order. */
export async function operationsSince(db: Kysely<Database>, sinceId: number): Promise<LoggedOperation[]> {
  const opers = await db.selectFrom('oper_log').selectAll().where('id', '>', sinceId).orderBy('id').execute();
  const out: LoggedOperation[] = [];
  for (const oper of opers) {
    const changes = await db
      .selectFrom('oper_log_change')
      .select(['table_name', 'row_id', 'action', 'before', 'after'])
      .where('oper_id', '=', oper.id)
      .orderBy('id')
      .execute();
    out.push({
      ...oper,
      changes: changes.map((c) => ({
        table: c.table_name,
        rowId: c.row_id,
        action: c.action,
        before: c.before as Record<string, unknown> | null,
        after: c.after as Record<string, unknown> | null,
      })),
    });
  }
  return out;
}
