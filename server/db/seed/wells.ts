import type { Kysely } from 'kysely';
import { startOfDay } from '../../http/format';
import type { Database } from '../schema';
import { createPrng, type Prng } from './prng';

/** Approximate seats of the seeded counties (WGS-84): the demo wells stand a few km around them. */
const COUNTY_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  130109: [114.847, 38.022],
  130110: [114.313, 38.086],
  130111: [114.648, 37.9],
  130121: [114.145, 38.032],
  130123: [114.57, 38.146],
  130407: [114.8, 36.548],
  130408: [114.491, 36.777],
  370826: [117.129, 34.807],
  370827: [116.65, 35.012],
};
const DIRECTIONS = ['东', '南', '西', '北', '东南', '东北', '西南', '西北'];
const MINUTE = 60_000;

interface SeedWell {
  id: number;
  place_id: number;
  status: string;
  running: string;
  is_online: boolean;
  billing_mode: string;
  electric_price_fen: number;
  water_price_fen: number;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The fen a run costs by the well's billing mode. */
function charge(well: SeedWell, waterLiters: number, electricWh: number): number {
  const water = (waterLiters / 1000) * well.water_price_fen;
  const electric = (electricWh / 1000) * well.electric_price_fen;
  if (well.billing_mode === 'water') return Math.round(water);
  return Math.round(well.billing_mode === 'electric' ? electric : water + electric);
}

/** A run of `minutes` on a well: litres and watt-hours at the pump's rate. */
const usage = (rng: Prng, minutes: number) => ({ water: minutes * rng.int(400, 900), electric: minutes * rng.int(80, 200) });

/**
 * Fills what the well module added to the wells seedBusiness made: a location and coordinates near
 * the county of its place (one in eight not surveyed), the last online time, parameters, and a
 * real "today" (China Standard Time): every pumping well has a running order started today with
 * its water and power so far, a few orders finished today, and none of today's runs lies in the
 * future. Its own generator, so the rest of the demo data stays what it was.
 */
export async function seedWells(db: Kysely<Database>, merchantId: number, now: Date): Promise<void> {
  const rng = createPrng(merchantId * 104_729 + 29);
  const places = new Map(
    (await db.selectFrom('place').select(['id', 'name', 'area_code']).where('merchant_id', '=', merchantId).execute()).map((p) => [
      p.id,
      p,
    ]),
  );
  const wells: SeedWell[] = await db
    .selectFrom('well')
    .select(['id', 'place_id', 'status', 'running', 'is_online', 'billing_mode', 'electric_price_fen', 'water_price_fen'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();

  for (const [i, well] of wells.entries()) {
    const place = places.get(well.place_id);
    const centre = place ? COUNTY_CENTRES[place.area_code.trim()] : undefined;
    const surveyed = centre !== undefined && i % 8 !== 7;
    await db
      .updateTable('well')
      .set({
        location: surveyed ? `${place?.name ?? ''}${rng.pick(DIRECTIONS)}${rng.int(1, 30) * 50}米` : '',
        longitude: surveyed ? round6(centre[0] + (rng.next() - 0.5) * 0.08) : null,
        latitude: surveyed ? round6(centre[1] + (rng.next() - 0.5) * 0.08) : null,
        last_online_at: well.is_online
          ? new Date(now.getTime() - rng.int(5, 600) * 1000)
          : new Date(now.getTime() - rng.int(1, 9) * 86_400_000 - rng.int(0, 86_399) * 1000),
      })
      .where('id', '=', well.id)
      .execute();
  }
  await db
    .insertInto('well_param')
    .values(
      wells.map((well) => ({
        equip_id: well.id,
        merchant_id: merchantId,
        max_run_minutes: rng.pick([120, 180, 240, 360, 480]),
        water_level_min_cm: rng.int(3, 8) * 100,
        water_level_max_cm: rng.int(60, 90) * 100,
        pulse_per_m3: rng.pick([100, 500, 1000]),
        meter_ratio: rng.pick([1, 1, 20, 40]),
        min_balance_fen: rng.pick([0, 500, 1000, 2000]),
        follow_prompt: rng.int(1, 3),
        assigned: rng.chance(0.8) ? ('y' as const) : ('n' as const),
        updated_at: now,
      })),
    )
    .execute();
  await seedToday(db, rng, merchantId, wells, now);
}

/**
 * Today's well orders, made of the newest orders seedBusiness wrote (so the demo sizes stay what
 * they are): those it dated by the UTC day and that are running or not over by now, then as many
 * more as give every pumping well a running order and leave six finished today.
 */
async function seedToday(db: Kysely<Database>, rng: Prng, merchantId: number, wells: SeedWell[], now: Date): Promise<void> {
  const midnight = startOfDay(now);
  const elapsed = now.getTime() - midnight.getTime();
  const byId = new Map(wells.map((w) => [w.id, w]));
  const pumping = wells.filter((w) => w.running === 'use');
  const base = () =>
    db
      .selectFrom('usage_record')
      .select(['id', 'well_id', 'status'])
      .where('merchant_id', '=', merchantId)
      .where('business', '=', 'well')
      .where('status', '<>', 'TO_RUN');
  const unfinished = await base()
    .where((eb) => eb.or([eb('start_at', '>', now), eb('end_at', '>', now), eb('status', '=', 'RUNNING')]))
    .orderBy('id')
    .execute();
  const more = await base()
    .where('id', 'not in', [0, ...unfinished.map((r) => r.id)])
    .orderBy('start_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(0, pumping.length + 6 - unfinished.length))
    .execute();
  const orders = [...unfinished, ...more];

  for (const [i, record] of orders.entries()) {
    const well = i < pumping.length ? (pumping[i] as SeedWell) : byId.get(record.well_id ?? 0);
    if (!well) continue;
    if (i < pumping.length) {
      // Started today, up to three hours ago; charged when it ends.
      const start = new Date(Math.max(midnight.getTime(), now.getTime() - rng.int(10, 180) * MINUTE));
      const { water, electric } = usage(rng, Math.max(1, Math.floor((now.getTime() - start.getTime()) / MINUTE)));
      await db
        .updateTable('usage_record')
        .set({
          well_id: well.id,
          place_id: well.place_id,
          status: 'RUNNING',
          start_at: start,
          created_at: start,
          end_at: null,
          water_liters: water,
          electric_wh: electric,
          amount_fen: 0,
        })
        .where('id', '=', record.id)
        .execute();
      continue;
    }
    const share = (i - pumping.length + 1) / (orders.length - pumping.length + 1);
    const start = new Date(midnight.getTime() + Math.floor(elapsed * share * 0.9));
    const minutes = Math.max(1, Math.min(rng.int(20, 120), Math.floor((now.getTime() - start.getTime()) / MINUTE)));
    const finished = record.status !== 'CANCEL';
    const { water, electric } = finished ? usage(rng, minutes) : { water: 0, electric: 0 };
    await db
      .updateTable('usage_record')
      .set({
        // not after now: in a day's first minute there is no whole minute for it to have run
        status: finished ? 'FINISH' : 'CANCEL',
        start_at: start,
        created_at: start,
        end_at: new Date(Math.min(start.getTime() + minutes * MINUTE, now.getTime())),
        water_liters: water,
        electric_wh: electric,
        amount_fen: charge(well, water, electric),
      })
      .where('id', '=', record.id)
      .execute();
  }
  // A merchant with fewer orders than pumping wells: the rest stand idle.
  const idle = pumping.slice(orders.length).map((w) => w.id);
  if (idle.length > 0) await db.updateTable('well').set({ running: 'leisure' }).where('id', 'in', idle).execute();
}
