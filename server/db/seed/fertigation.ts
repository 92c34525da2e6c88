import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { SeededMachine } from './business';
import type { Prng } from './prng';

const CROPS = ['小麦', '玉米', '番茄', '黄瓜', '苹果', '葡萄', '草莓', '辣椒'];

/** Types of the fertigation module (the seed's first three types get their model and limits). */
const TYPE_DETAILS: readonly [string, string, number, number][] = [
  ['水肥一体机 A 型', 'SF-A300', 3, 16],
  ['智能施肥机', 'ZN-200', 2, 8],
  ['灌溉首部', 'GS-100', 1, 32],
];

/**
 * Fills the fertigation screens beyond the machines seedBusiness made: more areas per place (some
 * served by a second machine area, some free), a few unbound valves, type details and a disabled
 * type, templates with steps, and the areas, templates and fertiliser of the records.
 */
export async function seedFertigation(
  db: Kysely<Database>,
  rng: Prng,
  merchantId: number,
  codePrefix: string,
  machines: SeededMachine[],
  now: Date,
): Promise<void> {
  for (const [name, model, tanks, valves] of TYPE_DETAILS) {
    await db
      .updateTable('equip_type')
      .set({ model, tank_count: tanks, valve_limit: valves })
      .where('merchant_id', '=', merchantId)
      .where('name', '=', name)
      .execute();
  }
  await db
    .insertInto('equip_type')
    .values({
      merchant_id: merchantId,
      name: '旧款施肥机',
      kind: 'fertigation',
      model: 'JK-01',
      tank_count: 2,
      valve_limit: 4,
      enabled: 'N',
      remark: '已停产，不再用于新设备',
      created_at: now,
    })
    .execute();

  const places = [...new Set(machines.map((m) => m.placeId))];
  let n = machines.length;
  const extraAreas: { id: number; placeId: number }[] = [];
  for (const placeId of places) {
    for (let k = 0; k < 2; k += 1) {
      n += 1;
      const { id } = await db
        .insertInto('area')
        .values({
          merchant_id: merchantId,
          place_id: placeId,
          cd: `${codePrefix}Q${String(n).padStart(3, '0')}`,
          name: `${n}号地块`,
          acreage_mu: rng.int(20, 300),
          crop: rng.pick(CROPS),
          remark: '',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      extraAreas.push({ id, placeId });
    }
  }
  await db
    .updateTable('area')
    .set({ crop: sql`(array['小麦','玉米','番茄','黄瓜'])[1 + id % 4]` })
    .where('merchant_id', '=', merchantId)
    .where('crop', '=', '')
    .execute();
  // Every other machine also serves a second area of its place; the other new areas stay free.
  for (const [i, machine] of machines.entries()) {
    if (i % 2 === 1) continue;
    const free = extraAreas.findIndex((a) => a.placeId === machine.placeId);
    if (free < 0) continue;
    const [area] = extraAreas.splice(free, 1);
    await db
      .insertInto('equip_area')
      .values({ equip_id: machine.id, area_id: (area as { id: number }).id, merchant_id: merchantId })
      .execute();
  }
  // The last valve of every third machine is not bound yet.
  for (const [i, machine] of machines.entries()) {
    if (i % 3 !== 0) continue;
    const last = await db.selectFrom('valve').select('id').where('equip_id', '=', machine.id).orderBy('id', 'desc').executeTakeFirst();
    if (last) await db.updateTable('valve').set({ equip_id: null }).where('id', '=', last.id).execute();
  }

  const templateIds: number[] = [];
  const plans: readonly [string, string, number][] = [
    ['小麦返青期', '小麦', 3],
    ['番茄结果期', '番茄', 4],
    ['苹果膨大期', '苹果', 3],
    ['清水冲洗', '', 2],
  ];
  for (const [name, crop, stepCount] of plans.slice(0, Math.min(plans.length, machines.length + 1))) {
    const machine = rng.pick(machines);
    const { id } = await db
      .insertInto('fertigation_template')
      .values({
        merchant_id: merchantId,
        name,
        crop,
        remark: crop ? `${crop}常用配方` : '管路冲洗',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    templateIds.push(id);
    const valves = await db.selectFrom('valve').select('id').where('area_id', '=', machine.areaId).orderBy('id').execute();
    const water = crop === '';
    await db
      .insertInto('template_step')
      .values(
        Array.from({ length: stepCount }, (_, s) => ({
          template_id: id,
          sort: s + 1,
          area_id: machine.areaId,
          valve_id: valves[s % Math.max(valves.length, 1)]?.id ?? null,
          duration_minutes: rng.pick([15, 20, 30, 45, 60]),
          tank_a_permille: water ? 0 : 500,
          tank_b_permille: water ? 0 : 300,
          tank_c_permille: water ? 0 : 200,
        })),
      )
      .execute();
  }

  // Records: the machine's first area, a template for most, fertiliser in proportion to the water.
  await sql`update usage_record r set
      area_id = (select min(ea.area_id) from equip_area ea where ea.equip_id = r.equip_id),
      template_id = case when r.id % 4 = 0 then null else (${sql.val(templateIds)}::int[])[1 + r.id % ${templateIds.length}] end,
      fertilizer_a_ml = case when r.status = 'FINISH' then r.water_liters / 2 else 0 end,
      fertilizer_b_ml = case when r.status = 'FINISH' then r.water_liters * 3 / 10 else 0 end,
      fertilizer_c_ml = case when r.status = 'FINISH' then r.water_liters / 5 else 0 end,
      cancel_remark = case when r.status = 'CANCEL' then '用户取消' else '' end,
      cancelled_at = case when r.status = 'CANCEL' then r.end_at end
    where r.merchant_id = ${merchantId} and r.business = 'fertigation'`.execute(db);
  await db
    .updateTable('fault_feedback')
    .set({ processed_by_name: '演示操作员' })
    .where('merchant_id', '=', merchantId)
    .where('processed', '=', 'Y')
    .execute();
}
