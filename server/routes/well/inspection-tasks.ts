import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface OpenTasks {
  planId: number;
  /** Only this well of the plan (the next task after a finished one). @default every well of the plan */
  wellId?: number;
  /** Now: the tasks' creation time, and where the interval starts. */
  from: Date;
  /** When they are due. @default from + the plan's interval */
  dueAt?: Date;
}

/**
 * A waiting task for each well of an enabled plan that has no open (WAIT or RUNNING) task; a
 * disabled plan or a well no longer in it gets none. The unique index on open tasks makes a
 * concurrent second insert a no-op. Returns the due times of the tasks made.
 */
export async function openTasks(db: Kysely<Database>, o: OpenTasks): Promise<Date[]> {
  const due = o.dueAt ? sql`${o.dueAt}::timestamptz` : sql`${o.from}::timestamptz + p.interval_days * interval '1 day'`;
  const { rows } = await sql<{ due_at: Date }>`
    insert into inspection_task (merchant_id, plan_id, well_id, due_at, status, created_at)
    select p.merchant_id, p.id, pw.well_id, ${due}, 'WAIT', ${o.from}
    from inspection_plan p join inspection_plan_well pw on pw.plan_id = p.id
    where p.id = ${o.planId} and p.enabled = 'Y' ${o.wellId === undefined ? sql`` : sql`and pw.well_id = ${o.wellId}`}
      and not exists (select 1 from inspection_task t where t.plan_id = p.id and t.well_id = pw.well_id and t.status <> 'FINISH')
    on conflict (plan_id, well_id) where status <> 'FINISH' do nothing
    returning due_at`.execute(db);
  return rows.map((r) => new Date(r.due_at));
}

/** Removes the waiting tasks of the plan's wells no longer in it, or all of them when it is disabled. */
export async function closeTasks(db: Kysely<Database>, planId: number): Promise<void> {
  await sql`
    delete from inspection_task t where t.plan_id = ${planId} and t.status = 'WAIT'
      and (exists (select 1 from inspection_plan p where p.id = t.plan_id and p.enabled = 'N')
        or not exists (select 1 from inspection_plan_well pw where pw.plan_id = t.plan_id and pw.well_id = t.well_id))`.execute(db);
}
