import { fertigationAreaCalls as calls, fertigationPermissions as perms } from '../../../src/api/contract';
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

const AREA = '区域';

async function placeOf(db: Db, merchantId: number, placeId: number): Promise<void> {
  const place = await db
    .selectFrom('place')
    .select('id')
    .where('id', '=', placeId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!place) throw fail(msg.notFound('村镇'));
}

export function registerAreaRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const window = clampPage(input);
    let query = ctx.db
      .selectFrom('area')
      .innerJoin('place', 'place.id', 'area.place_id')
      .leftJoin('equip_area', 'equip_area.area_id', 'area.id')
      .leftJoin('fertigation_equip as e', 'e.id', 'equip_area.equip_id')
      .where('area.merchant_id', '=', merchantId);
    if (input.keyword) {
      const pattern = contains(input.keyword);
      query = query.where((eb) => eb.or([eb('area.name', 'ilike', pattern), eb('area.cd', 'ilike', pattern)]));
    }
    if (input.placeId !== undefined) query = query.where('area.place_id', '=', input.placeId);
    if (input.bound) query = query.where('equip_area.equip_id', input.bound === 'Y' ? 'is not' : 'is', null);
    const { rows, total } = await selectPage(
      query,
      (q) =>
        q
          .select([
            'area.id',
            'area.cd',
            'area.name',
            'area.place_id',
            'place.name as place_name',
            'area.acreage_mu',
            'area.crop',
            'area.remark',
            'area.version',
            'area.created_at',
            'e.id as equip_id',
            'e.cd as equip_cd',
            'e.name as equip_name',
          ])
          .select((eb) =>
            eb
              .selectFrom('valve')
              .select((v) => v.fn.countAll().as('c'))
              .whereRef('valve.area_id', '=', 'area.id')
              .as('valve_count'),
          )
          .orderBy('area.id', 'desc'),
      window,
    );
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        cd: r.cd,
        name: r.name,
        placeId: r.place_id,
        placeName: r.place_name,
        acreageMu: r.acreage_mu,
        crop: r.crop,
        remark: r.remark,
        valveCount: toCount(r.valve_count as number | string | null),
        equipId: r.equip_id,
        equipCd: r.equip_cd,
        equipName: r.equip_name,
        version: r.version,
        createTime: formatDateTime(r.created_at),
      })),
      total,
      window,
    );
  });

  route(calls.areaList, async (input, ctx) => {
    let query = ctx.db
      .selectFrom('area')
      .leftJoin('equip_area', 'equip_area.area_id', 'area.id')
      .leftJoin('fertigation_equip as e', 'e.id', 'equip_area.equip_id')
      .select(['area.id', 'area.cd', 'area.name', 'area.place_id as placeId', 'e.id as equipId', 'e.cd as equipCd', 'e.name as equipName'])
      .where('area.merchant_id', '=', userOf(ctx).merchantId);
    if (input.placeId !== undefined) query = query.where('area.place_id', '=', input.placeId);
    return query.orderBy('area.id').execute();
  });

  route(calls.save, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const values = {
      cd: input.cd,
      name: input.name,
      place_id: input.placeId,
      acreage_mu: input.acreageMu,
      crop: input.crop,
      remark: input.remark,
    };
    const duplicates = { area_cd_uq: msg.duplicateCode(AREA, input.cd) };
    await placeOf(ctx.db, merchantId, input.placeId);
    if (input.id === undefined) {
      return refuseDuplicates(duplicates, () =>
        ctx.db
          .insertInto('area')
          .values({ ...values, merchant_id: merchantId, created_at: ctx.now })
          .returning(['id', 'version'])
          .executeTakeFirstOrThrow(),
      );
    }
    requirePermission(ctx, perms.area.edit);
    const { id, version } = input;
    return inTransaction(ctx.db, async (trx) => {
      const current = await trx
        .selectFrom('area')
        .select(['place_id'])
        .where('id', '=', id)
        .where('merchant_id', '=', merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw fail(msg.notFound(AREA));
      if (current.place_id !== input.placeId) {
        // Its machine and valves belong to the old place: moving the area would split them.
        const used = await trx
          .selectFrom('valve')
          .select('id')
          .where('area_id', '=', id)
          .union(trx.selectFrom('equip_area').select('area_id as id').where('area_id', '=', id))
          .executeTakeFirst();
        if (used) throw fail(msg.areaMovedWithBinding);
      }
      const row = await refuseDuplicates(duplicates, () =>
        trx
          .updateTable('area')
          .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
          .where('id', '=', id)
          .where('merchant_id', '=', merchantId)
          .where('version', '=', version as number)
          .returning(['id', 'version'])
          .executeTakeFirst(),
      );
      return row ?? staleOrMissing(async () => true, AREA);
    });
  });

  route(calls.deleteArea, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    await inTransaction(ctx.db, async (trx) => {
      // Locked, so a valve or binding added meanwhile waits for this check (their inserts reference the row).
      const area = await trx
        .selectFrom('area')
        .select('id')
        .where('id', '=', input.id)
        .where('merchant_id', '=', merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!area) throw fail(msg.notFound(AREA));
      const { n } = await trx
        .selectFrom('valve')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('area_id', '=', input.id)
        .executeTakeFirstOrThrow();
      if (toCount(n as number | string) > 0) throw fail(msg.areaHasValves(toCount(n as number | string)));
      const equip = await trx
        .selectFrom('equip_area')
        .innerJoin('fertigation_equip', 'fertigation_equip.id', 'equip_area.equip_id')
        .select('fertigation_equip.cd')
        .where('equip_area.area_id', '=', input.id)
        .executeTakeFirst();
      if (equip) throw fail(msg.areaHasEquip(equip.cd));
      if (await trx.selectFrom('template_step').select('area_id').where('area_id', '=', input.id).executeTakeFirst())
        throw fail(msg.areaInTemplate);
      if (await trx.selectFrom('usage_record').select('id').where('area_id', '=', input.id).executeTakeFirst())
        throw fail(msg.areaInRecords);
      await trx.deleteFrom('area').where('id', '=', input.id).where('merchant_id', '=', merchantId).execute();
    });
    return null;
  });
}
