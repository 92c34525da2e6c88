import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashSecret, newSecret, wellUsername } from '../credentials';
import type { SimulatedDevice } from './simulator';

/** Where a development server keeps the simulated devices' credentials (secrets in clear: never in production). */
export const simulatedDevicesFile = (dataDir: string) => join(dataDir, 'simulated-devices.json');

export interface Saved {
  username: string;
  secret: string;
  kind: 'well' | 'fertigation';
  merchantId: number;
}

/**
 * Credentials for every well and fertigation machine that has none yet, kept with their secrets
 * in `<dataDir>/simulated-devices.json` so that the simulator (in this process or `npm run
 * simulate`) can log in as them. A device whose key an operator made in the console is not
 * simulated: its secret was shown once and is not here. Returns the devices with their cards, and
 * each well's running order to pump on and stop.
 */
export async function ensureSimulatedDevices(db: Kysely<Database>, dataDir: string, now: Date): Promise<SimulatedDevice[]> {
  const file = simulatedDevicesFile(dataDir);
  const saved: Saved[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { devices: Saved[] }).devices : [];
  const known = new Set((await db.selectFrom('device').select('username').execute()).map((d) => d.username));
  const kept = saved.filter((d) => known.has(d.username));
  const wells = await db
    .selectFrom('well')
    .select(['id', 'merchant_id'])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('device').select('id').whereRef('device.well_id', '=', 'well.id'))))
    .orderBy('id')
    .execute();
  const machines = await db
    .selectFrom('fertigation_equip')
    .select(['id', 'merchant_id'])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('device').select('id').whereRef('device.equip_id', '=', 'fertigation_equip.id'))))
    .orderBy('id')
    .execute();
  const made: Saved[] = [];
  const rows = [
    ...wells.map((w) => ({
      kind: 'well' as const,
      merchant_id: w.merchant_id,
      well_id: w.id,
      equip_id: null,
      username: wellUsername(w.id),
    })),
    ...machines.map((m) => ({
      kind: 'fertigation' as const,
      merchant_id: m.merchant_id,
      well_id: null,
      equip_id: m.id,
      username: `f${wellUsername(m.id).slice(1)}`,
    })),
  ];
  for (const { kind, ...row } of rows) {
    const secret = newSecret();
    made.push({ username: row.username, secret, kind, merchantId: row.merchant_id });
    await db
      .insertInto('device')
      .values({ ...row, secret_hash: hashSecret(secret), created_at: now, rotated_at: now })
      .execute();
  }
  const devices = [...kept, ...made];
  const cards: Record<number, string[]> = {};
  // an offline card's money is on its chip: its controller does not ask the server (server/docs/offline-orders.md)
  for (const c of await db
    .selectFrom('card')
    .select(['merchant_id', 'card_no'])
    .where('status', '=', 'normal')
    .where('card_type', '<>', 'offline')
    .orderBy('id')
    .execute()) {
    (cards[c.merchant_id] ??= []).push(c.card_no);
  }
  // the cards too: `npm run simulate` has no database to find them in
  writeFileSync(file, JSON.stringify({ devices, cards }), { mode: 0o600 });
  const orders = await takeOverRunningOrders(
    db,
    devices.filter((d) => d.kind === 'well').map((d) => d.username),
  );
  return simulatedDevices({ devices, cards }).map((d) => (orders.has(d.username) ? { ...d, order: orders.get(d.username) } : d));
}

/**
 * The orders the simulated wells are pumping (the seed's, or swipes of a run before a restart), so
 * the field agrees with the console: the simulator reports those pumps running and stops each order
 * with its meters after a while, and it is billed. An order without start readings (the seed's) gets
 * the well's last reading as its start, and the meters now are that plus what it has pumped so far.
 */
async function takeOverRunningOrders(
  db: Kysely<Database>,
  usernames: readonly string[],
): Promise<Map<string, NonNullable<SimulatedDevice['order']>>> {
  const taken = new Map<string, NonNullable<SimulatedDevice['order']>>();
  if (usernames.length === 0) return taken;
  const rows = await db
    .selectFrom('usage_record as u')
    .innerJoin('device as d', 'd.well_id', 'u.well_id')
    .innerJoin('well as w', 'w.id', 'u.well_id')
    .select([
      'u.id',
      'u.order_no',
      'u.start_meter_wh',
      'u.start_meter_liters',
      'u.electric_wh',
      'u.water_liters',
      'd.username',
      'w.meter_wh',
      'w.meter_liters',
    ])
    .where('u.business', '=', 'well')
    .where('u.status', '=', 'RUNNING')
    .where('d.username', 'in', usernames)
    .orderBy('u.id')
    .execute();
  for (const r of rows) {
    let start = { wh: Number(r.start_meter_wh), liters: Number(r.start_meter_liters) };
    if (r.start_meter_wh === null || r.start_meter_liters === null) {
      start = { wh: Number(r.meter_wh ?? 1_000_000), liters: Number(r.meter_liters ?? 5_000_000) };
      await db
        .updateTable('usage_record')
        .set({ start_meter_wh: start.wh, start_meter_liters: start.liters })
        .where('id', '=', r.id)
        .execute();
    }
    taken.set(r.username, {
      orderNo: r.order_no,
      meterWh: start.wh + Number(r.electric_wh),
      meterLiters: start.liters + Number(r.water_liters),
    });
  }
  return taken;
}

/** The devices of a simulated-devices file, each well with its merchant's cards to swipe. */
export function simulatedDevices(file: { devices: Saved[]; cards: Record<number, string[]> }): SimulatedDevice[] {
  return file.devices.map((d) => ({
    username: d.username,
    secret: d.secret,
    kind: d.kind,
    cards: d.kind === 'well' ? (file.cards[d.merchantId] ?? []) : [],
  }));
}
