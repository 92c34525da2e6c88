import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { decimal, id, keyword, paging, savedRow, version, yesNo } from '../fields';
import { pageOf } from '../schemas';
import { wellPermissions } from './permissions';

const p = wellPermissions.monitor;

/**
 * What an alarm rule watches (server/docs/devices.md, "Alarms"): the water level against the
 * well's own bounds (its parameters), the pump's current over a threshold, a device silent
 * longer than some minutes, the faults a device reports; and from the history
 * (server/docs/history.md): a meter that went back between two reports, a level that has not
 * moved for a day of reports, a level that moved more than a threshold between two reports.
 */
export const ALARM_KINDS = ['waterLevel', 'overCurrent', 'offline', 'fault', 'meterBack', 'stuck', 'levelJump'] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

export const ALARM_KIND_LABELS: Readonly<Record<AlarmKind, string>> = {
  waterLevel: '水位越限',
  overCurrent: '电流过高',
  offline: '设备离线',
  fault: '设备故障',
  meterBack: '表计回退',
  stuck: '数据停滞',
  levelJump: '水位突变',
};

/** Cool-down, minutes: 1 to 7 days. */
export const COOL_DOWN_RULE = { min: 1, max: 10080 } as const;
/** Over-current threshold, A, 1 decimal (a well's current is kept to 1000.0 A). */
export const CURRENT_LIMIT_RULE = { min: 0.1, max: 1000, decimals: 1 } as const;
/** Offline after, minutes: 1 to 7 days. */
export const OFFLINE_MINUTES_RULE = { min: 1, max: 10080 } as const;
/** A level jump between two reports, m, 2 decimals (the well keeps its level in cm). */
export const LEVEL_JUMP_RULE = { min: 0.01, max: 100, decimals: 2 } as const;

export interface AlarmRuleValues {
  enabled: 'Y' | 'N';
  coolDownMinutes: number;
  /** overCurrent only, A. */
  currentLimit: number | null;
  /** offline only. */
  offlineMinutes: number | null;
  /** levelJump only, m. */
  levelJump: number | null;
}

/**
 * What a kind does where the merchant has no rule of it (neither its default nor the well's): every
 * kind on, a 30 minute cool-down (a day for a stuck level), over-current above 60.0 A, offline after
 * 30 minutes silent, a level jump of more than 5.00 m between two reports.
 */
export const ALARM_RULE_DEFAULTS: Readonly<Record<AlarmKind, AlarmRuleValues>> = {
  waterLevel: { enabled: 'Y', coolDownMinutes: 30, currentLimit: null, offlineMinutes: null, levelJump: null },
  overCurrent: { enabled: 'Y', coolDownMinutes: 30, currentLimit: 60, offlineMinutes: null, levelJump: null },
  offline: { enabled: 'Y', coolDownMinutes: 30, currentLimit: null, offlineMinutes: 30, levelJump: null },
  fault: { enabled: 'Y', coolDownMinutes: 30, currentLimit: null, offlineMinutes: null, levelJump: null },
  meterBack: { enabled: 'Y', coolDownMinutes: 30, currentLimit: null, offlineMinutes: null, levelJump: null },
  // checked every hour: a day between two alarms of a level that stays stuck
  stuck: { enabled: 'Y', coolDownMinutes: 1440, currentLimit: null, offlineMinutes: null, levelJump: null },
  // Two reports compared are at most 15 minutes apart (the history's gap). A groundwater well's
  // level follows its pump over minutes to hours: starting or stopping it moves the level by a
  // few metres in that time, the simulator's by under a metre a report. More
  // than 5 m is rather the sensor (a slipped probe, a bad cable, a wrong value) than the water.
  levelJump: { enabled: 'Y', coolDownMinutes: 30, currentLimit: null, offlineMinutes: null, levelJump: 5 },
};

/** A rule: the merchant's default of a kind (no well), or one well's, which overrides the default for that well. */
export const alarmRuleRow = z.object({
  id: z.number(),
  /** Null: the merchant's default. */
  wellId: z.nullable(z.number()),
  wellCd: z.string(),
  wellName: z.string(),
  placeName: z.string(),
  kind: z.enum(ALARM_KINDS),
  enabled: yesNo,
  coolDownMinutes: z.number(),
  currentLimit: z.nullable(z.number()),
  offlineMinutes: z.nullable(z.number()),
  levelJump: z.nullable(z.number()),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AlarmRuleRow = z.infer<typeof alarmRuleRow>;

const minutes = (what: string, rule: { min: number; max: number }) =>
  z
    .number()
    .check(
      z.int(`${what}必须是整数`),
      z.minimum(rule.min, `${what}不能小于${rule.min}分钟`),
      z.maximum(rule.max, `${what}不能大于${rule.max}分钟`),
    );

const ruleFields = {
  /** Null: the merchant's default of the kind. */
  wellId: z.nullable(id),
  kind: z.enum(ALARM_KINDS, '请选择告警类型'),
  enabled: yesNo,
  coolDownMinutes: minutes('冷却时间', COOL_DOWN_RULE),
  currentLimit: z.nullable(decimal('电流阈值', CURRENT_LIMIT_RULE.min, CURRENT_LIMIT_RULE.max, CURRENT_LIMIT_RULE.decimals)),
  offlineMinutes: z.nullable(minutes('离线时长', OFFLINE_MINUTES_RULE)),
  levelJump: z.nullable(decimal('突变阈值', LEVEL_JUMP_RULE.min, LEVEL_JUMP_RULE.max, LEVEL_JUMP_RULE.decimals)),
};

/** A threshold belongs to its kind: over-current needs its current, offline its minutes, a level jump its metres; no kind takes another's. */
const kindChecks = [
  z.refine<{ kind: AlarmKind; currentLimit: number | null }>((v) => (v.kind === 'overCurrent') === (v.currentLimit !== null), {
    message: '电流阈值只用于电流过高告警，且必须填写',
    path: ['currentLimit'],
  }),
  z.refine<{ kind: AlarmKind; offlineMinutes: number | null }>((v) => (v.kind === 'offline') === (v.offlineMinutes !== null), {
    message: '离线时长只用于设备离线告警，且必须填写',
    path: ['offlineMinutes'],
  }),
  z.refine<{ kind: AlarmKind; levelJump: number | null }>((v) => (v.kind === 'levelJump') === (v.levelJump !== null), {
    message: '突变阈值只用于水位突变告警，且必须填写',
    path: ['levelJump'],
  }),
] as const;

/** POST irrigationWell/alarmRule/findPage: the merchant's defaults first, then the wells' rules by code; by well (keyword or id), kind. */
export const findPage = defineCall({
  method: 'POST',
  path: 'irrigationWell/alarmRule/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ ...paging, keyword, wellId: z.optional(id), kind: z.optional(z.enum(ALARM_KINDS)) }),
  response: pageOf(alarmRuleRow),
});

/** POST irrigationWell/alarmRule/wells: up to 20 of the merchant's wells matching a code or name, to pick a rule's well. */
export const findWells = defineCall({
  method: 'POST',
  path: 'irrigationWell/alarmRule/wells',
  readOnly: true,
  mode: 'json',
  access: { permission: p.alarm },
  request: z.strictObject({ keyword }),
  response: z.array(z.object({ id: z.number(), cd: z.string(), name: z.string(), placeName: z.string() })),
});

/** POST irrigationWell/alarmRule/save: a new rule; one per kind for the merchant's default and per kind for each well. */
export const save = defineCall({
  method: 'POST',
  path: 'irrigationWell/alarmRule/save',
  mode: 'json',
  access: { permission: p.alarm },
  request: z.strictObject(ruleFields).check(...kindChecks),
  response: savedRow,
});

/** POST irrigationWell/alarmRule/update: with the version read. */
export const update = defineCall({
  method: 'POST',
  path: 'irrigationWell/alarmRule/update',
  mode: 'json',
  access: { permission: p.alarm },
  request: z.strictObject({ id, version, ...ruleFields }).check(...kindChecks),
  response: savedRow,
});

/** POST irrigationWell/alarmRule/delete: the well (or the merchant) falls back to the default of the kind. */
export const remove = defineCall({
  method: 'POST',
  path: 'irrigationWell/alarmRule/delete',
  mode: 'json',
  access: { permission: p.alarm },
  request: z.strictObject({ id }),
  response: z.null(),
});
