import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashSecret, newSecret, wellUsername } from '../credentials';
import { registrationKey } from '../field/registration-strings';
import { pendingFenOf } from '../../money/card-writes';
import { demoDtu, demoTransports } from './demo-transports';
import type { DtuSettings } from './dtu-messages';
import type { OfflineCard } from './offline-field';
import type { SimulatedDevice } from './simulator';

/** Where a development server keeps the simulated devices' credentials (secrets in clear: never in production). */
export const simulatedDevicesFile = (dataDir: string) => join(dataDir, 'simulated-devices.json');

export interface Saved {
  username: string;
  secret: string;
  kind: 'well' | 'fertigation';
  merchantId: number;
  /** A DTU's settings with its registration string in clear (an MQTT device has none). */
  dtu?: DtuSettings;
}

/**
 * Credentials for every well and fertigation machine that has none yet, kept with their secrets
 * in `<dataDir>/simulated-devices.json` so that the simulator (in this process or `npm run
 * simulate`) can log in as them. A device whose key an operator made in the console is not
 * simulated: its secret was shown once and is not here. Returns the devices with their cards, and
 * each well's running order to pump on and stop.
 */
export async function ensureSimulatedDevices(
  db: Kysely<Database>,
  dataDir: string,
  now: Date,
  opts: { dtus: boolean } = { dtus: false },
): Promise<SimulatedDevice[]> {
  const file = simulatedDevicesFile(dataDir);
  const saved: Saved[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { devices: Saved[] }).devices : [];
  // a device whose transport or registration changed in the console (field-gateway.md) is no longer simulated
  const known = new Map(
    (await db.selectFrom('device').select(['username', 'transport', 'registration_key']).execute()).map((d) => [d.username, d]),
  );
  const kept = saved.filter((d) => {
    const row = known.get(d.username);
    if (!row || row.transport !== (d.dtu?.protocol ?? 'mqtt')) return false;
    const r = d.dtu?.registration;
    return r?.kind !== 'string' || row.registration_key === registrationKey(r.value);
  });
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
  const transports = opts.dtus ? await demoTransports(db, wells) : new Map<number, never>();
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
    const transport = row.well_id === null ? undefined : transports.get(row.well_id);
    if (transport) {
      // a DTU's device holds no MQTT secret anybody knows (field-gateway.md)
      const { dtu, columns } = demoDtu(row.well_id!, transport, now);
      made.push({ username: row.username, secret: '', kind, merchantId: row.merchant_id, dtu });
      await db
        .insertInto('device')
        .values({ ...row, ...columns, secret_hash: hashSecret(secret), created_at: now, rotated_at: now })
        .execute();
      continue;
    }
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
  const offlineCards = await offlineCardsOf(db);
  const { lastRecordNos, meters, levels } = await fieldStateOf(db);
  // the cards too: `npm run simulate` has no database to find them in
  // (on PostgreSQL nothing else may have made the data directory yet)
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ devices, cards, offlineCards, lastRecordNos, meters, levels }), { mode: 0o600 });
  const orders = await takeOverRunningOrders(
    db,
    devices.filter((d) => d.kind === 'well').map((d) => d.username),
  );
  return simulatedDevices({ devices, cards, offlineCards, lastRecordNos, meters, levels }).map((d) =>
    orders.has(d.username) ? { ...d, order: orders.get(d.username) } : d,
  );
}

/**
 * Each merchant's offline cards in use, with what their chips hold: the ledger's mirror less the
 * writes not made yet (a card the field never saw holds what the server says).
 */
async function offlineCardsOf(db: Kysely<Database>): Promise<Record<number, OfflineCard[]>> {
  const rows = await db
    .selectFrom('card as c')
    .select(['c.merchant_id', 'c.card_no'])
    .select([
      sql<string | number>`(select coalesce(sum(a.balance_fen), 0) from ledger_account a where a.card_id = c.id and a.kind = 'card')`.as(
        'mirror',
      ),
      pendingFenOf('c.id').as('pending'),
    ])
    .where('c.card_type', '=', 'offline')
    .where('c.status', '=', 'normal')
    .orderBy('c.id')
    .execute();
  const byMerchant: Record<number, OfflineCard[]> = {};
  for (const r of rows) {
    (byMerchant[r.merchant_id] ??= []).push({ cardNo: r.card_no, fen: Math.max(0, Number(r.mirror ?? 0) - Number(r.pending)) });
  }
  return byMerchant;
}

/**
 * Each well device's last offline record number held, its meters as the server last heard them
 * (its status, or the end of its last record, whichever is higher) and the water level of its last
 * report, by username: the simulator's controllers go on from there, so that their records neither
 * repeat a number nor run a meter back, nor their level jump (水位突变) after a restart.
 */
async function fieldStateOf(db: Kysely<Database>): Promise<{
  lastRecordNos: Record<string, number>;
  meters: Record<string, { wh: number; liters: number }>;
  levels: Record<string, number>;
}> {
  const { rows } = await sql<{
    username: string;
    n: string | number | null;
    wh: string | number;
    liters: string | number;
    level_cm: number | null;
  }>`
    select d.username, o.n, greatest(w.meter_wh, coalesce(o.wh, 0)) as wh, greatest(w.meter_liters, coalesce(o.liters, 0)) as liters,
      case when w.reported_at is not null then w.water_level_cm end as level_cm
    from device d join well w on w.id = d.well_id
    left join lateral (select max(record_no) as n, max(end_wh) as wh, max(end_liters) as liters from offline_order where device_id = d.id) o on true
    order by d.id`.execute(db);
  return {
    lastRecordNos: Object.fromEntries(rows.filter((r) => r.n !== null).map((r) => [r.username, Number(r.n)])),
    meters: Object.fromEntries(rows.map((r) => [r.username, { wh: Number(r.wh), liters: Number(r.liters) }])),
    levels: Object.fromEntries(rows.filter((r) => r.level_cm !== null).map((r) => [r.username, r.level_cm! / 100])),
  };
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

/** What a simulated-devices file holds: the credentials, and the merchants' cards (a file of an older server has no offline ones). */
export interface SimulatedDevicesFile {
  devices: Saved[];
  cards: Record<number, string[]>;
  offlineCards?: Record<number, OfflineCard[]>;
  lastRecordNos?: Record<string, number>;
  meters?: Record<string, { wh: number; liters: number }>;
  levels?: Record<string, number>;
}

/** The devices of a simulated-devices file, each well with its merchant's cards to swipe and offline cards to serve. */
export function simulatedDevices(file: SimulatedDevicesFile): SimulatedDevice[] {
  return file.devices.map((d) => ({
    username: d.username,
    secret: d.secret,
    ...(d.dtu ? { dtu: d.dtu } : {}),
    kind: d.kind,
    cards: d.kind === 'well' ? (file.cards[d.merchantId] ?? []) : [],
    offlineCards: d.kind === 'well' ? (file.offlineCards?.[d.merchantId] ?? []) : [],
    lastRecordNo: file.lastRecordNos?.[d.username] ?? 0,
    ...(file.meters?.[d.username] ? { meters: file.meters[d.username] } : {}),
    ...(file.levels?.[d.username] !== undefined ? { level: file.levels[d.username] } : {}),
  }));
}
