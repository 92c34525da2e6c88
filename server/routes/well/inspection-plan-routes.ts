import type { Kysely } from 'kysely';
import { wellInspectionCalls as calls } from '../../../src/api/contract';
import type { CallRequest } from '../../../src/api/contract/define-call';
import type { PlanRow } from '../../../src/api/contract/well/inspection';
import { contains, startsWith } from '../../db/like';
import type { Database } from '../../db/schema';
import { fail } from '../../http/business-error';
import { userOf, type CallContext } from '../../http/context';
import { formatDateTime, parseDateTime } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { refuseDuplicates, staleOrMissing } from '../business/write-refusals';
import { closeTasks, openTasks } from './inspection-tasks';
import { wellMessages as msg } from './well-messages';

const PLAN = '巡检计划';
type PlanInput = CallRequest<typeof calls.savePlan>;

/** The plan's columns from the input, its wells and first due time, each checked against the merchant's rows. */
async function checkedPlan(ctx: CallContext, input: PlanInput) {
  const merchantId = userOf(ctx).merchantId;
  const inspector = await ctx.db
    .selectFrom('merchant_user')
    .select(['id', 'name', 'mobile'])
    .where('id', '=', input.inspectorId)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!inspector) throw fail(msg.inspectorNotFound);
  const wellIds = [...new Set(input.wellIds)];
  const wells = await ctx.db.selectFrom('well').select('id').where('merchant_id', '=', merchantId).where('id', 'in', wellIds).execute();
  if (wells.length !== wellIds.length) throw fail(msg.wellNotFound);
  const dueAt = input.firstDueTime === undefined ? undefined : parseDateTime(input.firstDueTime);
  if (dueAt && dueAt < ctx.now) throw fail(msg.firstDuePast);
  const columns = {
    name: input.name,
    inspector_id: inspector.id,
    inspector_name: inspector.name,
    inspector_mobile: inspector.mobile,
    interval_days: input.intervalDays,
    enabled: input.enabled,
    remark: input.remark,
    updated_at: ctx.now,
  };
  return { merchantId, columns, wellIds, dueAt };
}

/** The plan's wells become exactly `wellIds`. */
async function writeWells(db: Kysely<Database>, merchantId: number, planId: number, wellIds: number[]): Promise<void> {
  await db.deleteFrom('inspection_plan_well').where('plan_id', '=', planId).where('well_id', 'not in', wellIds).execute();
  await db
    .insertInto('inspection_plan_well')
    .values(wellIds.map((wellId) => ({ plan_id: planId, well_id: wellId, merchant_id: merchantId })))
    .onConflict((oc) => oc.columns(['plan_id', 'well_id']).doNothing())
    .execute();
}

/** The wells of these plans, by plan, each ordered by code. */
async function wellsOf(db: Kysely<Database>, planIds: number[]): Promise<Map<number, PlanRow['wells']>> {
  const byPlan = new Map<number, PlanRow['wells']>();
  if (planIds.length === 0) return byPlan;
  const rows = await db
    .selectFrom('inspection_plan_well as pw')
    .innerJoin('well as w', 'w.id', 'pw.well_id')
    .innerJoin('place', 'place.id', 'w.place_id')
    .select(['pw.plan_id', 'w.id', 'w.cd', 'w.name', 'place.name as place_name'])
    .where('pw.plan_id', 'in', planIds)
    .orderBy('w.cd')
    .execute();
  for (const r of rows) {
    const list = byPlan.get(r.plan_id) ?? [];
    list.push({ id: r.id, cd: r.cd, name: r.name, placeName: r.place_name });
    byPlan.set(r.plan_id, list);
  }
  return byPlan;
}

/** `irrigationWell/inspection/plan/`: findPage, options, save, update, delete. */
export function registerInspectionPlanRoutes(route: RouteFn): void {
  route(calls.findPlanPage, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const window = clampPage(input);
    let query = ctx.db.selectFrom('inspection_plan as p').where('p.merchant_id', '=', merchantId);
    if (input.keyword) {
      const text = input.keyword;
      query = query.where((eb) =>
        eb.or([
          eb('p.name', 'ilike', contains(text)),
          eb('p.inspector_name', 'ilike', contains(text)),
          eb('p.inspector_mobile', 'like', startsWith(text)),
        ]),
      );
    }
    if (input.enabled) query = query.where('p.enabled', '=', input.enabled);
    if (input.wellId !== undefined) {
      const wellId = input.wellId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('inspection_plan_well as pw')
            .select('pw.well_id')
            .whereRef('pw.plan_id', '=', 'p.id')
            .where('pw.well_id', '=', wellId),
        ),
      );
    }
    const { rows, total } = await selectPage(
      query,
      (q) =>
        q
          .selectAll('p')
          .select((eb) => [
            eb
              .selectFrom('inspection_task as t')
              .select((e) => e.fn.min('t.due_at').as('d'))
              .whereRef('t.plan_id', '=', 'p.id')
              .where('t.status', '<>', 'FINISH')
              .as('next_due'),
            eb
              .selectFrom('inspection_task as t')
              .select((e) => e.fn.countAll<number | string>().as('n'))
              .whereRef('t.plan_id', '=', 'p.id')
              .where('t.status', '<>', 'FINISH')
              .where('t.due_at', '<', ctx.now)
              .as('overdue'),
          ])
          .orderBy('p.id', 'desc'),
      window,
    );
    const wells = await wellsOf(
      ctx.db,
      rows.map((r) => r.id),
    );
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        inspectorId: r.inspector_id,
        inspectorName: r.inspector_name,
        inspectorMobile: r.inspector_mobile,
        intervalDays: r.interval_days as PlanRow['intervalDays'],
        enabled: r.enabled,
        remark: r.remark,
        wells: wells.get(r.id) ?? [],
        nextDueTime: r.next_due ? formatDateTime(new Date(r.next_due)) : null,
        overdueCount: Number(r.overdue ?? 0),
        version: r.version,
        createTime: formatDateTime(r.created_at),
        updateTime: formatDateTime(r.updated_at),
      })),
      total,
      window,
    );
  });

  route(calls.planOptions, async (_input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const wells = await ctx.db
      .selectFrom('well as w')
      .innerJoin('place', 'place.id', 'w.place_id')
      .select(['w.id', 'w.cd', 'w.name', 'w.place_id', 'place.name as place_name'])
      .where('w.merchant_id', '=', merchantId)
      .orderBy('place.name')
      .orderBy('w.cd')
      .execute();
    const inspectors = await ctx.db
      .selectFrom('merchant_user')
      .select(['id', 'name', 'mobile'])
      .where('merchant_id', '=', merchantId)
      .where('enabled', '=', true)
      .orderBy('id')
      .execute();
    return {
      wells: wells.map((w) => ({ id: w.id, cd: w.cd, name: w.name, placeId: w.place_id, placeName: w.place_name })),
      inspectors,
    };
  });

  route(calls.savePlan, async (input, ctx) => {
    const { merchantId, columns, wellIds, dueAt } = await checkedPlan(ctx, input);
    return refuseDuplicates({ inspection_plan_name_uq: msg.duplicateName(PLAN, input.name) }, async () => {
      const row = await ctx.db
        .insertInto('inspection_plan')
        .values({ ...columns, merchant_id: merchantId, created_at: ctx.now })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      await writeWells(ctx.db, merchantId, row.id, wellIds);
      await openTasks(ctx.db, { planId: row.id, from: ctx.now, dueAt });
      return row;
    });
  });

  route(calls.updatePlan, async (input, ctx) => {
    const { merchantId, columns, wellIds, dueAt } = await checkedPlan(ctx, input);
    return refuseDuplicates({ inspection_plan_name_uq: msg.duplicateName(PLAN, input.name) }, async () => {
      const row = await ctx.db
        .updateTable('inspection_plan')
        .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
        .where('id', '=', input.id)
        .where('merchant_id', '=', merchantId)
        .where('version', '=', input.version)
        .returning(['id', 'version'])
        .executeTakeFirst();
      if (!row) {
        return staleOrMissing(
          () =>
            ctx.db
              .selectFrom('inspection_plan')
              .select('id')
              .where('id', '=', input.id)
              .where('merchant_id', '=', merchantId)
              .executeTakeFirst(),
          PLAN,
        );
      }
      await writeWells(ctx.db, merchantId, row.id, wellIds);
      await closeTasks(ctx.db, row.id);
      await openTasks(ctx.db, { planId: row.id, from: ctx.now, dueAt });
      return row;
    });
  });

  route(calls.deletePlan, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const plan = await ctx.db
      .selectFrom('inspection_plan')
      .select('id')
      .where('id', '=', input.id)
      .where('merchant_id', '=', merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!plan) throw fail(msg.planNotFound);
    const running = await ctx.db
      .selectFrom('inspection_task')
      .select('id')
      .where('plan_id', '=', plan.id)
      .where('status', '=', 'RUNNING')
      .executeTakeFirst();
    if (running) throw fail(msg.planRunning);
    await ctx.db.deleteFrom('inspection_task').where('plan_id', '=', plan.id).where('status', '=', 'WAIT').execute();
    await ctx.db.deleteFrom('inspection_plan').where('id', '=', plan.id).execute();
    return null;
  });
}
