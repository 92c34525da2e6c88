import type { PlanRow } from '../../../api/contract/well/inspection';
import { planColumnDefs } from '../../../api/contract/well/inspection-columns';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { wellInspectionTexts as t } from '../../../i18n/zh-CN/well-inspection';
import { rowActionsColumn, tableColumnsOf, type TableColumn } from '../../../ui/table';

const p = wellPermissions.inspection;

/** The plans table (planColumnDefs): the overdue tasks tagged; edit and delete each need their own permission. */
export function planColumns(onEdit: (row: PlanRow) => void, onDelete: (row: PlanRow) => void): TableColumn<PlanRow>[] {
  return tableColumnsOf(
    planColumnDefs,
    {
      name: { width: 180, fixed: 'left', ellipsis: true },
      inspector: { width: 180, ellipsis: true },
      intervalDays: 90,
      wells: { width: 280, ellipsis: true },
      enabled: 70,
      nextDueTime: 170,
      overdueCount: {
        width: 90,
        align: 'right',
        render: (r) => (r.overdueCount > 0 ? <span className="irr-overdue">{t.plans.overdueTag(r.overdueCount)}</span> : '0'),
      },
      remark: { width: 160, ellipsis: true },
    },
    {
      actions: rowActionsColumn<PlanRow>({
        title: t.ops,
        name: (r) => r.name,
        width: 130,
        actions: [
          { label: t.plans.edit, permission: p.edit, onClick: onEdit },
          { label: t.plans.delete, permission: p.delete, onClick: onDelete },
        ],
      }),
    },
  );
}
