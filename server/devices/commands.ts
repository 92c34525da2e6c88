import { sql, type Kysely, type Selectable } from 'kysely';
import { downTopic } from '../../src/api/contract/device/topics';
import type { CommandAction, UpMessage } from '../../src/api/contract/device/messages';
import type { CommandRow } from '../../src/api/contract/well/monitor';
import type { Db } from '../db/connect';
import type { Database, DeviceCommandTable } from '../db/schema';
import { fail } from '../http/business-error';
import { wellMessages } from '../routes/well/well-messages';
import { formatDateTime } from '../http/format';
import { recordPresence } from '../history/presence';
import { publishLive } from '../live/live-hub';
import { monitorRowsOf } from '../routes/well/monitor-row';
import type { KnownDevice } from './device-directory';

export const commandMessages = {
  noDevice: '该机井未接入设备',
  offline: '设备不在线，无法下发指令',
  wellStopped: '机井已停用，不能启动水泵',
  timedOut: '设备未应答（10秒）',
  commandNotFound: '指令不存在',
} as const;

export const toCommandRow = (c: Selectable<DeviceCommandTable>): CommandRow => ({
  id: c.id,
  wellId: c.well_id,
  action: c.action,
  status: c.status,
  reason: c.reason,
  createTime: formatDateTime(c.created_at),
  answerTime: c.answered_at ? formatDateTime(c.answered_at) : null,
});

/**
 * Writes a pump command (SENT) for one of the merchant's wells with a device online. The caller
 * sends it to the device once its transaction commits ({@link DeviceCommands.dispatch}).
 */
export async function createCommand(db: Db, merchantId: number, userId: number, wellId: number, action: CommandAction, at: Date) {
  const well = await db
    .selectFrom('well')
    .leftJoin('device', 'device.well_id', 'well.id')
    .select(['well.id', 'well.is_online', 'well.status', 'device.username'])
    .where('well.id', '=', wellId)
    .where('well.merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!well) throw fail(wellMessages.wellNotFound);
  if (!well.username) throw fail(commandMessages.noDevice);
  if (!well.is_online) throw fail(commandMessages.offline);
  // a stopped (停用) well pumps for nobody, a start from the monitor included; stopping is always allowed
  if (action === 'start' && well.status === 'stop') throw fail(commandMessages.wellStopped);
  const row = await db
    .insertInto('device_command')
    .values({ merchant_id: merchantId, well_id: wellId, action, user_id: userId, created_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, username: well.username };
}

/** Commands in flight: sent to the device, timed out when unanswered, ended by the device's ack. */
export class DeviceCommands {
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly send: (topic: string, payload: string) => Promise<void>,
    private readonly opts: { timeoutMs: number; now: () => Date; log: (line: string) => void },
  ) {}

  /** Sends a committed command and arms its timeout. */
  async dispatch(row: Selectable<DeviceCommandTable>, username: string): Promise<void> {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.expire(row.id).catch((error: unknown) =>
        this.opts.log(JSON.stringify({ level: 'error', devices: 'command timeout', error: String(error) })),
      );
    }, this.opts.timeoutMs);
    this.timers.add(timer);
    await this.send(downTopic(username, 'cmd'), JSON.stringify({ cmdId: row.id, action: row.action, ts: this.opts.now().getTime() }));
  }

  /** A command still SENT becomes TIMEOUT (this process's timer, or the sweep for a process that went away). */
  async expire(id: number | 'overdue'): Promise<void> {
    const now = this.opts.now();
    await this.db.transaction().execute(async (trx) => {
      let query = trx
        .updateTable('device_command')
        .set({ status: 'TIMEOUT', reason: commandMessages.timedOut, answered_at: now })
        .where('status', '=', 'SENT');
      query =
        id === 'overdue'
          ? query.where('created_at', '<', new Date(now.getTime() - this.opts.timeoutMs - 1000))
          : query.where('id', '=', id);
      for (const row of await query.returningAll().execute())
        await publishLive(trx, row.merchant_id, { type: 'command', command: toCommandRow(row) });
    });
  }

  /** The device's answer: the command ends, and on ACK the well's running state follows it. */
  async ack(device: KnownDevice, m: UpMessage<'ack'>): Promise<'ok' | 'refused'> {
    const now = this.opts.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('device_command')
        .set({ status: m.ok ? 'ACKED' : 'REFUSED', reason: m.ok ? '' : (m.reason ?? '设备拒绝执行'), answered_at: now })
        .where('id', '=', m.cmdId)
        .where('well_id', '=', device.wellId)
        .where('status', '=', 'SENT')
        .returningAll()
        .executeTakeFirst();
      // a late answer (after the timeout) or another well's command changes nothing
      if (!row) return 'refused' as const;
      if (row.status === 'ACKED') {
        await trx
          .updateTable('well')
          .set({ running: row.action === 'start' ? 'use' : 'leisure' })
          .where('id', '=', row.well_id)
          .execute();
        await publishLive(trx, row.merchant_id, {
          type: 'wells',
          rows: await monitorRowsOf(trx, row.merchant_id, [row.well_id]),
          at: now.getTime(),
        });
      }
      await publishLive(trx, row.merchant_id, { type: 'command', command: toCommandRow(row) });
      return 'ok' as const;
    });
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

/** Wells silent longer than `afterMs` go offline (a well that never reported is left as it is). */
export async function markSilentOffline(db: Kysely<Database>, now: Date, afterMs: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('well')
      .set({ is_online: false, status: sql`case when status = 'normal' then 'notonline' else status end` })
      .where('is_online', '=', true)
      .where('status_at', '<', new Date(now.getTime() - afterMs))
      .returning(['id', 'merchant_id'])
      .execute();
    await recordPresence(
      trx,
      rows.map((r) => r.id),
      now,
      false,
    );
    const byMerchant = new Map<number, number[]>();
    for (const r of rows) byMerchant.set(r.merchant_id, [...(byMerchant.get(r.merchant_id) ?? []), r.id]);
    for (const [merchantId, ids] of byMerchant)
      await publishLive(trx, merchantId, { type: 'wells', rows: await monitorRowsOf(trx, merchantId, ids), at: now.getTime() });
    return rows.length;
  });
}
