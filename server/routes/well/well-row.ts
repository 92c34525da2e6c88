import type { Kysely } from 'kysely';
import type { WellRow } from '../../../src/api/contract/well/equip';
import type { Database } from '../../db/schema';
import { WELL_PARAM_DEFAULTS } from '../../db/well-param-defaults';
import { fenToYuan, formatDateTime, unscale } from '../../http/format';
import { sigIntensity } from '../business/device-signal';

/** The caller's merchant's wells, to filter (on `w` only) and count: the base of findPage and findById. */
export function wellQuery(db: Kysely<Database>, merchantId: number) {
  return db.selectFrom('well as w').where('w.merchant_id', '=', merchantId);
}

/** Wells with their place (every well has one) and parameter state (one row or none): what WELL_COLUMNS reads. */
export function withPlaceAndParams(query: ReturnType<typeof wellQuery>) {
  return query.innerJoin('place', 'place.id', 'w.place_id').leftJoin('well_param as p', 'p.equip_id', 'w.id');
}

/** The columns toWellRow reads. */
export const WELL_COLUMNS = [
  'w.id',
  'w.cd',
  'w.name',
  'w.place_id',
  'place.name as place_name',
  'w.status',
  'w.health',
  'w.running',
  'w.enabled',
  'w.is_online',
  'w.sig_tenths',
  'w.last_online_at',
  'w.billing_mode',
  'w.electric_price_fen',
  'w.water_price_fen',
  'w.transformer',
  'w.keeper_name',
  'w.keeper_mobile',
  'w.location',
  'w.longitude',
  'w.latitude',
  'w.water_level_cm',
  'w.permit_liters',
  'w.permit_no',
  'p.assigned',
  'w.version',
  'w.created_at',
] as const;

interface WellColumns {
  id: number;
  cd: string;
  name: string;
  place_id: number;
  place_name: string;
  status: string;
  health: string;
  running: string;
  enabled: 'Y' | 'N';
  is_online: boolean;
  sig_tenths: number;
  last_online_at: Date | null;
  billing_mode: string;
  electric_price_fen: number;
  water_price_fen: number;
  transformer: string;
  keeper_name: string;
  keeper_mobile: string;
  location: string;
  longitude: string | null;
  latitude: string | null;
  water_level_cm: number;
  permit_liters: string | number | null;
  permit_no: string;
  assigned: 'y' | 'n' | null;
  version: number;
  created_at: Date;
}

/** The permit is kept in litres, as a place's quota is. */
export const LITERS_PER_M3 = 1000;

/** numeric(9,6) arrives as text on both engines. */
const degrees = (value: string | null) => (value === null ? null : Number(value));

/** A stored well as the API sends it: fen to yuan, tenths to the signal and its band, cm to metres. */
export function toWellRow(r: WellColumns): WellRow {
  return {
    id: r.id,
    cd: r.cd,
    name: r.name,
    placeId: r.place_id,
    placeName: r.place_name,
    status: r.status as WellRow['status'],
    health: r.health as WellRow['health'],
    running: r.running as WellRow['running'],
    enabled: r.enabled,
    isOnline: r.is_online,
    sig: unscale(r.sig_tenths, 1),
    sigIntensity: sigIntensity(r.is_online, r.sig_tenths),
    lastOnlineTime: r.last_online_at ? formatDateTime(r.last_online_at) : null,
    billingMode: r.billing_mode as WellRow['billingMode'],
    electricPrice: fenToYuan(r.electric_price_fen),
    waterPrice: fenToYuan(r.water_price_fen),
    transformer: r.transformer as WellRow['transformer'],
    keeperName: r.keeper_name,
    keeperMobile: r.keeper_mobile,
    location: r.location,
    longitude: degrees(r.longitude),
    latitude: degrees(r.latitude),
    waterLevel: unscale(r.water_level_cm, 2),
    permitVolume: r.permit_liters === null ? null : Number(r.permit_liters) / LITERS_PER_M3,
    permitNo: r.permit_no,
    // A well created without parameters has none the device could have taken.
    paramAssigned: r.assigned ?? WELL_PARAM_DEFAULTS.assigned,
    version: r.version,
    createTime: formatDateTime(r.created_at),
  };
}
