import type { PersonalizedNames } from '../../../api/contract/param';
import type { TaskRow } from '../../../api/contract/well/inspection';
import { taskColumnDefs } from '../../../api/contract/well/inspection-columns';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { wellInspectionTexts as t } from '../../../i18n/zh-CN/well-inspection';
import { usePermission } from '../../../ui/permission';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';

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
    <button
      type="button"
      className="irr-button"
      data-action={action}
      aria-label={t.tasks.rowAction(text, taskWell(row))}
      onClick={() => onAction(action, row)}
    >
      {text}
    </button>
  );
}

/** The status, with a red 已逾期 tag on an open task past its due time. */
function TaskStatus({ row }: { row: TaskRow }) {
  return (
    <>
      <span data-status={row.status}>{label('inspectionStatus', row.status)}</span>
      {row.overdue && (
        <span className="irr-overdue" data-overdue="">
          {t.tasks.overdueTag}
        </span>
      )}
    </>
  );
}

/** The tasks table (taskColumnDefs): the status with its overdue tag, the result marked for styling, the task's action last. */
export function taskColumns(labels: PersonalizedNames, onAction: (action: TaskAction, row: TaskRow) => void): TableColumn<TaskRow>[] {
  return tableColumnsOf(
    taskColumnDefs,
    {
      well: { width: 180, fixed: 'left', ellipsis: true },
      placeName: { width: 120, ellipsis: true },
      planName: { width: 160, ellipsis: true },
      inspector: { width: 170, ellipsis: true },
      dueTime: 170,
      status: { width: 140, render: (r) => <TaskStatus row={r} /> },
      startTime: 170,
      finishTime: 170,
      executorName: 100,
      result: { width: 80, render: (r) => <span data-result={r.result ?? ''}>{label('inspectionResult', r.result)}</span> },
      health: 90,
      remark: { width: 200, ellipsis: true },
    },
    {
      names: labels,
      actions: {
        key: 'actions',
        title: t.ops,
        width: 110,
        fixed: 'right',
        permissions: [p.execute],
        print: false,
        render: (r) => <TaskActions row={r} onAction={onAction} />,
      },
    },
  );
}
