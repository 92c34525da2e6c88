import { sql } from 'kysely';
import { enumLabels } from '../../src/api/contract/enum-labels';
import type { FAULT_TYPES } from '../../src/api/contract/fields';
import type { Db } from '../db/connect';
import { publishLive } from '../live/live-hub';

/** The same alarm of a well again within this long, while the first is not processed, writes nothing more. */
export const ALARM_COOL_DOWN_MS = 30 * 60_000;

export interface Alarm {
  merchantId: number; wellId: number; fault: (typeof FAULT_TYPES)[number];
  /** What happened, for the fault row's description and the notice. */
  detail: string;
}

/**
 * An alarm of a well: a fault feedback row (reported by the system) and a notice for the
 * merchant's users (the bell counts it), and a live `alarm` event, all in the caller's
 * transaction. Returns false, writing nothing, when the same fault of the well is still open from
 * less than the cool-down ago (a well reporting it every 10 s makes one row, not hundreds).
 */
export async function raiseAlarm(db: Db, alarm: Alarm, at: Date): Promise<boolean> {
  const since = new Date(at.getTime() - ALARM_COOL_DOWN_MS);
  // one alarm of a well at a time, so two processes cannot both pass the cool-down check
  await sql`select pg_advisory_xact_lock(7270019, ${alarm.wellId})`.execute(db);
  const recent = await db.selectFrom('fault_feedback').select('id').where('well_id', '=', alarm.wellId).where('fault_type', '=', alarm.fault)
    .where('processed', '=', 'N').where('created_at', '>', since).executeTakeFirst();
  if (recent) return false;
  const well = await db.selectFrom('well').select(['cd', 'name']).where('id', '=', alarm.wellId).executeTakeFirstOrThrow();
  const label = (enumLabels.faultType as Record<string, string>)[alarm.fault] ?? alarm.fault;
  await db.insertInto('fault_feedback').values({
    merchant_id: alarm.merchantId, business: 'well', well_id: alarm.wellId, equip_id: null, fault_type: alarm.fault,
    description: alarm.detail.slice(0, 200), reporter_identity: 'system', reporter_name: '设备告警', reporter_mobile: '',
    processed: 'N', process_remark: '', process_pictures: '', processed_at: null, created_at: at,
  }).execute();
  const title = `${well.name}(${well.cd}) ${label}`;
  await db.insertInto('notice').values({ merchant_id: alarm.merchantId, title: `设备告警：${title}`.slice(0, 100), content: alarm.detail, created_at: at }).execute();
  await publishLive(db, alarm.merchantId, { type: 'alarm', wellId: alarm.wellId, title, at: at.getTime() });
  return true;
}
