import { sql } from 'kysely';
import { wellInspectionCalls as calls } from '../../../src/api/contract';
import type { CallRequest } from '../../../src/api/contract/define-call';
import type { InspectionStatus } from '../../../src/api/contract/well/inspection';
import { contains } from '../../db/like';
import { fail } from '../../http/business-error';
import { userOf, type CallContext } from '../../http/context';
import { formatDateTime } from '../../http/format';
import { idempotent } from '../../money/idempotency';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { dateWindow } from '../business/date-window';
import { keysOf, merchantPictures } from '../business/pictures';
import { openTasks } from './inspection-tasks';
import { wellMessages as msg } from './well-messages';

const when = (at: Date | null) => (at ? formatDateTime(at) : null);
const degrees = (value: string | null) => (value === null ? null : Number(value));

/**
 * The merchant's task, locked, if it is in `status` at `version`; otherwise the refusal: another
 * merchant's task is not found, as a missing one.
 */
async function lockedTask(ctx: CallContext, id: number, version: number, status: InspectionStatus) {
  const task = await ctx.db
    .selectFrom('inspection_task')
    .select(['id', 'plan_id', 'well_id', 'status', 'version'])
    .where('id', '=', id)
    .where('merchant_id', '=', userOf(ctx).merchantId)
    .forUpdate()
    .executeTakeFirst();
  if (!task) throw fail(msg.taskNotFound);
  if (task.status !== status) throw fail(status === 'WAIT' ? msg.taskNotWaiting : msg.taskNotRunning);
  if (task.version !== version) throw fail(msg.stale);
  return task;
}

/** `irrigationWell/inspection/task/`: findPage (overdue first), start, finish. */
export function registerInspectionTaskRoutes(route: RouteFn): void {
  route(calls.findTaskPage, async (input, ctx) => {
    const { merchantId, id: userId } = userOf(ctx);
    const window = clampPage(input);
    const { from, to } = dateWindow(input);
    const overdue = sql<boolean>`(t.status <> 'FINISH' and t.due_at < ${ctx.now})`;
    const mine = sql<boolean>`coalesce(p.inspector_id = ${userId}, false)`;
    let query = ctx.db
      .selectFrom('inspection_task as t')
      .innerJoin('well as w', 'w.id', 't.well_id')
      .leftJoin('inspection_plan as p', 'p.id', 't.plan_id')
      .where('t.merchant_id', '=', merchantId);
    if (input.keyword) {
      const text = input.keyword;
      query = query.where((eb) => eb.or([eb('w.cd', 'ilike', contains(text)), eb('w.name', 'ilike', contains(text))]));
    }
    if (input.planId !== undefined) query = query.where('t.plan_id', '=', input.planId);
    if (input.placeId !== undefined) query = query.where('w.place_id', '=', input.placeId);
    if (input.status) query = query.where('t.status', '=', input.status);
    if (input.result) query = query.where('t.result', '=', input.result);
    if (input.overdue) query = query.where(input.overdue === 'Y' ? overdue : sql<boolean>`not ${overdue}`);
    if (from) query = query.where('t.due_at', '>=', from);
    if (to) query = query.where('t.due_at', '<=', to);
    const { rows, total } = await selectPage(
      query,
      (q) =>
        q
          .innerJoin('place', 'place.id', 'w.place_id')
          .selectAll('t')
          .select([
            'w.cd as well_cd',
            'w.name as well_name',
            'w.longitude',
            'w.latitude',
            'w.place_id',
            'place.name as place_name',
            'p.name as plan_name',
            'p.inspector_name',
            'p.inspector_mobile',
            overdue.as('is_overdue'),
            mine.as('is_mine'),
          ])
          // the inspector's own first when asked (the phone), then overdue first, then the open ones by due time, then the finished ones, latest due first
          .$if(input.mineFirst === 'Y', (q) => q.orderBy(mine, 'desc'))
          .orderBy(overdue, 'desc')
          .orderBy(sql`case when t.status <> 'FINISH' then t.due_at end`)
          .orderBy('t.due_at', 'desc')
          .orderBy('t.id'),
      window,
    );
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        planId: r.plan_id,
        planName: r.plan_name ?? '',
        inspectorName: r.inspector_name ?? '',
        inspectorMobile: r.inspector_mobile ?? '',
        wellId: r.well_id,
        wellCd: r.well_cd,
        wellName: r.well_name,
        wellLongitude: degrees(r.longitude),
        wellLatitude: degrees(r.latitude),
        placeId: r.place_id,
        placeName: r.place_name,
        dueTime: formatDateTime(r.due_at),
        status: r.status,
        overdue: r.is_overdue,
        mine: r.is_mine,
        startTime: when(r.started_at),
        finishTime: when(r.finished_at),
        executorName: r.executor_name,
        result: r.result,
        health: r.health,
        remark: r.remark,
        pictures: keysOf(r.pictures),
        faultFeedbackId: r.fault_feedback_id,
        version: r.version,
        createTime: formatDateTime(r.created_at),
      })),
      total,
      window,
    );
  });

  route(calls.startTask, async (input, ctx) => {
    const task = await lockedTask(ctx, input.id, input.version, 'WAIT');
    return ctx.db
      .updateTable('inspection_task')
      .set((eb) => ({ status: 'RUNNING', started_at: ctx.now, executor_name: userOf(ctx).name, version: eb('version', '+', 1) }))
      .where('id', '=', task.id)
      .returning(['id', 'status', 'version'])
      .executeTakeFirstOrThrow();
  });

  // a phone that lost the answer sends the same result again with the same key: answered, not finished twice
  route(calls.finishTask, (input, ctx) => idempotent(ctx, calls.finishTask.path, input, () => finish(input, ctx)));
}

/** RUNNING to FINISH, an abnormal result opening a fault report, and the plan's next task of the well. */
async function finish(input: CallRequest<typeof calls.finishTask>, ctx: CallContext) {
  const user = userOf(ctx);
  const task = await lockedTask(ctx, input.id, input.version, 'RUNNING');
  const pictures = (await merchantPictures(ctx.db, user.merchantId, input.pictures)).join(',');
  // an abnormal result is a fault of the well, reported by the merchant, in the same transaction
  const fault =
    input.result === 'ABNORMAL'
      ? await ctx.db
          .insertInto('fault_feedback')
          .values({
            merchant_id: user.merchantId,
            business: 'well',
            well_id: task.well_id,
            equip_id: null,
            fault_type: input.faultType ?? 'other',
            description: input.remark,
            pictures,
            reporter_identity: 'merch',
            reporter_name: user.name,
            reporter_mobile: user.mobile,
            processed: 'N',
            process_remark: '',
            process_pictures: '',
            processed_at: null,
            created_at: ctx.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      : undefined;
  const done = await ctx.db
    .updateTable('inspection_task')
    .set((eb) => ({
      status: 'FINISH',
      finished_at: ctx.now,
      result: input.result,
      health: input.health,
      remark: input.remark,
      pictures,
      fault_feedback_id: fault?.id ?? null,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', task.id)
    .returning(['id', 'status', 'version'])
    .executeTakeFirstOrThrow();
  const [next] = task.plan_id === null ? [] : await openTasks(ctx.db, { planId: task.plan_id, wellId: task.well_id, from: ctx.now });
  return { ...done, faultFeedbackId: fault?.id ?? null, nextDueTime: when(next ?? null) };
}
