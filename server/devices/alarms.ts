import { sql } from 'kysely';
import type { AlarmKind } from '../../src/api/contract/well/alarm-rule';
import type { FAULT_TYPES } from '../../src/api/contract/fields';
import type { Db } from '../db/connect';
import { publishLive } from '../live/live-hub';

/** The advisory lock of a well's alarms (with the well's id): one writer of them at a time. */
const ALARM_LOCK = 7270019;

/** What raised an alarm: a rule's kind, or a reconciliation issue of an offline record (money/reconcile-checks.ts). */
export type AlarmSource = AlarmKind | 'reconcile';

export interface Alarm {
  merchantId: number;
  wellId: number;
  /** The rule kind that raised it (or `reconcile`): its cool-down looks at this kind's alarms only. */
  kind: AlarmSource;
  fault: (typeof FAULT_TYPES)[number];
  /** What happened, for the fault row's description and the notice. */
  detail: string;
  /** The notice title's words after the well, e.g. 电流过高. */
  label: string;
  /** The rule's cool-down (0: every one is written). */
  coolDownMinutes: number;
}

/**
 * Alarms of wells: for each, a fault feedback row (reported by the system) and a notice for the
 * merchant's users (the bell counts it), and a live `alarm` event, all in the caller's
 * transaction. An alarm whose well has the same one (kind and fault type) still unprocessed from
 * less than its cool-down ago writes nothing (a well reporting it every 10 s makes one row, not
 * hundreds). Two statements whatever the number of alarms; returns the alarms written.
 */
export async function writeAlarms(db: Db, alarms: readonly Alarm[], at: Date): Promise<Alarm[]> {
  if (alarms.length === 0) return [];
  // the wells' locks in one order (no deadlock between two writers), so that two processes cannot
  // both pass the cool-down check; the check runs in the next statement, which sees what a writer
  // that held a lock before us committed
  const wellIds = [...new Set(alarms.map((a) => a.wellId))].sort((a, b) => a - b);
  await sql`select count(pg_advisory_xact_lock(${ALARM_LOCK}, id)) from unnest(${wellIds}::int[]) as id`.execute(db);
  const values = sql.join(
    alarms.map(
      (a, i) => sql`(${i}::int, ${a.merchantId}::int, ${a.wellId}::int, ${a.kind}::text, ${a.fault}::text,
    ${a.detail.slice(0, 200)}::text, ${a.label}::text, ${a.coolDownMinutes}::int)`,
    ),
  );
  const { rows } = await sql<{ i: number; title: string }>`
    with h(i, merchant_id, well_id, kind, fault, detail, label, cool) as (values ${values}),
    fresh as (
      select distinct on (h.well_id, h.kind, h.fault) h.*, w.name || '(' || w.cd || ') ' || h.label as title
      from h join well w on w.id = h.well_id
      where not exists (select 1 from fault_feedback f where f.well_id = h.well_id and f.alarm_kind = h.kind and f.fault_type = h.fault
        and f.processed = 'N' and f.created_at > ${at}::timestamptz - make_interval(mins => h.cool))
      order by h.well_id, h.kind, h.fault, h.i),
    faults as (
      insert into fault_feedback (merchant_id, business, well_id, equip_id, fault_type, description, reporter_identity, reporter_name,
        reporter_mobile, processed, process_remark, process_pictures, processed_at, created_at, alarm_kind)
      select merchant_id, 'well', well_id, null, fault, detail, 'system', '设备告警', '', 'N', '', '', null, ${at}, kind from fresh
      returning id),
    notices as (
      insert into notice (merchant_id, title, content, created_at)
      select merchant_id, left('设备告警：' || title, 100), detail, ${at} from fresh
      returning id)
    select i, title from fresh order by i`.execute(db);
  const written = rows.map((r) => ({ ...alarms[r.i]!, title: r.title }));
  for (const a of written) await publishLive(db, a.merchantId, { type: 'alarm', wellId: a.wellId, title: a.title, at: at.getTime() });
  return written;
}
