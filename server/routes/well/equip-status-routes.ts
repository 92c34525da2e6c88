import { wellEquipCalls as calls } from '../../../src/api/contract';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import type { RouteFn } from '../../http/route';
import { wellMessages as msg } from './well-messages';

type Status = 'normal' | 'broken' | 'unusual' | 'onReplenish' | 'stop' | 'notonline';

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
      .returning(['id', 'status', 'enabled', 'version'])
      .executeTakeFirst();
    if (row) return { ...row, status: row.status as Status };
    const current = await ctx.db
      .selectFrom('well')
      .select('id')
      .where('id', '=', input.id)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    throw fail(current ? msg.onlyStoppedEnable : msg.wellNotFound);
  });
}
