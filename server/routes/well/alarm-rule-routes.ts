import { sql } from 'kysely';
import { wellAlarmRuleCalls as calls } from '../../../src/api/contract';
import type { CallRequest } from '../../../src/api/contract/define-call';
import { ALARM_KINDS, ALARM_KIND_LABELS, type AlarmRuleRow } from '../../../src/api/contract/well/alarm-rule';
import { contains, startsWith } from '../../db/like';
import { fail } from '../../http/business-error';
import { userOf, type CallContext } from '../../http/context';
import { formatDateTime, scale, unscale } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { refuseDuplicates, staleOrMissing } from '../business/write-refusals';
import { wellMessages as msg } from './well-messages';

const RULE = '告警规则';
const WELL_SEARCH_SIZE = 20;
type RuleInput = CallRequest<typeof calls.save>;

/** A second rule of a kind for the merchant's default or for a well. */
const duplicate = (input: RuleInput) =>
  `${input.wellId === null ? '商户默认' : '该机井'}已有${ALARM_KIND_LABELS[input.kind]}规则，请编辑原规则`;
const duplicates = (input: RuleInput) => ({ alarm_rule_default_uq: duplicate(input), alarm_rule_well_uq: duplicate(input) });

/** The rule's columns from the input, its well checked against the merchant's (another merchant's well is not found). */
async function checkedRule(ctx: CallContext, input: RuleInput) {
  const merchantId = userOf(ctx).merchantId;
  if (input.wellId !== null) {
    const well = await ctx.db
      .selectFrom('well')
      .select('id')
      .where('id', '=', input.wellId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!well) throw fail(msg.wellNotFound);
  }
  return {
    merchantId,
    columns: {
      well_id: input.wellId,
      kind: input.kind,
      enabled: input.enabled,
      cool_down_minutes: input.coolDownMinutes,
      current_limit_deciamps: input.currentLimit === null ? null : scale(input.currentLimit, 1),
      offline_minutes: input.offlineMinutes,
      level_jump_cm: input.levelJump === null ? null : scale(input.levelJump, 2),
      updated_at: ctx.now,
    },
  };
}

/** `irrigationWell/alarmRule/`: findPage, wells, save, update, delete (server/docs/devices.md, "Alarms"). */
export function registerAlarmRuleRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const window = clampPage(input);
    let query = ctx.db
      .selectFrom('alarm_rule as r')
      .leftJoin('well as w', 'w.id', 'r.well_id')
      .leftJoin('place', 'place.id', 'w.place_id')
      .where('r.merchant_id', '=', merchantId);
    if (input.keyword) {
      const text = input.keyword;
      query = query.where((eb) => eb.or([eb('w.cd', 'like', startsWith(text)), eb('w.name', 'ilike', contains(text))]));
    }
    if (input.wellId !== undefined) query = query.where('r.well_id', '=', input.wellId);
    if (input.kind) query = query.where('r.kind', '=', input.kind);
    const { rows, total } = await selectPage(
      query,
      (q) =>
        q
          .selectAll('r')
          .select(['w.cd', 'w.name', 'place.name as place_name'])
          // the defaults first, then the wells by code; each in the kinds' order
          .orderBy((eb) => eb.case().when('r.well_id', 'is', null).then(0).else(1).end())
          .orderBy('w.cd')
          .orderBy(sql`array_position(array[${sql.join(ALARM_KINDS.map((k) => sql.lit(k)))}], r.kind)`)
          .orderBy('r.id'),
      window,
    );
    return pageResult(
      rows.map((r): AlarmRuleRow => ({
        id: r.id,
        wellId: r.well_id,
        wellCd: r.cd ?? '',
        wellName: r.name ?? '',
        placeName: r.place_name ?? '',
        kind: r.kind,
        enabled: r.enabled,
        coolDownMinutes: r.cool_down_minutes,
        currentLimit: r.current_limit_deciamps === null ? null : unscale(r.current_limit_deciamps, 1),
        offlineMinutes: r.offline_minutes,
        levelJump: r.level_jump_cm === null ? null : unscale(r.level_jump_cm, 2),
        version: r.version,
        createTime: formatDateTime(r.created_at),
        updateTime: formatDateTime(r.updated_at),
      })),
      total,
      window,
    );
  });

  route(calls.findWells, async (input, ctx) => {
    let query = ctx.db
      .selectFrom('well as w')
      .innerJoin('place', 'place.id', 'w.place_id')
      .select(['w.id', 'w.cd', 'w.name', 'place.name as placeName'])
      .where('w.merchant_id', '=', userOf(ctx).merchantId);
    if (input.keyword) {
      const text = input.keyword;
      query = query.where((eb) => eb.or([eb('w.cd', 'like', startsWith(text)), eb('w.name', 'ilike', contains(text))]));
    }
    return query.orderBy('w.cd').limit(WELL_SEARCH_SIZE).execute();
  });

  route(calls.save, async (input, ctx) => {
    const { merchantId, columns } = await checkedRule(ctx, input);
    return refuseDuplicates(
      duplicates(input),
      () =>
        ctx.db
          .insertInto('alarm_rule')
          .values({ ...columns, merchant_id: merchantId, created_at: ctx.now })
          .returning(['id', 'version'])
          .executeTakeFirstOrThrow(),
      msg.wellNotFound,
    );
  });

  route(calls.update, async (input, ctx) => {
    const { merchantId, columns } = await checkedRule(ctx, input);
    return refuseDuplicates(
      duplicates(input),
      async () => {
        const row = await ctx.db
          .updateTable('alarm_rule')
          .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
          .where('id', '=', input.id)
          .where('merchant_id', '=', merchantId)
          .where('version', '=', input.version)
          .returning(['id', 'version'])
          .executeTakeFirst();
        return (
          row ??
          staleOrMissing(
            () =>
              ctx.db
                .selectFrom('alarm_rule')
                .select('id')
                .where('id', '=', input.id)
                .where('merchant_id', '=', merchantId)
                .executeTakeFirst(),
            RULE,
          )
        );
      },
      msg.wellNotFound,
    );
  });

  route(calls.remove, async (input, ctx) => {
    const row = await ctx.db
      .deleteFrom('alarm_rule')
      .where('id', '=', input.id)
      .where('merchant_id', '=', userOf(ctx).merchantId)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw fail(msg.notFound(RULE));
    return null;
  });
}
