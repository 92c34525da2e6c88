import type { Kysely } from 'kysely';
import type { DownMessage, UpMessage } from '../../src/api/contract/device/messages';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { BusinessError, fail } from '../http/business-error';
import { fenToYuan } from '../http/format';
import { publishLive } from '../live/live-hub';
import { moneyMessages } from '../money/money-messages';
import { finishWellOrder, startWellOrder } from '../money/well-orders';
import { monitorRowsOf } from '../routes/well/monitor-row';
import type { KnownDevice } from './device-directory';

/** Takes a message's number for good (outside any transaction): false when another message already passed it. */
export async function claimSeq(db: Db, device: KnownDevice, seq: number): Promise<boolean> {
  const row = await db
    .updateTable('device')
    .set({ last_seq: seq })
    .where('id', '=', device.id)
    .where('last_seq', '<', seq)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

const actorOf = (device: KnownDevice, at: Date) => ({ merchantId: device.merchantId, userId: null, at });

async function cardBalanceFen(db: Db, cardId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_account')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('balance_fen'), eb.lit(0)).as('fen'))
    .where('card_id', '=', cardId)
    .where('kind', '=', 'card')
    .executeTakeFirstOrThrow();
  return Number(row.fen);
}

async function tellConsoles(db: Db, device: KnownDevice, wellId: number, at: Date): Promise<void> {
  await publishLive(db, device.merchantId, { type: 'wells', rows: await monitorRowsOf(db, device.merchantId, [wellId]), at: at.getTime() });
  await publishLive(db, device.merchantId, { type: 'day', at: at.getTime() });
}

/**
 * A card swiped at a well starts an order (money/well-orders.ts: refused on a lost or replaced
 * card, a busy or stopped well, a balance under the well's least), with the meters at its start.
 * The same swipe again (the device missed the answer) answers again and starts nothing.
 */
export async function startSwipeOrder(
  db: Kysely<Database>,
  device: KnownDevice,
  m: UpMessage<'swipe'>,
  at: Date,
): Promise<DownMessage<'swipe'>> {
  const wellId = device.wellId!;
  try {
    return await db.transaction().execute(async (trx) => {
      const again = await trx
        .selectFrom('usage_record')
        .select(['id', 'status', 'card_id'])
        .where('order_no', '=', m.orderNo)
        .where('merchant_id', '=', device.merchantId)
        .where('well_id', '=', wellId)
        .executeTakeFirst();
      if (again) return { orderNo: m.orderNo, ok: again.status === 'RUNNING' };
      const card = await trx
        .selectFrom('card')
        .select(['id', 'card_type'])
        .where('merchant_id', '=', device.merchantId)
        .where('card_no', '=', m.cardNo)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!card) throw fail(moneyMessages.cardNotFound);
      // its money is on its chip: the controller takes it and reports the order (up/order)
      if (card.card_type === 'offline') throw fail(moneyMessages.offlineCardSwiped);
      const orderId = await startWellOrder(trx, actorOf(device, at), { wellId, cardId: card.id, orderNo: m.orderNo });
      await trx
        .updateTable('usage_record')
        .set({ start_meter_wh: m.meterWh, start_meter_liters: m.meterLiters })
        .where('id', '=', orderId)
        .execute();
      await trx.updateTable('well').set({ meter_wh: m.meterWh, meter_liters: m.meterLiters }).where('id', '=', wellId).execute();
      await tellConsoles(trx, device, wellId, at);
      return { orderNo: m.orderNo, ok: true, balance: fenToYuan(await cardBalanceFen(trx, card.id)) };
    });
  } catch (error) {
    // an order number another well or merchant used is refused like any other start
    if (error instanceof BusinessError) return { orderNo: m.orderNo, ok: false, message: error.message };
    if (/duplicate key|unique/i.test(String(error))) return { orderNo: m.orderNo, ok: false, message: '订单号重复' };
    throw error;
  }
}

/**
 * The stop of a swipe's order: what the meters moved since its start ends it and prices it (one
 * transaction with the bill and its journal entry). A stop for an order that is not running (sent
 * twice) changes nothing. A meter that went back (replaced) counts nothing rather than a negative.
 */
export async function stopSwipeOrder(db: Kysely<Database>, device: KnownDevice, m: UpMessage<'stop'>, at: Date): Promise<'ok' | 'refused'> {
  const wellId = device.wellId!;
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('usage_record')
      .select(['id', 'start_meter_wh', 'start_meter_liters'])
      .where('order_no', '=', m.orderNo)
      .where('merchant_id', '=', device.merchantId)
      .where('well_id', '=', wellId)
      .where('status', '=', 'RUNNING')
      .executeTakeFirst();
    if (!order) return 'refused' as const;
    const used = (now: number, start: string | number | null) => Math.max(0, now - Number(start ?? now));
    await finishWellOrder(trx, actorOf(device, at), order.id, {
      electricWh: used(m.meterWh, order.start_meter_wh),
      waterLiters: used(m.meterLiters, order.start_meter_liters),
    });
    await trx.updateTable('well').set({ meter_wh: m.meterWh, meter_liters: m.meterLiters }).where('id', '=', wellId).execute();
    await tellConsoles(trx, device, wellId, at);
    return 'ok' as const;
  });
}
