import { sql } from 'kysely';
import { wellMonitorCalls as calls } from '../../../src/api/contract';
import { contains } from '../../db/like';
import { hashSecret, newSecret, wellUsername } from '../../devices/credentials';
import { commandMessages, createCommand, toCommandRow } from '../../devices/commands';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { formatDateTime } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { monitorQuery, selectMonitorRows, toMonitorRow, waterLevelState } from './monitor-row';
import { wellMessages } from './well-messages';

/** irrigationWell/monitor/* and the wells' device credentials; every query on the caller's merchant. */
export function registerMonitorRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const window = clampPage(input);
    let query = monitorQuery(ctx.db, merchantId);
    if (input.keyword) {
      const pattern = contains(input.keyword);
      query = query.where((eb) => eb.or([eb('w.cd', 'ilike', pattern), eb('w.name', 'ilike', pattern)]));
    }
    if (input.placeId !== undefined) query = query.where('w.place_id', '=', input.placeId);
    if (input.isOnline !== undefined) query = query.where('w.is_online', '=', input.isOnline);
    if (input.running) query = query.where('w.running', '=', input.running);
    if (input.waterLevelState) query = query.where((eb) => eb(waterLevelState(eb), '=', input.waterLevelState!));
    const [{ rows, total }, summary] = await Promise.all([
      // offline wells first, then by code
      selectPage(
        query,
        (q) =>
          selectMonitorRows(q)
            .orderBy(sql`case when ${sql.ref('w.is_online')} then 1 else 0 end`)
            .orderBy('w.cd')
            .orderBy('w.id'),
        window,
      ),
      monitorQuery(ctx.db, merchantId)
        .select((eb) => [
          eb.fn.countAll<number | string>().as('wells'),
          sql<number | string>`count(*) filter (where w.is_online)`.as('online'),
          sql<number | string>`count(*) filter (where w.running = 'use')`.as('running'),
          sql<number | string>`count(*) filter (where ${waterLevelState(eb)} <> 'normal')`.as('level_alarms'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      ...pageResult(rows.map(toMonitorRow), total, window),
      summary: {
        wells: Number(summary.wells),
        online: Number(summary.online),
        running: Number(summary.running),
        levelAlarms: Number(summary.level_alarms),
      },
    };
  });

  route(calls.findAll, async (_input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const [rows, count] = await Promise.all([
      selectMonitorRows(monitorQuery(ctx.db, merchantId)).orderBy('w.cd').orderBy('w.id').limit(calls.MAP_WELLS_MAX).execute(),
      monitorQuery(ctx.db, merchantId)
        .select((eb) => eb.fn.countAll<number | string>().as('wells'))
        .executeTakeFirstOrThrow(),
    ]);
    return { records: rows.map(toMonitorRow), total: Number(count.wells) };
  });

  route(calls.command, async (input, ctx) => {
    const user = userOf(ctx);
    const { row, username } = await createCommand(ctx.db, user.merchantId, user.id, input.wellId, input.action, ctx.now);
    // sent once the command is committed: an answer can only find a command that exists
    ctx.afterCommit = async () => {
      await ctx.services.devices.commands.dispatch(row, username);
      return toCommandRow(row);
    };
    return toCommandRow(row);
  });

  route(calls.commandState, async (input, ctx) => {
    const row = await ctx.db
      .selectFrom('device_command')
      .selectAll()
      .where('id', '=', input.id)
      .where('merchant_id', '=', userOf(ctx).merchantId)
      .executeTakeFirst();
    if (!row) throw fail(commandMessages.commandNotFound);
    return toCommandRow(row);
  });

  route(calls.findDeviceKey, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const well = await ctx.db
      .selectFrom('well')
      .leftJoin('device', 'device.well_id', 'well.id')
      .select(['well.id', 'device.username', 'device.rotated_at'])
      .where('well.id', '=', input.id)
      .where('well.merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!well) throw fail(wellMessages.wellNotFound);
    return { username: well.username, rotateTime: well.rotated_at ? formatDateTime(well.rotated_at) : null };
  });

  route(calls.rotateDeviceKey, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const well = await ctx.db
      .selectFrom('well')
      .select('id')
      .where('id', '=', input.id)
      .where('merchant_id', '=', merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!well) throw fail(wellMessages.wellNotFound);
    const secret = newSecret();
    const device = await ctx.db
      .insertInto('device')
      .values({
        merchant_id: merchantId,
        well_id: well.id,
        equip_id: null,
        username: wellUsername(well.id),
        secret_hash: hashSecret(secret),
        created_at: ctx.now,
        rotated_at: ctx.now,
        // a new secret is a new device (a replaced module counts its messages from 1 again)
      })
      .onConflict((oc) =>
        oc.column('well_id').doUpdateSet({ secret_hash: (eb) => eb.ref('excluded.secret_hash'), rotated_at: ctx.now, last_seq: 0 }),
      )
      .returning(['username', 'rotated_at'])
      .executeTakeFirstOrThrow();
    await ctx.services.devices.forget(ctx.db, device.username);
    return { username: device.username, secret, rotateTime: formatDateTime(device.rotated_at) };
  });
}
