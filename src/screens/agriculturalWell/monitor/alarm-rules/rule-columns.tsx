import { ALARM_KIND_LABELS, type AlarmRuleRow } from '../../../../api/contract/well/alarm-rule';
import { alarmRuleColumnDefs, alarmRuleScopeText } from '../../../../api/contract/well/alarm-rule-columns';
import { wellPermissions } from '../../../../api/contract/well/permissions';
import { wellAlarmRuleTexts as t } from '../../../../i18n/zh-CN/well-alarm-rules';
import { rowActionsColumn, tableColumnsOf, type TableColumn } from '../../../../ui/table';

/** The rules table (alarmRuleColumnDefs): scope (商户默认 or the well), kind, condition, cool-down, state; edit and delete need 告警规则. */
export function ruleColumns(onEdit: (row: AlarmRuleRow) => void, onDelete: (row: AlarmRuleRow) => void): TableColumn<AlarmRuleRow>[] {
  return tableColumnsOf(
    alarmRuleColumnDefs,
    {
      scope: 200,
      kind: 100,
      threshold: 220,
      coolDownMinutes: { width: 120, align: 'right' },
      enabled: 70,
    },
    {
      actions: rowActionsColumn<AlarmRuleRow>({
        title: t.ops,
        name: (r) => `${alarmRuleScopeText(r)} ${ALARM_KIND_LABELS[r.kind]}`,
        actions: [
          { label: t.edit, permission: wellPermissions.monitor.alarm, onClick: onEdit },
          { label: t.delete, permission: wellPermissions.monitor.alarm, onClick: onDelete },
        ],
      }),
    },
  );
}
