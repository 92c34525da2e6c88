import type { ExpressionBuilder } from 'kysely';
import { wellEquipCalls as calls } from '../../../src/api/contract';
import type { Database } from '../../db/schema';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import type { RouteFn } from '../../http/route';
import { wellMessages as msg } from './well-messages';

type Status = 'normal' | 'broken' | 'unusual' | 'onReplenish' | 'stop' | 'notonline';

/** The well has the prices its billing mode charges by (a well the platform registered has none until 计费设置). */
const priced = (eb: ExpressionBuilder<Database, 'well'>) =>
  eb.and([
    eb.or([eb('billing_mode', '=', 'water'), eb('electric_price_fen', '>', 0)]),
    eb.or([eb('billing_mode', '=', 'electric'), eb('water_price_fen', '>', 0)]),
  ]);

/**
 * irrigationWell/equip/changeStatus (stop) and enable. Each is one conditional update on the
 * state, so two operators cannot both apply it and a well starting to pump meanwhile is not stopped.
 */
export function registerWellStatusRoutes(route: RouteFn): void {
  route(calls.changeStatus, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const row = await ctx.db
      .updateTable('well')
      .set((eb) => ({ status: 'stop', enabled: 'N', version: eb('version', '+', 1) }))
      .where('id', '=', input.id)
      .where('merchant_id', '=', merchantId)
      .where('status', '<>', 'stop')
      .where('running', '<>', 'use')
      .returning(['id', 'status', 'enabled', 'version'])
      .executeTakeFirst();
    if (row) return { ...row, status: row.status as Status };
    const current = await ctx.db
      .selectFrom('well')
      .select(['status'])
      .where('id', '=', input.id)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!current) throw fail(msg.wellNotFound);
    throw fail(current.status === 'stop' ? msg.alreadyStopped : msg.pumpingStop);
  });

  route(calls.enable, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const row = await ctx.db
      .updateTable('well')
      .set((eb) => ({
        status: eb.case().when('is_online', '=', true).then('normal').else('notonline').end(),
        enabled: 'Y',
        version: eb('version', '+', 1),
      }))
      .where('id', '=', input.id)
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'stop')
      .where(priced)
      .returning(['id', 'status', 'enabled', 'version'])
      .executeTakeFirst();
    if (row) return { ...row, status: row.status as Status };
    const current = await ctx.db
      .selectFrom('well')
      .select((eb) => ['status', priced(eb).as('priced')])
      .where('id', '=', input.id)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!current) throw fail(msg.wellNotFound);
    throw fail(current.status === 'stop' && !current.priced ? msg.notPriced : msg.onlyStoppedEnable);
  });
}
