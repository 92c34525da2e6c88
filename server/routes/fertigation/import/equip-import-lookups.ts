import type { Db } from '../../../db/connect';

/** The merchant's rows an equipment file names: places and types by name, areas by code, codes already used. */
export interface EquipImportLookups {
  /** Place ids by name (a name may be shared by places in different counties). */
  placeIds: Map<string, number[]>;
  types: Map<string, { id: number; enabled: 'Y' | 'N' }>;
  areas: Map<string, { id: number; name: string; placeId: number; equipCd: string | null }>;
  takenCodes: Set<string>;
}

const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => v !== undefined && v !== ''))];

export async function loadEquipImportLookups(
  db: Db,
  merchantId: number,
  want: { places: (string | undefined)[]; types: (string | undefined)[]; areas: string[]; codes: (string | undefined)[] },
): Promise<EquipImportLookups> {
  const [placeNames, typeNames, areaCds, codes] = [distinct(want.places), distinct(want.types), distinct(want.areas), distinct(want.codes)];
  const places =
    placeNames.length === 0
      ? []
      : await db
          .selectFrom('place')
          .select(['id', 'name'])
          .where('merchant_id', '=', merchantId)
          .where('name', 'in', placeNames)
          .orderBy('id')
          .execute();
  const types =
    typeNames.length === 0
      ? []
      : await db
          .selectFrom('equip_type')
          .select(['id', 'name', 'enabled'])
          .where('merchant_id', '=', merchantId)
          .where('name', 'in', typeNames)
          .execute();
  const areas =
    areaCds.length === 0
      ? []
      : await db
          .selectFrom('area')
          .leftJoin('equip_area', 'equip_area.area_id', 'area.id')
          .leftJoin('fertigation_equip as e', 'e.id', 'equip_area.equip_id')
          .select(['area.id', 'area.cd', 'area.name', 'area.place_id', 'e.cd as equip_cd'])
          .where('area.merchant_id', '=', merchantId)
          .where('area.cd', 'in', areaCds)
          .forShare('area')
          .execute(); // as bindAreas: an area's place cannot change under the import
  const taken =
    codes.length === 0
      ? []
      : await db.selectFrom('fertigation_equip').select('cd').where('merchant_id', '=', merchantId).where('cd', 'in', codes).execute();
  const placeIds = new Map<string, number[]>();
  for (const p of places) placeIds.set(p.name, [...(placeIds.get(p.name) ?? []), p.id]);
  return {
    placeIds,
    types: new Map(types.map((t) => [t.name, { id: t.id, enabled: t.enabled }])),
    areas: new Map(areas.map((a) => [a.cd, { id: a.id, name: a.name, placeId: a.place_id, equipCd: a.equip_cd }])),
    takenCodes: new Set(taken.map((e) => e.cd)),
  };
}
