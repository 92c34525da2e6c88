import { wellEquipCalls as calls } from '../../../src/api/contract';
import { contains } from '../../db/like';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { scale } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { staleOrMissing } from '../business/write-refusals';
import { openFaults, todayUsage } from './usage-query';
import { wellMessages as msg } from './well-messages';
import { LITERS_PER_M3, WELL_COLUMNS, toWellRow, wellQuery, withPlaceAndParams } from './well-row';

const WELL = '机井';

/** irrigationWell/equip/findPage, findById, edit and saveBilling; every query on the caller's merchant. */
export function registerWellEquipRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const window = clampPage(input);
    let query = wellQuery(ctx.db, userOf(ctx).merchantId);
    if (input.keyword) {
      const pattern = contains(input.keyword);
      query = query.where((eb) =>
        eb.or([
          eb('w.cd', 'ilike', pattern),
          eb('w.name', 'ilike', pattern),
          eb('w.keeper_name', 'ilike', pattern),
          eb('w.keeper_mobile', 'like', pattern),
        ]),
      );
    }
    if (input.placeId !== undefined) query = query.where('w.place_id', '=', input.placeId);
    if (input.status) query = query.where('w.status', '=', input.status);
    if (input.running) query = query.where('w.running', '=', input.running);
    if (input.isOnline !== undefined) query = query.where('w.is_online', '=', input.isOnline);
    if (input.billingMode) query = query.where('w.billing_mode', '=', input.billingMode);
    if (input.health) query = query.where('w.health', '=', input.health);
    const { rows, total } = await selectPage(
      query,
      (q) => withPlaceAndParams(q).select(WELL_COLUMNS).orderBy('w.cd').orderBy('w.id'),
      window,
    );
    return pageResult(rows.map(toWellRow), total, window);
  });

  route(calls.findById, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const row = await withPlaceAndParams(wellQuery(ctx.db, merchantId))
      .select(WELL_COLUMNS)
      .where('w.id', '=', input.id)
      .executeTakeFirst();
    if (!row) throw fail(msg.wellNotFound);
    return {
      well: toWellRow(row),
      today: await todayUsage(ctx.db, merchantId, ctx.now, row.id),
      openFaults: await openFaults(ctx.db, merchantId, row.id),
    };
  });

  route(calls.edit, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    if ((input.longitude === null) !== (input.latitude === null)) throw fail(msg.coordinatesPair);
    // One conditional update: the version, a place of this merchant, and no move while pumping.
    const row = await ctx.db
      .updateTable('well')
      .set((eb) => ({
        name: input.name,
        place_id: input.placeId,
        transformer: input.transformer,
        keeper_name: input.keeperName,
        keeper_mobile: input.keeperMobile,
        location: input.location,
        longitude: input.longitude,
        latitude: input.latitude,
        permit_liters: input.permitVolume === null ? null : input.permitVolume * LITERS_PER_M3,
        permit_no: input.permitNo,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', input.id)
      .where('merchant_id', '=', merchantId)
      .where('version', '=', input.version)
      .where((eb) =>
        eb.exists(
          eb.selectFrom('place').select('place.id').where('place.id', '=', input.placeId).where('place.merchant_id', '=', merchantId),
        ),
      )
      .where((eb) => eb.or([eb('place_id', '=', input.placeId), eb('running', '<>', 'use')]))
      .returning(['id', 'version'])
      .executeTakeFirst();
    if (row) return row;
    const current = await ctx.db
      .selectFrom('well')
      .select(['version', 'place_id', 'running'])
      .where('id', '=', input.id)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!current) throw fail(msg.wellNotFound);
    if (current.version !== input.version) throw fail(msg.stale);
    const place = await ctx.db
      .selectFrom('place')
      .select('id')
      .where('id', '=', input.placeId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!place) throw fail(msg.placeNotFound);
    throw fail(current.running === 'use' && current.place_id !== input.placeId ? msg.pumpingMove : msg.stale);
  });

  route(calls.saveBilling, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const row = await ctx.db
      .updateTable('well')
      .set((eb) => ({
        billing_mode: input.billingMode,
        electric_price_fen: scale(input.electricPrice, 2),
        water_price_fen: scale(input.waterPrice, 2),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', input.id)
      .where('merchant_id', '=', merchantId)
      .where('version', '=', input.version)
      .returning(['id', 'version'])
      .executeTakeFirst();
    return (
      row ??
      staleOrMissing(
        () => ctx.db.selectFrom('well').select('id').where('id', '=', input.id).where('merchant_id', '=', merchantId).executeTakeFirst(),
        WELL,
      )
    );
  });
}
