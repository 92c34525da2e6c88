import { farmerCalls as calls } from '../../../src/api/contract';
import { fail } from '../../http/business-error';
import type { CallContext } from '../../http/context';
import { formatDateTime } from '../../http/format';
import type { RouteFn } from '../../http/route';
import { contains } from '../../db/like';
import { moneyMessages as msg } from '../../money/money-messages';
import { actorOf } from './actor';

function changeRows(ctx: CallContext, merchantId: number) {
  return ctx.db
    .selectFrom('farmer_place_change as m')
    .innerJoin('farmer as f', 'f.id', 'm.farmer_id')
    .innerJoin('place as a', 'a.id', 'm.from_place_id')
    .innerJoin('place as b', 'b.id', 'm.to_place_id')
    .leftJoin('merchant_user as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.farmer_id',
      'f.name as farmer_name',
      'a.name as from_name',
      'b.name as to_name',
      'u.name as user_name',
      'm.created_at',
    ])
    .where('m.merchant_id', '=', merchantId);
}

type ChangeSelect = Awaited<ReturnType<ReturnType<typeof changeRows>['execute']>>[number];
const toChangeRow = (r: ChangeSelect) => ({
  id: r.id,
  farmerId: r.farmer_id,
  farmerName: r.farmer_name,
  fromPlaceName: r.from_name,
  toPlaceName: r.to_name,
  operatorName: r.user_name ?? '',
  createTime: formatDateTime(r.created_at),
});

async function farmerOf(ctx: CallContext, farmerId: number) {
  const farmer = await ctx.db
    .selectFrom('farmer')
    .select(['id', 'place_id'])
    .where('id', '=', farmerId)
    .where('merchant_id', '=', actorOf(ctx).merchantId)
    .executeTakeFirst();
  if (!farmer) throw fail(msg.farmerNotFound);
  return farmer;
}

/** plat/farmer/changePlace/* (a farmer moves: cards and balances stay, the quota is the new place's) and api-user/user/place/select. */
export function registerFarmerRoutes(route: RouteFn): void {
  route(calls.findPlaceList, async (input, ctx) => {
    const farmer = await farmerOf(ctx, input.farmerId);
    return ctx.db
      .selectFrom('place')
      .select(['id', 'name'])
      .where('merchant_id', '=', actorOf(ctx).merchantId)
      .where('id', '<>', farmer.place_id)
      .orderBy('name')
      .orderBy('id')
      .execute();
  });

  route(calls.findChangePlaceList, async (input, ctx) => {
    let query = changeRows(ctx, actorOf(ctx).merchantId);
    if (input.farmerId !== undefined) query = query.where('m.farmer_id', '=', input.farmerId);
    return (await query.orderBy('m.id', 'desc').limit(200).execute()).map(toChangeRow);
  });

  route(calls.changePlace, async (input, ctx) => {
    const a = actorOf(ctx);
    const farmer = await ctx.db
      .selectFrom('farmer')
      .select(['id', 'place_id'])
      .where('id', '=', input.farmerId)
      .where('merchant_id', '=', a.merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!farmer) throw fail(msg.farmerNotFound);
    const place = await ctx.db
      .selectFrom('place')
      .select('id')
      .where('id', '=', input.placeId)
      .where('merchant_id', '=', a.merchantId)
      .executeTakeFirst();
    if (!place) throw fail(msg.placeNotFound);
    if (place.id === farmer.place_id) throw fail(msg.samePlace);
    await ctx.db
      .updateTable('farmer')
      .set((eb) => ({ place_id: place.id, version: eb('version', '+', 1) }))
      .where('id', '=', farmer.id)
      .execute();
    const { id } = await ctx.db
      .insertInto('farmer_place_change')
      .values({
        merchant_id: a.merchantId,
        farmer_id: farmer.id,
        from_place_id: farmer.place_id,
        to_place_id: place.id,
        user_id: a.userId,
        created_at: a.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return toChangeRow(await changeRows(ctx, a.merchantId).where('m.id', '=', id).executeTakeFirstOrThrow());
  });

  route(calls.selectPlace, async (input, ctx) => {
    let query = ctx.db.selectFrom('place').select(['id', 'name']).where('merchant_id', '=', actorOf(ctx).merchantId);
    if (input.keyword) query = query.where('name', 'like', contains(input.keyword));
    return query.orderBy('name').orderBy('id').limit(100).execute();
  });
}
