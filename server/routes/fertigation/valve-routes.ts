import { fertigationPermissions as perms, fertigationValveCalls as calls } from '../../../src/api/contract';
import type { Db } from '../../db/connect';
import { toCount } from '../../db/count';
import { contains } from '../../db/like';
import { requirePermission } from '../../http/access';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { formatDateTime } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { refuseDuplicates, staleOrMissing } from '../business/write-refusals';
import { fertigationMessages as msg } from './messages';
import { inTransaction } from '../../db/transaction';

const VALVE = '阀门';

/** The area is the merchant's; a chosen machine serves it and has room for one more valve. */
async function checkBinding(
  db: Db,
  merchantId: number,
  areaId: number,
  equipId: number | null,
  valveId: number | undefined,
): Promise<void> {
  const area = await db.selectFrom('area').select('id').where('id', '=', areaId).where('merchant_id', '=', merchantId).executeTakeFirst();
  if (!area) throw fail(msg.notFound('区域'));
  if (equipId === null) return;
  const equip = await db
    .selectFrom('fertigation_equip')
    .innerJoin('equip_type', 'equip_type.id', 'fertigation_equip.equip_type_id')
    .select(['fertigation_equip.id', 'equip_type.valve_limit'])
    .where('fertigation_equip.id', '=', equipId)
    .where('fertigation_equip.merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!equip) throw fail(msg.notFound('设备'));
  const serves = await db
    .selectFrom('equip_area')
    .select('area_id')
    .where('equip_id', '=', equipId)
    .where('area_id', '=', areaId)
    .executeTakeFirst();
  if (!serves) throw fail(msg.valveEquipNotServing);
  let others = db
    .selectFrom('valve')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('equip_id', '=', equipId);
  if (valveId !== undefined) others = others.where('id', '<>', valveId);
  const { n } = await others.executeTakeFirstOrThrow();
  if (toCount(n as number | string) >= equip.valve_limit) throw fail(msg.valveLimit(equip.valve_limit));
}

export function registerValveRoutes(route: RouteFn): void {
  route(calls.findPageValve, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const window = clampPage(input);
    let query = ctx.db
      .selectFrom('valve')
      .innerJoin('area', 'area.id', 'valve.area_id')
      .innerJoin('place', 'place.id', 'area.place_id')
      .leftJoin('fertigation_equip as e', 'e.id', 'valve.equip_id')
      .where('valve.merchant_id', '=', merchantId);
    if (input.keyword) {
      const pattern = contains(input.keyword);
      query = query.where((eb) => eb.or([eb('valve.name', 'ilike', pattern), eb('valve.cd', 'ilike', pattern)]));
    }
    if (input.placeId !== undefined) query = query.where('area.place_id', '=', input.placeId);
    if (input.areaId !== undefined) query = query.where('valve.area_id', '=', input.areaId);
    if (input.equipId !== undefined) query = query.where('valve.equip_id', '=', input.equipId);
    if (input.bound) query = query.where('valve.equip_id', input.bound === 'Y' ? 'is not' : 'is', null);
    if (input.enabled) query = query.where('valve.enabled', '=', input.enabled);
    const { rows, total } = await selectPage(
      query,
      (q) =>
        q
          .select([
            'valve.id',
            'valve.cd',
            'valve.name',
            'valve.area_id',
            'area.name as area_name',
            'area.place_id',
            'place.name as place_name',
            'e.id as equip_id',
            'e.cd as equip_cd',
            'e.name as equip_name',
            'valve.enabled',
            'valve.remark',
            'valve.version',
            'valve.created_at',
          ])
          .orderBy('valve.id', 'desc'),
      window,
    );
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        cd: r.cd,
        name: r.name,
        areaId: r.area_id,
        areaName: r.area_name,
        placeId: r.place_id,
        placeName: r.place_name,
        equipId: r.equip_id,
        equipCd: r.equip_cd,
        equipName: r.equip_name,
        enabled: r.enabled,
        remark: r.remark,
        version: r.version,
        createTime: formatDateTime(r.created_at),
      })),
      total,
      window,
    );
  });

  route(calls.saveValve, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const values = {
      cd: input.cd,
      name: input.name,
      area_id: input.areaId,
      equip_id: input.equipId,
      enabled: input.enabled,
      remark: input.remark,
    };
    const duplicates = { valve_merchant_id_cd_key: msg.duplicateCode(VALVE, input.cd) };
    const { id, version } = input;
    if (id !== undefined) requirePermission(ctx, perms.valve.edit);
    return inTransaction(ctx.db, async (trx) => {
      if (input.equipId !== null) {
        // Serialises valve saves of one machine, so two cannot both take its last free slot.
        await trx
          .selectFrom('fertigation_equip')
          .select('id')
          .where('id', '=', input.equipId)
          .where('merchant_id', '=', merchantId)
          .forUpdate()
          .executeTakeFirst();
      }
      await checkBinding(trx, merchantId, input.areaId, input.equipId, id);
      if (id === undefined) {
        return refuseDuplicates(duplicates, () =>
          trx
            .insertInto('valve')
            .values({ ...values, merchant_id: merchantId, created_at: ctx.now })
            .returning(['id', 'version'])
            .executeTakeFirstOrThrow(),
        );
      }
      const row = await refuseDuplicates(duplicates, () =>
        trx
          .updateTable('valve')
          .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
          .where('id', '=', id)
          .where('merchant_id', '=', merchantId)
          .where('version', '=', version as number)
          .returning(['id', 'version'])
          .executeTakeFirst(),
      );
      return (
        row ??
        staleOrMissing(
          () => trx.selectFrom('valve').select('id').where('id', '=', id).where('merchant_id', '=', merchantId).executeTakeFirst(),
          VALVE,
        )
      );
    });
  });

  route(calls.checkCd, async (input, ctx) => {
    let query = ctx.db.selectFrom('valve').select('id').where('merchant_id', '=', userOf(ctx).merchantId).where('cd', '=', input.cd);
    if (input.id !== undefined) query = query.where('id', '<>', input.id);
    return { available: (await query.executeTakeFirst()) === undefined };
  });

  route(calls.deleteValve, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    await inTransaction(ctx.db, async (trx) => {
      const valve = await trx
        .selectFrom('valve')
        .leftJoin('fertigation_equip as e', 'e.id', 'valve.equip_id')
        .select(['valve.id', 'e.cd as equip_cd'])
        .where('valve.id', '=', input.id)
        .where('valve.merchant_id', '=', merchantId)
        .forUpdate('valve')
        .executeTakeFirst();
      if (!valve) throw fail(msg.notFound(VALVE));
      if (valve.equip_cd !== null) throw fail(msg.valveBound(valve.equip_cd));
      if (await trx.selectFrom('template_step').select('valve_id').where('valve_id', '=', input.id).executeTakeFirst())
        throw fail(msg.valveInTemplate);
      await trx.deleteFrom('valve').where('id', '=', input.id).where('merchant_id', '=', merchantId).execute();
    });
    return null;
  });
}
