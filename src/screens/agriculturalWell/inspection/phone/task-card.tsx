import type { TaskRow } from '../../../../api/contract/well/inspection';
import { personText } from '../../../../api/contract/well/inspection-columns';
import { label } from '../../../../i18n/zh-CN/enums';
import { inspectionPhoneTexts as t } from '../../../../i18n/zh-CN/well-inspection-phone';
import { taskWell } from '../task-columns';
import { amapMarkerUrl } from './map-link';
import { overdueDays } from './overdue-days';

export interface TaskCardProps {
  task: TaskRow;
  /** The moment the list was read (the page's clock), for how long an overdue task is late. */
  at: number;
  /** The caller may start and finish tasks. */
  canExecute: boolean;
  /** 开始巡检 is on its way for this task. */
  starting: boolean;
  onStart: (task: TaskRow) => void;
  onExecute: (task: TaskRow) => void;
}

/** One task as a card: the well, its state (我的, 已逾期 N 天), when it is due, the map and the task's action. */
export function TaskCard({ task, at, canExecute, starting, onStart, onExecute }: TaskCardProps) {
  const well = taskWell(task);
  const map = amapMarkerUrl(task);
  const days = task.overdue ? overdueDays(task.dueTime, at) : 0;
  const headingId = `irr-task-${task.id}`;
  return (
    <li
      className="irr-task-card"
      aria-labelledby={headingId}
      data-task-id={task.id}
      data-mine={task.mine ? '' : undefined}
      data-overdue={task.overdue ? '' : undefined}
    >
      <div className="irr-task-card-head">
        <h3 id={headingId}>{well}</h3>
        <span className="irr-task-card-tags">
          {task.mine && (
            <span className="irr-task-tag" data-mine-tag="">
              {t.mine}
            </span>
          )}
          <span className="irr-task-tag" data-status={task.status}>
            {label('inspectionStatus', task.status)}
          </span>
          {task.overdue && (
            <span className="irr-overdue" data-overdue-tag="">
              {days > 0 ? t.overdueDays(days) : t.overdue}
            </span>
          )}
        </span>
      </div>
      <dl className="irr-task-card-facts">
        <dt>{t.due}</dt>
        <dd>{task.dueTime}</dd>
        <dt>{t.place}</dt>
        <dd>{task.placeName}</dd>
        <dt>{t.plan}</dt>
        <dd>{task.planName}</dd>
        <dt>{t.inspector}</dt>
        <dd>{personText(task.inspectorName, task.inspectorMobile)}</dd>
        {task.result && (
          <>
            <dt>{t.result}</dt>
            <dd data-result={task.result}>{`${label('inspectionResult', task.result)} · ${task.finishTime ?? ''}`}</dd>
          </>
        )}
      </dl>
      <div className="irr-task-card-actions">
        {map ? (
          <a className="irr-phone-button" href={map} target="_blank" rel="noopener noreferrer" aria-label={t.navigateLabel(well)}>
            {t.navigate}
          </a>
        ) : (
          <span className="irr-phone-muted">{t.noLocation}</span>
        )}
        {canExecute && task.status === 'WAIT' && (
          <button
            type="button"
            className="irr-phone-button"
            data-primary=""
            disabled={starting}
            onClick={() => onStart(task)}
            aria-label={`${t.start} ${well}`}
          >
            {t.start}
          </button>
        )}
        {canExecute && task.status === 'RUNNING' && (
          <button
            type="button"
            className="irr-phone-button"
            data-primary=""
            onClick={() => onExecute(task)}
            aria-label={`${t.execute} ${well}`}
          >
            {t.execute}
          </button>
        )}
      </div>
    </li>
  );
}
