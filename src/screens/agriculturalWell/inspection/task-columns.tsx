import type { PersonalizedNames } from '../../../api/contract/param';
import type { TaskRow } from '../../../api/contract/well/inspection';
import { personText } from '../../../api/contract/well/inspection-columns';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { wellInspectionTexts as t } from '../../../i18n/zh-CN/well-inspection';
import { usePermission } from '../../../ui/permission';
import type { TableColumn } from '../../../ui/table';

const p = wellPermissions.inspection;

export type TaskAction = 'start' | 'finish';

/** The well a task is of, as its buttons and dialogs name it. */
export const taskWell = (r: Pick<TaskRow, 'wellName' | 'wellCd'>): string => `${r.wellName}(${r.wellCd})`;

/** 开始巡检 on a waiting task, 完成巡检 on a running one, with the execute permission. */
function TaskActions({ row, onAction }: { row: TaskRow; onAction: (action: TaskAction, row: TaskRow) => void }) {
  const can = usePermission([p.execute]);
  const action = row.status === 'WAIT' ? 'start' : row.status === 'RUNNING' ? 'finish' : null;
  if (!can || !action) return null;
  const text = action === 'start' ? t.tasks.start : t.tasks.finish;
  return (
    <button type="button" className="irr-button" data-action={action} aria-label={t.tasks.rowAction(text, taskWell(row))}
      onClick={() => onAction(action, row)}>{text}</button>
  );
}

/** The status, with a red 已逾期 tag on an open task past its due time. */
function TaskStatus({ row }: { row: TaskRow }) {
  return (
    <>
      <span data-status={row.status}>{label('inspectionStatus', row.status)}</span>
      {row.overdue && <span className="irr-overdue" data-overdue="">{t.tasks.overdueTag}</span>}
    </>
  );
}

/** The tasks table: well, place (personalised names), plan, inspector, due, status, times, result, health, remark, actions. */
export function taskColumns(labels: PersonalizedNames, onAction: (action: TaskAction, row: TaskRow) => void): TableColumn<TaskRow>[] {
  return [
    { key: 'well', title: labels.equipment, width: 180, fixed: 'left', render: taskWell },
    { key: 'placeName', title: labels.place, width: 120 },
    { key: 'planName', title: t.tasks.plan, width: 160 },
    { key: 'inspector', title: t.tasks.inspector, width: 170, render: (r) => personText(r.inspectorName, r.inspectorMobile) },
    { key: 'dueTime', title: t.tasks.dueTime, width: 170 },
    { key: 'status', title: t.tasks.status, width: 140, render: (r) => <TaskStatus row={r} /> },
    { key: 'startTime', title: t.tasks.startTime, width: 170, render: (r) => r.startTime ?? '' },
    { key: 'finishTime', title: t.tasks.finishTime, width: 170, render: (r) => r.finishTime ?? '' },
    { key: 'executorName', title: t.tasks.executor, width: 100 },
    { key: 'result', title: t.tasks.result, width: 80, render: (r) => <span data-result={r.result ?? ''}>{label('inspectionResult', r.result)}</span> },
    { key: 'health', title: t.tasks.health, width: 90, render: (r) => label('equipmentCheckHealth', r.health) },
    { key: 'remark', title: t.tasks.remark, width: 200 },
    { key: 'actions', title: t.ops, width: 110, fixed: 'right', permissions: [p.execute], print: false, render: (r) => <TaskActions row={r} onAction={onAction} /> },
  ];
}
