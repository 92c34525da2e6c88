import { sql, type ExpressionBuilder } from 'kysely';
import type { MonitorRow } from '../../../src/api/contract/well/monitor';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { WELL_PARAM_DEFAULTS as D } from '../../db/well-param-defaults';
import { formatDateTime, unscale } from '../../http/format';
import { sigIntensity } from '../business/device-signal';

type WellEb = ExpressionBuilder<Database & { w: Database['well']; p: Database['well_param'] }, 'w' | 'p'>;

/** overLimit deeper than the well's max, belowLimit shallower than its min (WELL_PARAM_RULES), with the defaults for a well without parameters. */
export const waterLevelState = (eb: WellEb) => sql<MonitorRow['waterLevelState']>`case
  when ${eb.ref('w.water_level_cm')} > coalesce(${eb.ref('p.water_level_max_cm')}, ${D.water_level_max_cm}) then 'overLimit'
  when ${eb.ref('w.water_level_cm')} < coalesce(${eb.ref('p.water_level_min_cm')}, ${D.water_level_min_cm}) then 'belowLimit'
  else 'normal' end`;

/** The merchant's wells with what the monitor shows; filter on `w` (and `p`), then {@link selectMonitorRows}. */
export function monitorQuery(db: Db, merchantId: number) {
  return db.selectFrom('well as w').leftJoin('well_param as p', 'p.equip_id', 'w.id').where('w.merchant_id', '=', merchantId);
}

/** The columns of a monitor row, the running order and the device's transport (none: no device) in the same statement. */
export function selectMonitorRows(query: ReturnType<typeof monitorQuery>) {
  return query
    .innerJoin('place', 'place.id', 'w.place_id')
    .select([
      'w.id',
      'w.cd',
      'w.name',
      'w.place_id',
      'place.name as place_name',
      'w.is_online',
      'w.sig_tenths',
      'w.water_level_cm',
      'w.current_deciamps',
      'w.voltage_decivolts',
      'w.running',
      'w.status',
      'w.status_at',
      'w.longitude',
      'w.latitude',
    ])
    .select((eb) => [
      waterLevelState(eb).as('level_state'),
      eb
        .selectFrom('usage_record as r')
        .select(sql<string>`json_build_object('orderNo', r.order_no, 'userName', r.user_name, 'startAt', r.start_at)`.as('o'))
        .whereRef('r.well_id', '=', 'w.id')
        .where('r.status', '=', 'RUNNING')
        .where('r.business', '=', 'well')
        .orderBy('r.id', 'desc')
        .limit(1)
        .as('running_order'),
      eb.selectFrom('device as d').select('d.transport').whereRef('d.well_id', '=', 'w.id').as('transport'),
    ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectMonitorRows>['execute']>>[number];

/** A stored well as the monitor and the live stream send it. */
export function toMonitorRow(r: Selected): MonitorRow {
  const order = (typeof r.running_order === 'string' ? JSON.parse(r.running_order) : r.running_order) as {
    orderNo: string;
    userName: string;
    startAt: string;
  } | null;
  return {
    id: r.id,
    cd: r.cd,
    name: r.name,
    placeId: r.place_id,
    placeName: r.place_name,
    isOnline: r.is_online,
    sig: unscale(r.sig_tenths, 1),
    sigIntensity: sigIntensity(r.is_online, r.sig_tenths),
    waterLevel: unscale(r.water_level_cm, 2),
    waterLevelState: r.level_state,
    current: unscale(r.current_deciamps, 1),
    voltage: unscale(r.voltage_decivolts, 1),
    running: r.running as MonitorRow['running'],
    order: order && { orderNo: order.orderNo, userName: order.userName, startTime: formatDateTime(new Date(order.startAt)) },
    statusTime: r.status_at ? formatDateTime(r.status_at) : null,
    hasDevice: r.transport !== null,
    stopped: r.status === 'stop',
    transport: r.transport,
    longitude: r.longitude === null ? null : Number(r.longitude),
    latitude: r.latitude === null ? null : Number(r.latitude),
  };
}

/** The monitor rows of these wells (of one merchant), for a live event. */
export async function monitorRowsOf(db: Db, merchantId: number, wellIds: readonly number[]): Promise<MonitorRow[]> {
  if (wellIds.length === 0) return [];
  const rows = await selectMonitorRows(monitorQuery(db, merchantId).where('w.id', 'in', wellIds))
    .orderBy('w.id')
    .execute();
  return rows.map(toMonitorRow);
}
