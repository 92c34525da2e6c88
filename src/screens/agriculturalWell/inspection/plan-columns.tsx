import type { PlanRow } from '../../../api/contract/well/inspection';
import { personText, planWellsText } from '../../../api/contract/well/inspection-columns';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { wellInspectionTexts as t } from '../../../i18n/zh-CN/well-inspection';
import { rowActionsColumn, type TableColumn } from '../../../ui/table';

const p = wellPermissions.inspection;

/** The plans table: name, inspector, interval, wells, state, next due (with its overdue tasks), remark; edit and delete each need their own permission. */
export function planColumns(onEdit: (row: PlanRow) => void, onDelete: (row: PlanRow) => void): TableColumn<PlanRow>[] {
  return [
    { key: 'name', title: t.plans.name, width: 180 },
    { key: 'inspector', title: t.plans.inspector, width: 180, render: (r) => personText(r.inspectorName, r.inspectorMobile) },
    { key: 'intervalDays', title: t.plans.interval, width: 90, render: (r) => label('inspectionInterval', r.intervalDays) },
    { key: 'wells', title: t.plans.wells, width: 280, render: planWellsText },
    { key: 'enabled', title: t.plans.enabled, width: 70, render: (r) => label('enabled', r.enabled) },
    { key: 'nextDueTime', title: t.plans.nextDue, width: 170, render: (r) => r.nextDueTime ?? '' },
    {
      key: 'overdueCount', title: t.plans.overdue, width: 90, align: 'right',
      render: (r) => (r.overdueCount > 0 ? <span className="irr-overdue">{t.plans.overdueTag(r.overdueCount)}</span> : '0'),
    },
    { key: 'remark', title: t.plans.remark, width: 160 },
    rowActionsColumn<PlanRow>({
      title: t.ops, name: (r) => r.name,
      actions: [{ label: t.plans.edit, permission: p.edit, onClick: onEdit }, { label: t.plans.delete, permission: p.delete, onClick: onDelete }],
    }),
  ];
}
