import { sql, type RawBuilder } from 'kysely';
import { enumLabels } from '../../src/api/contract/enum-labels';
import type { FAULT_TYPES } from '../../src/api/contract/fields';
import { ALARM_RULE_DEFAULTS, ALARM_KIND_LABELS, type AlarmKind } from '../../src/api/contract/well/alarm-rule';
import type { Db } from '../db/connect';
import { WELL_PARAM_DEFAULTS as P } from '../db/well-param-defaults';
import { formatDateTime, unscale } from '../http/format';
import { writeAlarms, type Alarm } from './alarms';

/**
 * The rule of `kind` in force for the well `w` of the surrounding query, as the lateral `alias`:
 * the well's own rule, else the merchant's default (each through its unique index). No row: the
 * merchant has neither, and ALARM_RULE_DEFAULTS apply (see {@link ruleValue}).
 */
const ruleOf = (kind: AlarmKind, alias: string) => sql`left join lateral (
  select x.enabled, x.cool_down_minutes, x.current_limit_deciamps, x.offline_minutes, x.level_jump_cm from (
    select 0 as rank, r.enabled, r.cool_down_minutes, r.current_limit_deciamps, r.offline_minutes, r.level_jump_cm
      from alarm_rule r where r.well_id = w.id and r.kind = ${sql.lit(kind)}
    union all
    select 1, r.enabled, r.cool_down_minutes, r.current_limit_deciamps, r.offline_minutes, r.level_jump_cm
      from alarm_rule r where r.merchant_id = w.merchant_id and r.well_id is null and r.kind = ${sql.lit(kind)}
  ) x order by x.rank limit 1) ${sql.id(alias)} on true`;

const D = ALARM_RULE_DEFAULTS;
/** A column of the rule in force, the default where the merchant has no rule of the kind. */
const ruleValue = (
  kind: AlarmKind,
  alias: string,
  column: 'enabled' | 'cool_down_minutes' | 'current_limit_deciamps' | 'offline_minutes' | 'level_jump_cm',
): RawBuilder<unknown> => {
  const fallback = {
    enabled: D[kind].enabled,
    cool_down_minutes: D[kind].coolDownMinutes,
    current_limit_deciamps: D[kind].currentLimit === null ? null : Math.round(D[kind].currentLimit * 10),
    offline_minutes: D[kind].offlineMinutes,
    level_jump_cm: D[kind].levelJump === null ? null : Math.round(D[kind].levelJump * 100),
  }[column];
  return sql`coalesce(${sql.ref(`${alias}.${column}`)}, ${fallback === null ? sql`null` : sql.lit(fallback)})`;
};

const metres = (cm: number) => unscale(cm, 2).toFixed(2);
const amps = (deciamps: number) => unscale(deciamps, 1).toFixed(1);

interface StatusHit {
  well_id: number;
  merchant_id: number;
  level_cm: number;
  level_min: number;
  level_max: number;
  level_hit: boolean;
  level_cool: number;
  level_before: number | null;
  jump_limit: number;
  jump_hit: boolean | null;
  jump_cool: number;
  current: number;
  current_limit: number;
  current_hit: boolean;
  current_cool: number;
}

/**
 * A well's water level at its previous report, as the status batch returns it: null when there is
 * none to compare with (its first report, or the first after a silence longer than the history's
 * gap, HISTORY_GAP_S: hours offline may well have moved the level).
 */
export interface LevelReadings {
  well_id: number | null;
  level_before: number | null;
}

/**
 * After a status batch: the wells whose new water level is outside their parameters' bounds
 * (waterLevel rule on), moved more than their levelJump rule's threshold since their previous
 * report (up or down), or whose current passed their threshold (overCurrent rule on) alarm. One
 * statement finds them for the whole batch; only when some do, {@link writeAlarms} adds its two.
 * Deeper than the maximum is 不出水 (no_water: the pump runs dry), shallower than the minimum 其他
 * (other), a jump 其他; over-current is A相电流过高 (A_high_current).
 */
export async function evaluateStatusAlarms(db: Db, reports: readonly LevelReadings[], at: Date): Promise<Alarm[]> {
  const wells = reports.flatMap((r) => (r.well_id === null ? [] : [{ id: r.well_id, before: r.level_before }]));
  if (wells.length === 0) return [];
  const { rows } = await sql<StatusHit>`select * from (
    select w.id as well_id, w.merchant_id, w.water_level_cm as level_cm,
      coalesce(p.water_level_min_cm, ${sql.lit(P.water_level_min_cm)}) as level_min, coalesce(p.water_level_max_cm, ${sql.lit(P.water_level_max_cm)}) as level_max,
      ${ruleValue('waterLevel', 'wl', 'enabled')} = 'Y' and (w.water_level_cm > coalesce(p.water_level_max_cm, ${sql.lit(P.water_level_max_cm)})
        or w.water_level_cm < coalesce(p.water_level_min_cm, ${sql.lit(P.water_level_min_cm)})) as level_hit,
      ${ruleValue('waterLevel', 'wl', 'cool_down_minutes')} as level_cool,
      b.level_before, ${ruleValue('levelJump', 'lj', 'level_jump_cm')} as jump_limit,
      ${ruleValue('levelJump', 'lj', 'enabled')} = 'Y' and abs(w.water_level_cm - b.level_before) > ${ruleValue('levelJump', 'lj', 'level_jump_cm')} as jump_hit,
      ${ruleValue('levelJump', 'lj', 'cool_down_minutes')} as jump_cool,
      w.current_deciamps as current, ${ruleValue('overCurrent', 'oc', 'current_limit_deciamps')} as current_limit,
      ${ruleValue('overCurrent', 'oc', 'enabled')} = 'Y' and w.current_deciamps > ${ruleValue('overCurrent', 'oc', 'current_limit_deciamps')} as current_hit,
      ${ruleValue('overCurrent', 'oc', 'cool_down_minutes')} as current_cool
    from unnest(${wells.map((r) => r.id)}::int[], ${wells.map((r) => r.before)}::int[]) as b(well_id, level_before)
    join well w on w.id = b.well_id left join well_param p on p.equip_id = w.id
    ${ruleOf('waterLevel', 'wl')}
    ${ruleOf('levelJump', 'lj')}
    ${ruleOf('overCurrent', 'oc')}) s
    where s.level_hit or s.jump_hit or s.current_hit`.execute(db);
  const alarms: Alarm[] = [];
  for (const r of rows) {
    if (r.level_hit) {
      const deep = r.level_cm > r.level_max;
      alarms.push({
        merchantId: r.merchant_id,
        wellId: r.well_id,
        kind: 'waterLevel',
        fault: deep ? 'no_water' : 'other',
        coolDownMinutes: r.level_cool,
        label: `水位${enumLabels.waterLevelMonitor[deep ? 'overLimit' : 'belowLimit']}`,
        detail: deep
          ? `水位埋深 ${metres(r.level_cm)} 米，超过上限 ${metres(r.level_max)} 米`
          : `水位埋深 ${metres(r.level_cm)} 米，低于下限 ${metres(r.level_min)} 米`,
      });
    }
    if (r.jump_hit && r.level_before !== null) {
      alarms.push({
        merchantId: r.merchant_id,
        wellId: r.well_id,
        kind: 'levelJump',
        fault: 'other',
        coolDownMinutes: r.jump_cool,
        label: ALARM_KIND_LABELS.levelJump,
        detail: `水位埋深 ${metres(r.level_before)} 米 → ${metres(r.level_cm)} 米，两次上报相差 ${metres(Math.abs(r.level_cm - r.level_before))} 米，超过 ${metres(r.jump_limit)} 米`,
      });
    }
    if (r.current_hit) {
      alarms.push({
        merchantId: r.merchant_id,
        wellId: r.well_id,
        kind: 'overCurrent',
        fault: 'A_high_current',
        coolDownMinutes: r.current_cool,
        label: ALARM_KIND_LABELS.overCurrent,
        detail: `电流 ${amps(r.current)} A，超过告警阈值 ${amps(r.current_limit)} A`,
      });
    }
  }
  return writeAlarms(db, alarms, at);
}

/** A well's meters at a report and at its previous one (null: none before), as the status batch returns them. */
export interface MeterReadings {
  well_id: number | null;
  merchant_id: number;
  wh: number | string;
  liters: number | string;
  wh_before: number | string | null;
  liters_before: number | string | null;
}

const kwh = (wh: number) => (wh / 1000).toFixed(2);
const m3 = (liters: number) => (liters / 1000).toFixed(3);

/**
 * After a status batch: the wells whose water or power meter reads less than at their previous
 * report (replaced, reset, or failing: server/docs/history.md, "Anomalies") alarm as 表计回退 under
 * their meterBack rule; a power meter's as 电表故障, a water meter's as 其他. The history counts no
 * water or power for such a report.
 */
export async function evaluateMeterBackAlarms(db: Db, reports: readonly MeterReadings[], at: Date): Promise<Alarm[]> {
  const back = reports.flatMap((r) => {
    if (r.well_id === null || r.wh_before === null || r.liters_before === null) return [];
    const [wh, whBefore, liters, litersBefore] = [Number(r.wh), Number(r.wh_before), Number(r.liters), Number(r.liters_before)];
    const details = [
      ...(wh < whBefore ? [`电表读数由 ${kwh(whBefore)} kWh 回退至 ${kwh(wh)} kWh`] : []),
      ...(liters < litersBefore ? [`水表读数由 ${m3(litersBefore)} m³ 回退至 ${m3(liters)} m³`] : []),
    ];
    return details.length === 0 ? [] : [{ wellId: r.well_id, merchantId: r.merchant_id, power: wh < whBefore, detail: details.join('；') }];
  });
  if (back.length === 0) return [];
  const { rows } = await sql<{ well_id: number; enabled: string; cool: number }>`
    select w.id as well_id, ${ruleValue('meterBack', 'r', 'enabled')} as enabled, ${ruleValue('meterBack', 'r', 'cool_down_minutes')} as cool
    from well w ${ruleOf('meterBack', 'r')} where w.id = any(${back.map((b) => b.wellId)}::int[])`.execute(db);
  const rules = new Map(rows.map((r) => [r.well_id, r]));
  return writeAlarms(
    db,
    back.flatMap((b) => {
      const rule = rules.get(b.wellId);
      if (!rule || rule.enabled !== 'Y') return [];
      const fault = b.power ? ('electric_meter_failure' as const) : ('other' as const);
      return [{ ...b, kind: 'meterBack' as const, fault, label: ALARM_KIND_LABELS.meterBack, coolDownMinutes: rule.cool }];
    }),
    at,
  );
}

/**
 * The history job's stuck levels (数据停滞): wells whose every one of the last 24 whole hours has
 * reports and whose level did not move in all of them (a sensor stuck, or a device sending a
 * constant). At most one unprocessed alarm per cool-down (a day by default) while it stays so.
 */
export async function evaluateStuckAlarms(db: Db, at: Date): Promise<Alarm[]> {
  const hourMs = 3_600_000;
  const to = new Date(Math.floor(at.getTime() / hourMs) * hourMs);
  const from = new Date(to.getTime() - 24 * hourMs);
  const { rows } = await sql<{ well_id: number; merchant_id: number; level_cm: number; reports: number | string; cool: number }>`
    select w.id as well_id, w.merchant_id, s.level_cm, s.reports, ${ruleValue('stuck', 'r', 'cool_down_minutes')} as cool
    from (
      select h.well_id, min(h.level_min_cm) as level_cm, sum(h.reports) as reports from well_hour h
      where h.hour >= ${from}::timestamptz and h.hour < ${to}::timestamptz and h.reports > 0
      group by h.well_id having count(*) = 24 and min(h.level_min_cm) = max(h.level_max_cm)) s
    join well w on w.id = s.well_id
    ${ruleOf('stuck', 'r')}
    where ${ruleValue('stuck', 'r', 'enabled')} = 'Y'
    order by w.id`.execute(db);
  return writeAlarms(
    db,
    rows.map((r) => ({
      merchantId: r.merchant_id,
      wellId: r.well_id,
      kind: 'stuck' as const,
      fault: 'other' as const,
      coolDownMinutes: r.cool,
      label: ALARM_KIND_LABELS.stuck,
      detail: `近24小时水位一直为 ${metres(r.level_cm)} 米（共 ${Number(r.reports)} 次上报），请检查水位计`,
    })),
    at,
  );
}

/**
 * The sweep's offline alarms (网络故障, network_malfunction): wells silent longer than their
 * offline rule's minutes, once per silence (a well that already alarmed since its last report
 * does not again until it reports and falls silent anew). A well that never reported has no
 * silence to time.
 */
export async function evaluateOfflineAlarms(db: Db, at: Date): Promise<Alarm[]> {
  const { rows } = await sql<{ well_id: number; merchant_id: number; status_at: Date; minutes: number; cool: number }>`
    select w.id as well_id, w.merchant_id, w.status_at, ${ruleValue('offline', 'r', 'offline_minutes')} as minutes,
      ${ruleValue('offline', 'r', 'cool_down_minutes')} as cool
    from well w ${ruleOf('offline', 'r')}
    where w.status_at < ${at}::timestamptz - interval '1 minute'
      and ${ruleValue('offline', 'r', 'enabled')} = 'Y'
      and w.status_at < ${at}::timestamptz - make_interval(mins => ${ruleValue('offline', 'r', 'offline_minutes')})
      and not exists (select 1 from fault_feedback f where f.well_id = w.id and f.alarm_kind = 'offline' and f.created_at > w.status_at)
    order by w.id`.execute(db);
  return writeAlarms(
    db,
    rows.map((r) => ({
      merchantId: r.merchant_id,
      wellId: r.well_id,
      kind: 'offline' as const,
      fault: 'network_malfunction' as const,
      coolDownMinutes: r.cool,
      label: ALARM_KIND_LABELS.offline,
      detail: `设备超过 ${r.minutes} 分钟未上报（最后上报 ${formatDateTime(new Date(r.status_at))}）`,
    })),
    at,
  );
}

/** A fault a device reported, under the well's fault rule (off: nothing is written). Returns whether it was written. */
export async function raiseFaultAlarm(
  db: Db,
  fault: { merchantId: number; wellId: number; fault: (typeof FAULT_TYPES)[number]; detail: string },
  at: Date,
) {
  const {
    rows: [rule],
  } = await sql<{ enabled: string; cool: number }>`
    select ${ruleValue('fault', 'r', 'enabled')} as enabled, ${ruleValue('fault', 'r', 'cool_down_minutes')} as cool
    from well w ${ruleOf('fault', 'r')} where w.id = ${fault.wellId}`.execute(db);
  if (!rule || rule.enabled !== 'Y') return false;
  const label = (enumLabels.faultType as Record<string, string>)[fault.fault] ?? fault.fault;
  const written = await writeAlarms(db, [{ ...fault, kind: 'fault', label, coolDownMinutes: rule.cool }], at);
  return written.length > 0;
}
