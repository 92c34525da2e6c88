import type { Insertable, Kysely } from 'kysely';
import { regionPath } from '../../region/region-data';
import type { Database, UsageRecordTable } from '../schema';
import { createPrng, type Prng } from './prng';

/** Size of one merchant's demo business. */
export interface BusinessPlan {
  merchantId: number;
  /** Reader of the notices; some are left unread. */
  readerIds: number[];
  /** Real county codes and the village names placed in them. */
  places: readonly (readonly [string, string])[];
  wells: number;
  fertigationMachines: number;
  valvesPerMachine: number;
  wellRecords: number;
  fertigationRecords: number;
  faults: number;
  notices: number;
  unreadNotices: number;
  /** Prefix that keeps equipment codes and order numbers unique across merchants. */
  codePrefix: string;
  days: number;
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['建国', '秀英', '志强', '桂兰', '海军', '玉梅', '国庆', '春华', '德明', '淑珍'];
const WELL_STATUS = ['normal', 'normal', 'normal', 'normal', 'normal', 'normal', 'broken', 'unusual', 'onReplenish', 'stop', 'notonline'];
const FAULT_TYPES = [
  'no_water',
  'no_power',
  'leak',
  'pump_noise',
  'pump_tripped',
  'pipeline_leak',
  'small_water',
  'network_malfunction',
  'electric_meter_failure',
  'other',
];
const PAY_MODES = ['wxpay', 'alipay', 'card', 'funds', 'cash'];
const RUN_STATES = ['AVAILABLE', 'AVAILABLE', 'AVAILABLE', 'OCCUPY', 'DISABLE', 'DAMAGE'];
const DAY = 86_400_000;

export const person = (rng: Prng) => `${rng.pick(SURNAMES)}${rng.pick(GIVEN)}`;
export const mobile = (rng: Prng) => `1${rng.pick(['3', '5', '7', '8'])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;

async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    // kysely cannot narrow a generic table name; the rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200) as never)
      .execute();
  }
}

/** A seeded fertigation machine with its place and first area. */
export interface SeededMachine {
  id: number;
  placeId: number;
  areaId: number;
}

/** Places, areas, equipment, valves, months of records, faults and notices of one merchant. */
export async function seedBusiness(db: Kysely<Database>, rng: Prng, plan: BusinessPlan, today: Date): Promise<SeededMachine[]> {
  const m = plan.merchantId;
  const end = new Date(Math.floor(today.getTime() / DAY) * DAY);
  // a time of the UTC day d days back, between 06:00 and 20:00; today's not after now (a day back then)
  const daysAgo = (d: number) => {
    const at = end.getTime() - d * DAY + rng.int(6, 19) * 3_600_000 + rng.int(0, 3599) * 1000;
    return new Date(at > today.getTime() ? at - DAY : at);
  };
  const created = new Date(end.getTime() - (plan.days + 30) * DAY);

  const placeIds: number[] = [];
  for (const [areaCode, village] of plan.places) {
    const path = regionPath(areaCode);
    if (!path) throw new Error(`seed: unknown region code ${areaCode}`);
    const { id } = await db
      .insertInto('place')
      .values({
        merchant_id: m,
        name: village,
        province_code: path.province.cd,
        city_code: path.city.cd,
        area_code: path.area.cd,
        address: `${path.province.name}${path.city.name}${path.area.name}${village}`,
        manager_name: person(rng),
        manager_mobile: mobile(rng),
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    placeIds.push(id);
  }

  const wellIds: number[] = [];
  for (let i = 1; i <= plan.wells; i += 1) {
    const status = rng.pick(WELL_STATUS);
    const { id } = await db
      .insertInto('well')
      .values({
        merchant_id: m,
        place_id: placeIds[(i - 1) % placeIds.length] as number,
        cd: `${plan.codePrefix}W${String(i).padStart(4, '0')}`,
        name: `${i}号机井`,
        status,
        health: rng.pick(['excellent', 'excellent', 'well', 'bad']),
        running: status === 'normal' && rng.chance(0.3) ? 'use' : 'leisure',
        enabled: status === 'stop' ? 'N' : 'Y',
        billing_mode: rng.pick(['electric', 'water', 'electricAndWater']),
        electric_price_fen: rng.int(50, 90),
        water_price_fen: rng.int(20, 60),
        keeper_name: person(rng),
        keeper_mobile: mobile(rng),
        is_online: status !== 'notonline',
        sig_tenths: status === 'notonline' ? 0 : rng.int(80, 310),
        water_level_cm: rng.int(800, 6000),
        transformer: rng.pick(['special', 'public']),
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    wellIds.push(id);
  }

  const typeIds: number[] = [];
  for (const [name, kind] of [
    ['水肥一体机 A 型', 'fertigation'],
    ['智能施肥机', 'fertigation'],
    ['灌溉首部', 'farm'],
  ] as const) {
    const { id } = await db
      .insertInto('equip_type')
      .values({ merchant_id: m, name, kind, remark: '', created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    typeIds.push(id);
  }

  // Fields added with the fertigation module draw from their own generator, so the rest of the
  // demo data stays what it was.
  const extra = createPrng(plan.merchantId * 7919 + 17);
  const machines: SeededMachine[] = [];
  for (let i = 1; i <= plan.fertigationMachines; i += 1) {
    const placeId = placeIds[(i - 1) % placeIds.length] as number;
    const { id: areaId } = await db
      .insertInto('area')
      .values({
        merchant_id: m,
        place_id: placeId,
        cd: `${plan.codePrefix}Q${String(i).padStart(3, '0')}`,
        name: `${i}号地块`,
        acreage_mu: rng.int(20, 300),
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const runState = rng.pick(RUN_STATES);
    const online = runState !== 'DAMAGE';
    const { id } = await db
      .insertInto('fertigation_equip')
      .values({
        merchant_id: m,
        place_id: placeId,
        equip_type_id: rng.pick(typeIds),
        cd: `${plan.codePrefix}F${String(i).padStart(3, '0')}`,
        name: `${i}号水肥机`,
        run_state: runState,
        enabled: runState === 'DISABLE' ? 'N' : 'Y',
        is_online: online,
        created_at: created,
        status: runState === 'DISABLE' ? 'stop' : runState === 'DAMAGE' ? 'broken' : 'normal',
        sig_tenths: online ? extra.int(60, 310) : 0,
        keeper_name: person(extra),
        keeper_mobile: mobile(extra),
        last_online_at: online ? end : new Date(end.getTime() - extra.int(2, 9) * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('equip_area').values({ equip_id: id, area_id: areaId, merchant_id: m }).execute();
    await db
      .insertInto('fertigation_param')
      .values({
        equip_id: id,
        merchant_id: m,
        tank_a_permille: 500,
        tank_b_permille: 300,
        tank_c_permille: 200,
        ec_min_centi: extra.int(80, 120),
        ec_max_centi: extra.int(200, 300),
        ph_min_tenths: extra.int(52, 58),
        ph_max_tenths: extra.int(68, 75),
        flow_centi: extra.int(5, 30) * 100,
        pressure_centi: extra.int(20, 45),
        mix_seconds: extra.pick([30, 60, 90, 120]),
        assigned: extra.chance(0.7) ? 'y' : 'n',
        updated_at: created,
      })
      .execute();
    machines.push({ id, placeId, areaId });
    const valves = Array.from({ length: plan.valvesPerMachine }, (_, v) => ({
      merchant_id: m,
      area_id: areaId,
      equip_id: id,
      cd: `${plan.codePrefix}V${String(i).padStart(3, '0')}${v + 1}`,
      name: `${i}-${v + 1}号阀门`,
      enabled: 'Y' as const,
      created_at: created,
    }));
    await insertInBatches(db, 'valve', valves);
  }
  const machineIds = machines.map((machine) => machine.id);
  const placeOfMachine = new Map(machines.map((machine) => [machine.id, machine.placeId]));
  const placeOfWell = new Map<number, number>(wellIds.map((id, i) => [id, placeIds[i % placeIds.length] as number]));

  const records: Insertable<UsageRecordTable>[] = [];
  const addRecord = (business: 'well' | 'fertigation', n: number, total: number) => {
    // Spread over the period, the newest last; a few of today's are still running or booked.
    const age = Math.floor(((total - n) / total) * plan.days);
    let start = daysAgo(age);
    const status = age === 0 && rng.chance(0.3) ? rng.pick(['RUNNING', 'TO_RUN']) : rng.chance(0.05) ? 'CANCEL' : 'FINISH';
    const minutes = rng.int(20, 240);
    // an order that would not be over by now ran a day earlier
    const over = status === 'FINISH' || status === 'CANCEL';
    if (over && start.getTime() + minutes * 60_000 > today.getTime()) start = new Date(start.getTime() - DAY);
    const water = status === 'FINISH' ? minutes * rng.int(400, 900) : 0;
    const electric = status === 'FINISH' ? minutes * rng.int(80, 200) : 0;
    const wellId = business === 'well' ? rng.pick(wellIds) : null;
    const equipId = business === 'fertigation' ? rng.pick(machineIds) : null;
    records.push({
      merchant_id: m,
      business,
      well_id: wellId,
      equip_id: equipId,
      place_id: wellId !== null ? (placeOfWell.get(wellId) ?? null) : (placeOfMachine.get(equipId as number) ?? null),
      order_no: `${plan.codePrefix}${business === 'well' ? 'W' : 'F'}${String(n).padStart(6, '0')}`,
      order_type: rng.chance(0.2) ? 'MAKE_AN_APPOINTMENT' : 'EVEN_THOUGH',
      status,
      user_name: person(rng),
      user_mobile: mobile(rng),
      start_at: start,
      end_at: status === 'FINISH' || status === 'CANCEL' ? new Date(start.getTime() + minutes * 60_000) : null,
      water_liters: water,
      electric_wh: electric,
      amount_fen: Math.round((water / 1000) * 45 + (electric / 1000) * 62),
      pay_mode: rng.pick(PAY_MODES),
      created_at: start,
    });
  };
  for (let n = 1; n <= plan.wellRecords; n += 1) addRecord('well', n, plan.wellRecords);
  for (let n = 1; n <= plan.fertigationRecords; n += 1) addRecord('fertigation', n, plan.fertigationRecords);
  await insertInBatches(db, 'usage_record', records);

  const faults = Array.from({ length: plan.faults }, (_, i) => {
    // a merchant without wells (fertigation only) has only fertigation faults
    const business = plan.wells === 0 || i % 5 === 4 ? ('fertigation' as const) : ('well' as const);
    const processed = rng.chance(0.6) ? ('Y' as const) : ('N' as const);
    const at = daysAgo(rng.int(0, plan.days));
    return {
      merchant_id: m,
      business,
      well_id: business === 'well' ? rng.pick(wellIds) : null,
      equip_id: business === 'fertigation' ? rng.pick(machineIds) : null,
      fault_type: rng.pick(FAULT_TYPES),
      description: '现场反馈设备异常，请尽快处理',
      reporter_identity: rng.pick(['system', 'merch', 'peasant', 'agent']),
      reporter_name: person(rng),
      reporter_mobile: mobile(rng),
      processed,
      process_remark: processed === 'Y' ? '已派人维修' : '',
      process_pictures: '',
      // a day after the report, or halfway to now for a report of the last day
      processed_at: processed === 'Y' ? new Date(Math.min(at.getTime() + DAY, (at.getTime() + today.getTime()) / 2)) : null,
      created_at: at,
    };
  });
  await insertInBatches(db, 'fault_feedback', faults);

  for (let i = 1; i <= plan.notices; i += 1) {
    const { id } = await db
      .insertInto('notice')
      .values({
        merchant_id: m,
        title: `第${i}期运维通知`,
        content: `请各村镇${i % 2 ? '井长' : '管理员'}按时巡检设备，发现故障及时上报。`,
        created_at: daysAgo(Math.floor(((plan.notices - i) / plan.notices) * plan.days)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (i <= plan.notices - plan.unreadNotices) {
      for (const userId of plan.readerIds) {
        await db.insertInto('notice_read').values({ notice_id: id, user_id: userId, read_at: end }).execute();
      }
    }
  }
  return machines;
}
