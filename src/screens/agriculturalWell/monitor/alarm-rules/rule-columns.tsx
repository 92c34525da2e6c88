import { ALARM_KIND_LABELS, type AlarmRuleRow } from '../../../../api/contract/well/alarm-rule';
import { alarmConditionText, alarmRuleScopeText } from '../../../../api/contract/well/alarm-rule-columns';
import { wellPermissions } from '../../../../api/contract/well/permissions';
import { label } from '../../../../i18n/zh-CN/enums';
import { wellAlarmRuleTexts as t } from '../../../../i18n/zh-CN/well-alarm-rules';
import { rowActionsColumn, type TableColumn } from '../../../../ui/table';

/** The rules table: scope (商户默认 or the well), kind, condition, cool-down, state; edit and delete need 告警规则. */
export function ruleColumns(onEdit: (row: AlarmRuleRow) => void, onDelete: (row: AlarmRuleRow) => void): TableColumn<AlarmRuleRow>[] {
  return [
    { key: 'scope', title: t.scope, width: 200, render: alarmRuleScopeText },
    { key: 'kind', title: t.kind, width: 100, render: (r) => ALARM_KIND_LABELS[r.kind] },
    { key: 'threshold', title: t.threshold, width: 220, render: alarmConditionText },
    { key: 'coolDownMinutes', title: t.coolDown, width: 120, align: 'right' },
    { key: 'enabled', title: t.enabled, width: 70, render: (r) => label('enabled', r.enabled) },
    rowActionsColumn<AlarmRuleRow>({
      title: t.ops, name: (r) => `${alarmRuleScopeText(r)} ${ALARM_KIND_LABELS[r.kind]}`,
      actions: [
        { label: t.edit, permission: wellPermissions.monitor.alarm, onClick: onEdit },
        { label: t.delete, permission: wellPermissions.monitor.alarm, onClick: onDelete },
      ],
    }),
  ];
}
