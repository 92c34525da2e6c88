import { sql, type Selectable } from 'kysely';
import { wellEquipCalls as calls } from '../../../src/api/contract';
import type { WellParam } from '../../../src/api/contract/well/equip';
import type { Db } from '../../db/connect';
import type { WellParamTable } from '../../db/schema';
import { WELL_PARAM_DEFAULTS } from '../../db/well-param-defaults';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { fenToYuan, formatDateTime, scale, unscale } from '../../http/format';
import type { RouteFn } from '../../http/route';
import { staleOrMissing } from '../business/write-refusals';
import { wellMessages as msg } from './well-messages';

type Stored = Omit<Selectable<WellParamTable>, 'equip_id' | 'merchant_id' | 'version' | 'updated_at'>;

const toParam = (equipId: number, p: Stored & { version: number; updated_at: Date }): WellParam => ({
  equipId,
  maxRunMinutes: p.max_run_minutes,
  waterLevelMin: unscale(p.water_level_min_cm, 2),
  waterLevelMax: unscale(p.water_level_max_cm, 2),
  pulsePerM3: p.pulse_per_m3,
  meterRatio: p.meter_ratio,
  minBalance: fenToYuan(p.min_balance_fen),
  followPrompt: p.follow_prompt as WellParam['followPrompt'],
  assigned: p.assigned,
  version: p.version,
  updateTime: formatDateTime(p.updated_at),
});

/**
 * The first save of a well without a well_param row (version 0): inserted only if the well is the
 * merchant's; nothing when it is not, or when a concurrent first save won (then the caller's 0 is stale).
 */
function insertFirst(db: Db, equipId: number, merchantId: number, stored: Stored, now: Date) {
  const columns = Object.keys(stored) as (keyof Stored)[];
  return (
    db
      .insertInto('well_param')
      .columns(['equip_id', 'merchant_id', ...columns, 'updated_at', 'version'])
      // An INSERT ... SELECT does not type its parameters from the target columns: cast them.
      .expression(
        db
          .selectFrom('well')
          .select((eb) => [
            'id',
            'merchant_id',
            ...columns.map((c) => (c === 'assigned' ? sql`${stored[c]}::char(1)` : sql`${stored[c]}::integer`).as(c)),
            sql`${now}::timestamptz`.as('updated_at'),
            eb.lit(1).as('version'),
          ])
          .where('id', '=', equipId)
          .where('merchant_id', '=', merchantId),
      )
      .onConflict((oc) => oc.column('equip_id').doNothing())
      .returning(['equip_id as equipId', 'version'])
      .executeTakeFirst()
  );
}

/**
 * irrigationWell/equip/findParam and saveParam. Water levels are stored in cm, the least balance
 * in fen; the contract checked bounds, decimals and min < max. A save is not yet on the device:
 * assigned n until it reports having taken it. A well without a well_param row has the defaults
 * at version 0 (since the well was created); its first save inserts the row.
 */
export function registerWellParamRoutes(route: RouteFn): void {
  route(calls.findParam, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const p = await ctx.db
      .selectFrom('well_param')
      .selectAll()
      .where('equip_id', '=', input.equipId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (p) return toParam(p.equip_id, p);
    const well = await ctx.db
      .selectFrom('well')
      .select(['id', 'created_at'])
      .where('id', '=', input.equipId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!well) throw fail(msg.wellNotFound);
    return toParam(well.id, { ...WELL_PARAM_DEFAULTS, version: 0, updated_at: well.created_at });
  });

  route(calls.saveParam, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const stored: Stored = {
      max_run_minutes: input.maxRunMinutes,
      water_level_min_cm: scale(input.waterLevelMin, 2),
      water_level_max_cm: scale(input.waterLevelMax, 2),
      pulse_per_m3: input.pulsePerM3,
      meter_ratio: input.meterRatio,
      min_balance_fen: scale(input.minBalance, 2),
      follow_prompt: input.followPrompt,
      assigned: 'n',
    };
    const row =
      (await ctx.db
        .updateTable('well_param')
        .set((eb) => ({ ...stored, updated_at: ctx.now, version: eb('version', '+', 1) }))
        .where('equip_id', '=', input.equipId)
        .where('merchant_id', '=', merchantId)
        .where('version', '=', input.version)
        .returning(['equip_id as equipId', 'version'])
        .executeTakeFirst()) ?? (input.version === 0 ? await insertFirst(ctx.db, input.equipId, merchantId, stored, ctx.now) : undefined);
    return (
      row ??
      staleOrMissing(
        () =>
          ctx.db.selectFrom('well').select('id').where('id', '=', input.equipId).where('merchant_id', '=', merchantId).executeTakeFirst(),
        '机井',
      )
    );
  });
}
