import type { Transaction } from 'kysely';
import { fertigationPermissions as perms, fertigationTemplateCalls as calls } from '../../../src/api/contract';
import { contains } from '../../db/like';
import type { Database } from '../../db/schema';
import { requirePermission } from '../../http/access';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { formatDateTime, scale, unscale } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { refuseDuplicates, staleOrMissing } from '../business/write-refusals';
import { fertigationMessages as msg } from './messages';
import { inTransaction } from '../../db/transaction';

const TEMPLATE = '模板';

interface StepInput {
  areaId: number;
  valveId: number | null;
  durationMinutes: number;
  tankARatio: number;
  tankBRatio: number;
  tankCRatio: number;
}

/** Steps reference the merchant's areas and valves of those areas; shares add up to 100, or 0 for clear water. */
async function writeSteps(trx: Transaction<Database>, merchantId: number, templateId: number, steps: StepInput[]): Promise<void> {
  const areaIds = [...new Set(steps.map((s) => s.areaId))];
  const areas = await trx.selectFrom('area').select('id').where('merchant_id', '=', merchantId).where('id', 'in', areaIds).execute();
  if (areas.length !== areaIds.length) throw fail(msg.notFound('区域'));
  const valveIds = [...new Set(steps.map((s) => s.valveId).filter((v): v is number => v !== null))];
  const valves = new Map(
    valveIds.length === 0
      ? []
      : (
          await trx
            .selectFrom('valve')
            .select(['id', 'area_id'])
            .where('merchant_id', '=', merchantId)
            .where('id', 'in', valveIds)
            .execute()
        ).map((v) => [v.id, v.area_id]),
  );
  const rows = steps.map((s, i) => {
    const a = scale(s.tankARatio, 1);
    const b = scale(s.tankBRatio, 1);
    const c = scale(s.tankCRatio, 1);
    if (a + b + c !== 1000 && a + b + c !== 0) throw fail(msg.stepRatioSum(i + 1));
    if (s.valveId !== null && valves.get(s.valveId) !== s.areaId) throw fail(msg.stepValveArea(i + 1));
    return {
      template_id: templateId,
      sort: i + 1,
      area_id: s.areaId,
      valve_id: s.valveId,
      duration_minutes: s.durationMinutes,
      tank_a_permille: a,
      tank_b_permille: b,
      tank_c_permille: c,
    };
  });
  await trx.deleteFrom('template_step').where('template_id', '=', templateId).execute();
  await trx.insertInto('template_step').values(rows).execute();
}

export function registerTemplateRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const window = clampPage(input);
    let query = ctx.db.selectFrom('fertigation_template').where('merchant_id', '=', merchantId);
    if (input.keyword) {
      const pattern = contains(input.keyword);
      query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('crop', 'ilike', pattern)]));
    }
    const { rows, total } = await selectPage(query, (q) => q.selectAll().orderBy('id', 'desc'), window);
    const steps =
      rows.length === 0
        ? []
        : await ctx.db
            .selectFrom('template_step as s')
            .innerJoin('area', 'area.id', 's.area_id')
            .leftJoin('valve', 'valve.id', 's.valve_id')
            .select([
              's.template_id',
              's.sort',
              's.area_id',
              'area.name as area_name',
              's.valve_id',
              'valve.name as valve_name',
              's.duration_minutes',
              's.tank_a_permille',
              's.tank_b_permille',
              's.tank_c_permille',
            ])
            .where(
              's.template_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('s.template_id')
            .orderBy('s.sort')
            .execute();
    return pageResult(
      rows.map((r) => {
        const own = steps
          .filter((s) => s.template_id === r.id)
          .map((s) => ({
            sort: s.sort,
            areaId: s.area_id,
            areaName: s.area_name,
            valveId: s.valve_id,
            valveName: s.valve_name ?? '',
            durationMinutes: s.duration_minutes,
            tankARatio: unscale(s.tank_a_permille, 1),
            tankBRatio: unscale(s.tank_b_permille, 1),
            tankCRatio: unscale(s.tank_c_permille, 1),
          }));
        return {
          id: r.id,
          name: r.name,
          crop: r.crop,
          remark: r.remark,
          steps: own,
          totalMinutes: own.reduce((sum, s) => sum + s.durationMinutes, 0),
          version: r.version,
          createTime: formatDateTime(r.created_at),
          updateTime: formatDateTime(r.updated_at),
        };
      }),
      total,
      window,
    );
  });

  route(calls.save, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const { id, version } = input;
    if (id !== undefined) requirePermission(ctx, perms.template.edit);
    const fields = { name: input.name, crop: input.crop, remark: input.remark, updated_at: ctx.now };
    return refuseDuplicates(
      { fertigation_template_name_uq: msg.duplicateName(TEMPLATE, input.name) },
      () =>
        inTransaction(ctx.db, async (trx) => {
          let row;
          if (id === undefined) {
            row = await trx
              .insertInto('fertigation_template')
              .values({ ...fields, merchant_id: merchantId, created_at: ctx.now })
              .returning(['id', 'version'])
              .executeTakeFirstOrThrow();
          } else {
            row = await trx
              .updateTable('fertigation_template')
              .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
              .where('id', '=', id)
              .where('merchant_id', '=', merchantId)
              .where('version', '=', version as number)
              .returning(['id', 'version'])
              .executeTakeFirst();
            if (!row) {
              return staleOrMissing(
                () =>
                  trx
                    .selectFrom('fertigation_template')
                    .select('id')
                    .where('id', '=', id)
                    .where('merchant_id', '=', merchantId)
                    .executeTakeFirst(),
                TEMPLATE,
              );
            }
          }
          await writeSteps(trx, merchantId, row.id, input.steps);
          return row;
        }),
      msg.notFound('区域或阀门'),
    );
  });

  route(calls.remove, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const deleted = await ctx.db
      .deleteFrom('fertigation_template')
      .where('id', '=', input.id)
      .where('merchant_id', '=', merchantId)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw fail(msg.notFound(TEMPLATE));
    return null;
  });
}
