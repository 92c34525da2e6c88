import type { Transaction } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { fail } from '../../http/business-error';
import { fertigationMessages as msg } from './messages';

/** Parameters a new machine starts with (A/B/C 50/30/20 %, EC 1.00-2.50, pH 5.5-7.0, 10 m³/h, 0.30 MPa, 60 s). */
export const DEFAULT_PARAM = {
  tank_a_permille: 500,
  tank_b_permille: 300,
  tank_c_permille: 200,
  ec_min_centi: 100,
  ec_max_centi: 250,
  ph_min_tenths: 55,
  ph_max_tenths: 70,
  flow_centi: 1000,
  pressure_centi: 30,
  mix_seconds: 60,
  assigned: 'n' as const,
};

/** The row of a machine just added (by equip/save or the CSV import): idle, normal, enabled, not yet online. */
export function newMachine(
  merchantId: number,
  m: {
    placeId: number;
    equipTypeId: number;
    cd: string;
    name: string;
    keeperName: string;
    keeperMobile: string;
    remark: string;
  },
  now: Date,
) {
  return {
    merchant_id: merchantId,
    place_id: m.placeId,
    equip_type_id: m.equipTypeId,
    cd: m.cd,
    name: m.name,
    run_state: 'OTHERS' as const,
    status: 'normal' as const,
    enabled: 'Y' as const,
    is_online: false,
    keeper_name: m.keeperName,
    keeper_mobile: m.keeperMobile,
    remark: m.remark,
    last_online_at: null,
    created_at: now,
  };
}

/** The place and a type of the merchant, enabled unless it is the one the machine already has (`keptTypeId`). */
export async function checkPlaceAndType(
  db: Db,
  merchantId: number,
  placeId: number,
  equipTypeId: number,
  keptTypeId?: number,
): Promise<void> {
  const place = await db
    .selectFrom('place')
    .select('id')
    .where('id', '=', placeId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!place) throw fail(msg.notFound('村镇'));
  const type = await db
    .selectFrom('equip_type')
    .select('enabled')
    .where('id', '=', equipTypeId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!type) throw fail(msg.notFound('设备类型'));
  if (type.enabled !== 'Y' && equipTypeId !== keptTypeId) throw fail(msg.typeDisabled);
}

/**
 * Makes the machine serve exactly `areaIds`: each of the merchant, in the machine's place and not
 * served by another machine (the unique index on equip_area.area_id settles a race). Valves of
 * areas it no longer serves are unbound from it.
 */
export async function bindAreas(
  trx: Transaction<Database>,
  merchantId: number,
  equipId: number,
  placeId: number,
  areaIds: number[],
): Promise<void> {
  if (areaIds.length > 0) {
    const areas = await trx
      .selectFrom('area')
      .leftJoin('equip_area', 'equip_area.area_id', 'area.id')
      .leftJoin('fertigation_equip as e', 'e.id', 'equip_area.equip_id')
      .select(['area.id', 'area.name', 'area.place_id', 'e.id as equip_id', 'e.cd as equip_cd'])
      .where('area.id', 'in', areaIds)
      .where('area.merchant_id', '=', merchantId)
      // Shared locks: an area saved into another place meanwhile waits for this binding (and then
      // refuses, the area being bound), or this reads its new place.
      .forShare('area')
      .execute();
    if (areas.length !== areaIds.length) throw fail(msg.notFound('区域'));
    for (const area of areas) {
      if (area.place_id !== placeId) throw fail(msg.areaOtherPlace);
      if (area.equip_id !== null && area.equip_id !== equipId) throw fail(msg.areaTaken(area.name, area.equip_cd ?? ''));
    }
  }
  const removed = trx.deleteFrom('equip_area').where('equip_id', '=', equipId);
  const released = await (areaIds.length ? removed.where('area_id', 'not in', areaIds) : removed).returning('area_id').execute();
  if (released.length > 0) {
    await trx
      .updateTable('valve')
      .set({ equip_id: null })
      .where('equip_id', '=', equipId)
      .where(
        'area_id',
        'in',
        released.map((r) => r.area_id),
      )
      .execute();
  }
  if (areaIds.length > 0) {
    await trx
      .insertInto('equip_area')
      .values(areaIds.map((areaId) => ({ equip_id: equipId, area_id: areaId, merchant_id: merchantId })))
      .onConflict((oc) => oc.columns(['equip_id', 'area_id']).doNothing())
      .execute();
  }
}
