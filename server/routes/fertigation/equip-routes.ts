import { fertigationEquipCalls as calls } from '../../../src/api/contract';
import { toCount } from '../../db/count';
import { contains } from '../../db/like';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { formatDateTime, scale, unscale } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { sigIntensity } from '../business/device-signal';
import { refuseDuplicates, staleOrMissing } from '../business/write-refusals';
import { DEFAULT_PARAM, bindAreas, checkPlaceAndType, newMachine } from './equip-bindings';
import { fertigationMessages as msg } from './messages';
import { inTransaction } from '../../db/transaction';

const EQUIP = '设备';
type RunState = 'OTHERS' | 'AVAILABLE' | 'OCCUPY' | 'DISABLE' | 'DAMAGE';
type Status = 'normal' | 'broken' | 'unusual' | 'onReplenish' | 'stop' | 'notonline';

export function registerEquipRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const window = clampPage(input);
    let query = ctx.db
      .selectFrom('fertigation_equip as e')
      .innerJoin('place', 'place.id', 'e.place_id')
      .innerJoin('equip_type as t', 't.id', 'e.equip_type_id')
      .innerJoin('fertigation_param as p', 'p.equip_id', 'e.id')
      .where('e.merchant_id', '=', merchantId);
    if (input.keyword) {
      const pattern = contains(input.keyword);
      query = query.where((eb) => eb.or([eb('e.name', 'ilike', pattern), eb('e.cd', 'ilike', pattern)]));
    }
    if (input.placeId !== undefined) query = query.where('e.place_id', '=', input.placeId);
    if (input.equipTypeId !== undefined) query = query.where('e.equip_type_id', '=', input.equipTypeId);
    if (input.runState) query = query.where('e.run_state', '=', input.runState);
    if (input.status) query = query.where('e.status', '=', input.status);
    if (input.isOnline !== undefined) query = query.where('e.is_online', '=', input.isOnline);
    const { rows, total } = await selectPage(
      query,
      (q) =>
        q
          .selectAll('e')
          .select(['place.name as place_name', 't.name as type_name', 'p.assigned'])
          .select((eb) =>
            eb
              .selectFrom('valve')
              .select((v) => v.fn.countAll().as('c'))
              .whereRef('valve.equip_id', '=', 'e.id')
              .as('valve_count'),
          )
          .orderBy('e.id', 'desc'),
      window,
    );
    const areas =
      rows.length === 0
        ? []
        : await ctx.db
            .selectFrom('equip_area')
            .innerJoin('area', 'area.id', 'equip_area.area_id')
            .select(['equip_area.equip_id', 'area.id', 'area.cd', 'area.name'])
            .where(
              'equip_area.equip_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('area.id')
            .execute();
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        cd: r.cd,
        name: r.name,
        placeId: r.place_id,
        placeName: r.place_name,
        equipTypeId: r.equip_type_id,
        equipTypeName: r.type_name,
        areas: areas.filter((a) => a.equip_id === r.id).map((a) => ({ id: a.id, cd: a.cd, name: a.name })),
        valveCount: toCount(r.valve_count as number | string | null),
        runState: r.run_state as RunState,
        status: r.status as Status,
        enabled: r.enabled,
        isOnline: r.is_online,
        sig: unscale(r.sig_tenths, 1),
        sigIntensity: sigIntensity(r.is_online, r.sig_tenths),
        lastOnlineTime: r.last_online_at ? formatDateTime(r.last_online_at) : null,
        keeperName: r.keeper_name,
        keeperMobile: r.keeper_mobile,
        remark: r.remark,
        paramAssigned: r.assigned,
        version: r.version,
        createTime: formatDateTime(r.created_at),
      })),
      total,
      window,
    );
  });

  route(calls.findAreaListForEquipBind, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const rows = await ctx.db
      .selectFrom('area')
      .leftJoin('equip_area', 'equip_area.area_id', 'area.id')
      .select(['area.id', 'area.cd', 'area.name', 'area.acreage_mu', 'equip_area.equip_id'])
      .select((eb) =>
        eb
          .selectFrom('valve')
          .select((v) => v.fn.countAll().as('c'))
          .whereRef('valve.area_id', '=', 'area.id')
          .as('valve_count'),
      )
      .where('area.merchant_id', '=', merchantId)
      .where('area.place_id', '=', input.placeId)
      .where((eb) =>
        input.equipId === undefined
          ? eb('equip_area.equip_id', 'is', null)
          : eb.or([eb('equip_area.equip_id', 'is', null), eb('equip_area.equip_id', '=', input.equipId)]),
      )
      .orderBy('area.id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      cd: r.cd,
      name: r.name,
      acreageMu: r.acreage_mu,
      valveCount: toCount(r.valve_count as number | string | null),
      checked: r.equip_id !== null,
    }));
  });

  route(calls.checkCd, async (input, ctx) => {
    const row = await ctx.db
      .selectFrom('fertigation_equip')
      .select('id')
      .where('merchant_id', '=', userOf(ctx).merchantId)
      .where('cd', '=', input.cd)
      .executeTakeFirst();
    return { available: row === undefined };
  });

  route(calls.save, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    return refuseDuplicates(
      {
        fertigation_equip_merchant_id_cd_key: msg.duplicateCode(EQUIP, input.cd),
        equip_area_area_id_key: msg.stale,
      },
      () =>
        inTransaction(ctx.db, async (trx) => {
          await checkPlaceAndType(trx, merchantId, input.placeId, input.equipTypeId);
          const row = await trx
            .insertInto('fertigation_equip')
            .values(newMachine(merchantId, input, ctx.now))
            .returning(['id', 'version'])
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('fertigation_param')
            .values({ ...DEFAULT_PARAM, equip_id: row.id, merchant_id: merchantId, updated_at: ctx.now })
            .execute();
          await bindAreas(trx, merchantId, row.id, input.placeId, input.areaIds);
          return row;
        }),
    );
  });

  route(calls.edit, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    return refuseDuplicates({ equip_area_area_id_key: msg.stale }, () =>
      inTransaction(ctx.db, async (trx) => {
        const before = await trx
          .selectFrom('fertigation_equip')
          .select('equip_type_id')
          .where('id', '=', input.id)
          .where('merchant_id', '=', merchantId)
          .forUpdate()
          .executeTakeFirst();
        const row = await trx
          .updateTable('fertigation_equip')
          .set((eb) => ({
            name: input.name,
            equip_type_id: input.equipTypeId,
            keeper_name: input.keeperName,
            keeper_mobile: input.keeperMobile,
            remark: input.remark,
            version: eb('version', '+', 1),
          }))
          .where('id', '=', input.id)
          .where('merchant_id', '=', merchantId)
          .where('version', '=', input.version)
          .returning(['id', 'version', 'place_id'])
          .executeTakeFirst();
        if (!row) {
          return staleOrMissing(
            () =>
              trx
                .selectFrom('fertigation_equip')
                .select('id')
                .where('id', '=', input.id)
                .where('merchant_id', '=', merchantId)
                .executeTakeFirst(),
            EQUIP,
          );
        }
        // A machine may keep a type disabled since; only a new type must be enabled.
        await checkPlaceAndType(trx, merchantId, row.place_id, input.equipTypeId, before?.equip_type_id);
        await bindAreas(trx, merchantId, row.id, row.place_id, input.areaIds);
        return { id: row.id, version: row.version };
      }),
    );
  });

  route(calls.saveParam, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const a = scale(input.tankARatio, 1);
    const b = scale(input.tankBRatio, 1);
    const c = scale(input.tankCRatio, 1);
    if (a + b + c !== 1000) throw fail(msg.ratioSum);
    if (input.ecMin >= input.ecMax) throw fail(msg.boundsOrder('EC'));
    if (input.phMin >= input.phMax) throw fail(msg.boundsOrder('pH'));
    const row = await ctx.db
      .updateTable('fertigation_param')
      .set((eb) => ({
        tank_a_permille: a,
        tank_b_permille: b,
        tank_c_permille: c,
        ec_min_centi: scale(input.ecMin, 2),
        ec_max_centi: scale(input.ecMax, 2),
        ph_min_tenths: scale(input.phMin, 1),
        ph_max_tenths: scale(input.phMax, 1),
        flow_centi: scale(input.flowRate, 2),
        pressure_centi: scale(input.pressure, 2),
        mix_seconds: input.mixSeconds,
        assigned: 'n',
        updated_at: ctx.now,
        version: eb('version', '+', 1),
      }))
      .where('equip_id', '=', input.equipId)
      .where('merchant_id', '=', merchantId)
      .where('version', '=', input.version)
      .returning(['equip_id as equipId', 'version'])
      .executeTakeFirst();
    return (
      row ??
      staleOrMissing(
        () =>
          ctx.db
            .selectFrom('fertigation_param')
            .select('equip_id')
            .where('equip_id', '=', input.equipId)
            .where('merchant_id', '=', merchantId)
            .executeTakeFirst(),
        EQUIP,
      )
    );
  });

  route(calls.movePlace, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    return inTransaction(ctx.db, async (trx) => {
      const current = await trx
        .selectFrom('fertigation_equip')
        .select(['place_id', 'run_state', 'version'])
        .where('id', '=', input.id)
        .where('merchant_id', '=', merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw fail(msg.notFound(EQUIP));
      if (current.version !== input.version) throw fail(msg.stale);
      if (current.place_id === input.placeId) throw fail(msg.samePlace);
      if (current.run_state === 'OCCUPY') throw fail(msg.equipRunning);
      const place = await trx
        .selectFrom('place')
        .select('id')
        .where('id', '=', input.placeId)
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      if (!place) throw fail(msg.notFound('村镇'));
      await bindAreas(trx, merchantId, input.id, input.placeId, []);
      return trx
        .updateTable('fertigation_equip')
        .set((eb) => ({ place_id: input.placeId, version: eb('version', '+', 1) }))
        .where('id', '=', input.id)
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
    });
  });

  route(calls.findFertigationParam, async (input, ctx) => {
    const p = await ctx.db
      .selectFrom('fertigation_param')
      .selectAll()
      .where('equip_id', '=', input.equipId)
      .where('merchant_id', '=', userOf(ctx).merchantId)
      .executeTakeFirst();
    if (!p) throw fail(msg.notFound(EQUIP));
    return {
      equipId: p.equip_id,
      tankARatio: unscale(p.tank_a_permille, 1),
      tankBRatio: unscale(p.tank_b_permille, 1),
      tankCRatio: unscale(p.tank_c_permille, 1),
      ecMin: unscale(p.ec_min_centi, 2),
      ecMax: unscale(p.ec_max_centi, 2),
      phMin: unscale(p.ph_min_tenths, 1),
      phMax: unscale(p.ph_max_tenths, 1),
      flowRate: unscale(p.flow_centi, 2),
      pressure: unscale(p.pressure_centi, 2),
      mixSeconds: p.mix_seconds,
      assigned: p.assigned,
      version: p.version,
      updateTime: formatDateTime(p.updated_at),
    };
  });

  route(calls.changeStatus, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const stop = input.status === 'stop';
    // One conditional update: two operators toggling at once cannot both pass the check.
    const row = await ctx.db
      .updateTable('fertigation_equip')
      .set((eb) => ({
        status: input.status,
        enabled: stop ? 'N' : 'Y',
        run_state: stop ? 'DISABLE' : eb.case().when('is_online', '=', true).then('AVAILABLE').else('OTHERS').end(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', input.id)
      .where('merchant_id', '=', merchantId)
      .where((eb) => (stop ? eb.and([eb('status', '<>', 'stop'), eb('run_state', '<>', 'OCCUPY')]) : eb('status', '=', 'stop')))
      .returning(['id', 'status', 'run_state', 'version'])
      .executeTakeFirst();
    if (row) return { id: row.id, status: row.status as Status, runState: row.run_state as RunState, version: row.version };
    const current = await ctx.db
      .selectFrom('fertigation_equip')
      .select(['status', 'run_state'])
      .where('id', '=', input.id)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!current) throw fail(msg.notFound(EQUIP));
    if (!stop) throw fail(msg.onlyStoppedEnable);
    throw fail(current.status === 'stop' ? msg.alreadyStopped : msg.equipRunning);
  });
}
