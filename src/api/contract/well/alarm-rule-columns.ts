import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import { ALARM_KIND_LABELS, type AlarmRuleRow } from './alarm-rule';

/** Headers of the alarm rules' table columns (the dialog's and the export's). */
export const alarmRuleColumnTitles = {
  scope: '适用范围',
  kind: '告警类型',
  threshold: '告警条件',
  coolDown: '冷却时间(分钟)',
  enabled: '状态',
  updateTime: '更新时间',
} as const;

/** 商户默认 or the well with its code (and place). */
export const alarmRuleScopeText = (r: Pick<AlarmRuleRow, 'wellId' | 'wellCd' | 'wellName' | 'placeName'>): string =>
  r.wellId === null ? '商户默认' : `${r.wellName}(${r.wellCd})${r.placeName ? ` ${r.placeName}` : ''}`;

/** When the rule's kind alarms, in words. */
export function alarmConditionText(r: Pick<AlarmRuleRow, 'kind' | 'currentLimit' | 'offlineMinutes' | 'levelJump'>): string {
  switch (r.kind) {
    case 'waterLevel':
      return '水位超出机井参数的上下限';
    case 'overCurrent':
      return `电流超过 ${(r.currentLimit ?? 0).toFixed(1)} A`;
    case 'offline':
      return `离线超过 ${r.offlineMinutes ?? 0} 分钟`;
    case 'fault':
      return '设备上报故障';
    case 'meterBack':
      return '水表或电表读数比上次上报小';
    case 'stuck':
      return '持续上报但水位24小时不变';
    case 'levelJump':
      return `两次上报水位相差超过 ${(r.levelJump ?? 0).toFixed(2)} 米`;
  }
}

const t = alarmRuleColumnTitles;

/** The alarm rules table's columns and its export's; the export adds when a rule last changed. */
export const alarmRuleColumnDefs = columnsOf<AlarmRuleRow>()([
  { key: 'scope', title: t.scope, text: alarmRuleScopeText },
  { key: 'kind', title: t.kind, text: (r) => ALARM_KIND_LABELS[r.kind] },
  { key: 'threshold', title: t.threshold, text: alarmConditionText },
  { key: 'coolDownMinutes', title: t.coolDown, text: (r) => r.coolDownMinutes },
  { key: 'enabled', title: t.enabled, text: (r) => label('enabled', r.enabled) },
  { key: 'updateTime', title: t.updateTime, text: (r) => r.updateTime, only: 'export' },
]);
