import type { Insertable, Kysely } from 'kysely';
import type { Database, InspectionTaskTable } from '../schema';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type Task = Insertable<InspectionTaskTable>;

interface PlanSeed {
  name: string;
  intervalDays: 30 | 60 | 90 | 120;
  enabled: 'Y' | 'N';
  wellIds: number[];
  /** The plan's tasks, given its id. */
  tasks: (planId: number) => Task[];
}

interface Inspector {
  id: number;
  merchant_id: number;
  name: string;
  mobile: string;
}

/**
 * 巡检 of the demo merchants, the inspectors being these users (the first merchant's operator, the
 * second's administrator). Returns false, writing nothing, unless both are there.
 */
export async function seedInspection(db: Kysely<Database>, inspectorMobiles: readonly string[], now: Date): Promise<boolean> {
  const inspectors = await db
    .selectFrom('merchant_user')
    .select(['id', 'merchant_id', 'name', 'mobile'])
    .where('mobile', 'in', inspectorMobiles)
    .orderBy('merchant_id')
    .execute();
  if (inspectors.length !== inspectorMobiles.length) return false;
  for (const inspector of inspectors) await seedMerchantInspection(db, inspector, now);
  return true;
}

/**
 * One merchant's plans of the inspector over its wells, with finished tasks as history, open ones
 * (some overdue, one running) and, when the merchant has a fault report of a well, that report as
 * the fault an abnormal inspection opened (so the seeded faults stay as many).
 */
async function seedMerchantInspection(db: Kysely<Database>, inspector: Inspector, now: Date): Promise<void> {
  const m = inspector.merchant_id;
  const wells = (await db.selectFrom('well').select('id').where('merchant_id', '=', m).orderBy('cd').execute()).map((w) => w.id);
  const fault = await db
    .selectFrom('fault_feedback')
    .select(['id', 'well_id', 'description', 'created_at'])
    .where('merchant_id', '=', m)
    .where('business', '=', 'well')
    .where('well_id', 'is not', null)
    .where('description', '<>', '')
    .orderBy('id')
    .executeTakeFirst();
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);
  const task = (planId: number, wellId: number, dueAt: Date, extra: Partial<Task> = {}): Task => ({
    merchant_id: m,
    plan_id: planId,
    well_id: wellId,
    due_at: dueAt,
    status: 'WAIT',
    created_at: ago(40),
    ...extra,
  });
  const finished = (planId: number, wellId: number, dueAt: Date, health: 'A' | 'B' | 'C'): Task =>
    task(planId, wellId, dueAt, {
      status: 'FINISH',
      started_at: new Date(dueAt.getTime() + HOUR_MS),
      finished_at: new Date(dueAt.getTime() + 2 * HOUR_MS),
      executor_name: inspector.name,
      result: 'NORMAL',
      health,
      remark: '设备运行正常',
      created_at: new Date(dueAt.getTime() - 30 * DAY_MS),
    });
  const faultWell = fault?.well_id ?? undefined;
  const others = wells.filter((w) => w !== faultWell);
  const first = others.slice(0, Math.min(6, others.length - 1));
  const second = [...(faultWell ? [faultWell] : []), ...others.slice(first.length, first.length + 3)];
  const plans: PlanSeed[] = [
    {
      name: '一号片区月度巡检',
      intervalDays: 30,
      enabled: 'Y',
      wellIds: first,
      tasks: (id) =>
        first.flatMap((w, i) => [
          finished(id, w, ago(35 - i), i % 3 === 0 ? 'B' : 'A'),
          // two overdue, one running (overdue too), the others due later this month
          i < 2
            ? task(id, w, ago(5 - i))
            : i === 2
              ? task(id, w, ago(1), { status: 'RUNNING', started_at: ago(0, 2), executor_name: inspector.name })
              : task(id, w, ago(-(20 + i))),
        ]),
    },
    {
      name: '二号片区季度巡检',
      intervalDays: 90,
      enabled: 'Y',
      wellIds: second,
      tasks: (id) =>
        second.flatMap((w, i) => {
          if (fault && w === faultWell) {
            const at = fault.created_at;
            return [
              task(id, w, new Date(at.getTime() - DAY_MS), {
                status: 'FINISH',
                started_at: new Date(at.getTime() - HOUR_MS),
                finished_at: at,
                executor_name: inspector.name,
                result: 'ABNORMAL',
                health: 'C',
                remark: fault.description,
                fault_feedback_id: fault.id,
                created_at: new Date(at.getTime() - 91 * DAY_MS),
              }),
              task(id, w, new Date(at.getTime() + 90 * DAY_MS)),
            ];
          }
          return [task(id, w, ago(-(30 + 15 * i)))];
        }),
    },
  ];
  if (others.length > first.length + 5) {
    plans.push({ name: '冬季停用巡检', intervalDays: 60, enabled: 'N', wellIds: others.slice(-2), tasks: () => [] });
  }
  for (const plan of plans) {
    if (plan.wellIds.length === 0) continue;
    const { id } = await db
      .insertInto('inspection_plan')
      .values({
        merchant_id: m,
        name: plan.name,
        inspector_id: inspector.id,
        inspector_name: inspector.name,
        inspector_mobile: inspector.mobile,
        interval_days: plan.intervalDays,
        enabled: plan.enabled,
        remark: '',
        created_at: ago(70),
        updated_at: ago(70),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('inspection_plan_well')
      .values(plan.wellIds.map((w) => ({ plan_id: id, well_id: w, merchant_id: m })))
      .execute();
    const tasks = plan.tasks(id);
    if (tasks.length > 0) await db.insertInto('inspection_task').values(tasks).execute();
  }
}
