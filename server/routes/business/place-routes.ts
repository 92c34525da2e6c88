import { toCount } from '../../db/count';
import { contains } from '../../db/like';
import { requirePermission } from '../../http/access';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { formatDateTime } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { findRegion, padRegionCode, regionPath } from '../../region/region-data';
import { lineEquip, type BusinessLine } from './line';
import { businessMessages as msg } from './messages';
import { refuseDuplicates, staleOrMissing } from './write-refusals';

const PLACE = '村镇';

/** `{line}/place/savePlace`, `findPage`, `placeList` and `findManagerNameByMobile`: one merchant's places, shared by the lines. */
export function registerPlaceRoutes(route: RouteFn, line: BusinessLine): void {
  const {
    calls: { place: calls },
    permissions: { place: perms },
  } = line;

  route(calls.savePlace, async (input, ctx) => {
    // The call admits add or edit; creating needs the one, changing the other.
    requirePermission(ctx, input.id === undefined ? perms.add : perms.edit);
    const merchantId = userOf(ctx).merchantId;
    const path = regionPath(input.areaCode);
    if (!path) throw fail(msg.placeRegion);
    const values = {
      name: input.name,
      province_code: path.province.cd,
      city_code: path.city.cd,
      area_code: path.area.cd,
      address: input.address,
      manager_name: input.managerName,
      manager_mobile: input.managerMobile,
    };
    const duplicates = { place_name_uq: msg.duplicateName(PLACE, input.name) };
    if (input.id === undefined) {
      return refuseDuplicates(duplicates, () =>
        ctx.db
          .insertInto('place')
          .values({ ...values, merchant_id: merchantId, created_at: ctx.now })
          .returning(['id', 'version'])
          .executeTakeFirstOrThrow(),
      );
    }
    const { id, version } = input;
    const row = await refuseDuplicates(duplicates, () =>
      ctx.db
        .updateTable('place')
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
        () => ctx.db.selectFrom('place').select('id').where('id', '=', id).where('merchant_id', '=', merchantId).executeTakeFirst(),
        PLACE,
      )
    );
  });

  route(calls.findPage, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const window = clampPage(input);
    let query = ctx.db.selectFrom('place').where('place.merchant_id', '=', merchantId);
    if (input.name) query = query.where('place.name', 'ilike', contains(input.name));
    if (input.managerMobile) query = query.where('place.manager_mobile', 'like', contains(input.managerMobile));
    if (input.regionCode) {
      const column =
        input.regionCode.length === 2 ? 'place.province_code' : input.regionCode.length === 4 ? 'place.city_code' : 'place.area_code';
      query = query.where(column, '=', padRegionCode(input.regionCode) as string);
    }
    const { rows, total } = await selectPage(
      query,
      (q) =>
        q
          .selectAll('place')
          .select((eb) => [
            eb
              .selectFrom('area')
              .select((a) => a.fn.countAll().as('c'))
              .whereRef('area.place_id', '=', 'place.id')
              .as('area_count'),
            // The line's equipment there: machines for fertigation, wells for the well line.
            eb
              .selectFrom(lineEquip(line))
              .select((a) => a.fn.countAll().as('c'))
              .whereRef('e.place_id', '=', 'place.id')
              .as('equip_count'),
          ])
          .orderBy('place.id', 'desc'),
      window,
    );
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        provinceCode: r.province_code,
        provinceName: findRegion(r.province_code)?.name ?? '',
        cityCode: r.city_code,
        cityName: findRegion(r.city_code)?.name ?? '',
        areaCode: r.area_code,
        areaName: findRegion(r.area_code)?.name ?? '',
        address: r.address,
        managerName: r.manager_name,
        managerMobile: r.manager_mobile,
        areaCount: toCount(r.area_count as number | string | null),
        equipCount: toCount(r.equip_count as number | string | null),
        version: r.version,
        createTime: formatDateTime(r.created_at),
      })),
      total,
      window,
    );
  });

  route(calls.placeList, async (_input, ctx) =>
    ctx.db.selectFrom('place').select(['id', 'name']).where('merchant_id', '=', userOf(ctx).merchantId).orderBy('id').execute(),
  );

  route(calls.findManagerNameByMobile, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const user = await ctx.db
      .selectFrom('merchant_user')
      .select('name')
      .where('merchant_id', '=', merchantId)
      .where('mobile', '=', input.mobile)
      .executeTakeFirst();
    const manager =
      user ??
      (await ctx.db
        .selectFrom('place')
        .select('manager_name as name')
        .where('merchant_id', '=', merchantId)
        .where('manager_mobile', '=', input.mobile)
        .where('manager_name', '<>', '')
        .orderBy('id', 'desc')
        .executeTakeFirst());
    return manager ? { mobile: input.mobile, name: manager.name } : null;
  });
}
