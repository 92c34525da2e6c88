import { sql, type Kysely } from 'kysely';
import type { UpMessage } from '../../src/api/contract/device/messages';
import type { Database } from '../db/schema';
import { publishLive } from '../live/live-hub';
import { monitorRowsOf } from '../routes/well/monitor-row';
import { HISTORY_GAP_S, historyOfBatch } from '../history/batch-history';
import type { ReadingPartitions } from '../history/reading-partitions';
import { evaluateMeterBackAlarms, evaluateStatusAlarms, type LevelReadings, type MeterReadings } from './alarm-rules';
import type { KnownDevice } from './device-directory';

interface Pending {
  device: KnownDevice;
  message: UpMessage<'status'>;
  done: (outcome: 'ok' | 'replayed') => void;
  fail: (error: unknown) => void;
}

/** Scales a reading to the integer its column keeps. */
const scaled = (value: number, places: number) => Math.round(value * 10 ** places);

/**
 * Status reports are the bulk of device traffic (every device every 10 s or so): they are
 * gathered for `flushMs` and written together, each device's number claimed, its well (or
 * machine) updated and the well's history kept (server/docs/history.md) in one statement, and the
 * merchants' consoles told in the same transaction.
 * A report whose number another message already passed (on another process) changes nothing.
 * The wells written are then checked against their alarm rules (alarm-rules.ts).
 */
export class StatusWriter {
  private pending: Pending[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly opts: { flushMs: number; now: () => Date; maxBatch?: number },
    private readonly partitions: ReadingPartitions,
  ) {}

  add(device: KnownDevice, message: UpMessage<'status'>): Promise<'ok' | 'replayed'> {
    return new Promise((done, fail) => {
      this.pending.push({ device, message, done, fail });
      if (this.pending.length >= (this.opts.maxBatch ?? 2000)) this.flushSoon(0);
      else this.flushSoon(this.opts.flushMs);
    });
  }

  private flushSoon(ms: number): void {
    if (this.timer && ms > 0) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const batch = this.pending;
      this.pending = [];
      // one batch at a time: the next waits, and grows meanwhile
      this.flushing = this.flushing.then(() => this.write(batch));
    }, ms);
  }

  private async write(batch: Pending[]): Promise<void> {
    if (batch.length === 0) return;
    const now = this.opts.now();
    try {
      await this.partitions.ensure(now);
      const taken = await this.db.transaction().execute(async (trx) => {
        const values = sql.join(
          batch.map(
            ({ device: d, message: m }) => sql`(${d.id}::int, ${m.seq}::bigint, ${new Date(m.ts)}::timestamptz, ${scaled(m.sig, 1)}::int,
          ${scaled(m.waterLevel, 2)}::int, ${m.running}::boolean, ${scaled(m.current, 1)}::int, ${scaled(m.voltage, 1)}::int,
          ${m.meterWh}::bigint, ${m.meterLiters}::bigint)`,
          ),
        );
        const { rows } = await sql<{ device_id: number; well_id: number | null; merchant_id: number } & MeterReadings & LevelReadings>`
          with v(device_id, seq, device_at, sig, level, running, cur, volt, wh, liters) as (values ${values}),
          claimed as (
            update device d set last_seq = v.seq from v where d.id = v.device_id and d.last_seq < v.seq
            returning d.id as device_id, d.well_id, d.equip_id, d.merchant_id, v.device_at, v.sig, v.level, v.running, v.cur, v.volt, v.wh, v.liters),
          -- the wells as they were before this batch (every part of the statement reads that snapshot);
          -- water_level_cm is written by this statement only, so it is the level of the report at reported_at
          prev as (
            select w.id as well_id, w.is_online, w.reported_at, w.reported_meter_wh, w.reported_meter_liters, w.reported_running,
              w.water_level_cm as reported_level_cm
            from well w join claimed c on c.well_id = w.id),
          ${historyOfBatch(now)},
          wells as (
            update well w set is_online = true, last_online_at = ${now}, status_at = ${now}, sig_tenths = least(c.sig, 310),
              water_level_cm = least(c.level, 50000), running = case when c.running then 'use' else 'leisure' end,
              current_deciamps = c.cur, voltage_decivolts = c.volt, meter_wh = c.wh, meter_liters = c.liters,
              status = case when w.status = 'notonline' then 'normal' else w.status end,
              reported_at = ${now}, reported_meter_wh = c.wh, reported_meter_liters = c.liters, reported_running = c.running
            from claimed c where w.id = c.well_id returning w.id),
          machines as (
            update fertigation_equip e set is_online = true, last_online_at = ${now}, sig_tenths = least(c.sig, 310),
              run_state = case when c.running then 'OCCUPY' when e.run_state = 'OCCUPY' then 'AVAILABLE' else e.run_state end,
              status = case when e.status = 'notonline' then 'normal' else e.status end
            from claimed c where e.id = c.equip_id returning e.id)
          select c.device_id, c.well_id, c.merchant_id, p.reported_meter_wh as wh_before, p.reported_meter_liters as liters_before,
            c.wh, c.liters,
            -- the level to compare with: none after a silence longer than the history's gap
            case when extract(epoch from (${now}::timestamptz - p.reported_at)) <= ${HISTORY_GAP_S} then p.reported_level_cm end as level_before
          from claimed c left join prev p on p.well_id = c.well_id`.execute(trx);
        const byMerchant = new Map<number, number[]>();
        for (const r of rows) if (r.well_id !== null) byMerchant.set(r.merchant_id, [...(byMerchant.get(r.merchant_id) ?? []), r.well_id]);
        for (const [merchantId, wellIds] of byMerchant) {
          await publishLive(trx, merchantId, { type: 'wells', rows: await monitorRowsOf(trx, merchantId, wellIds), at: now.getTime() });
        }
        // the changed wells against their alarm rules (water level, a level jump, over-current, a meter gone back), in this transaction
        await evaluateStatusAlarms(trx, rows, now);
        await evaluateMeterBackAlarms(trx, rows, now);
        return new Set(rows.map((r) => r.device_id));
      });
      for (const p of batch) p.done(taken.has(p.device.id) ? 'ok' : 'replayed');
    } catch (error) {
      for (const p of batch) p.fail(error);
    }
  }

  /** Writes what is waiting now (closing, tests). */
  async flush(): Promise<void> {
    if (this.pending.length > 0) this.flushSoon(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await this.flushing;
  }
}
