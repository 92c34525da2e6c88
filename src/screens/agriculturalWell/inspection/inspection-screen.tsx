import { useState } from 'react';
import { wellInspectionTexts as t } from '../../../i18n/zh-CN/well-inspection';
import { lazyPart } from '../../../ui/lazy';
import { PHONE_SCREEN, useMediaQuery } from '../../../ui/responsive';
import { useStyles } from '../../../ui/styles/use-styles';
import { inspectionStyles } from './inspection.styles';
import { PlanTable } from './plan-table';
import { TaskTable } from './task-table';

type Tab = 'tasks' | 'plans';

/** The phone's task cards and 执行巡检 (camera, uploads): their own chunk, fetched on a phone only (7.7 KB gzip a desktop need not load). */
const TaskCards = lazyPart('agriculturalWell/inspection-phone', () => import('./phone/task-cards').then((m) => m.TaskCards));

/**
 * /agriculturalWell/inspection (巡检管理), in two tabs: 巡检任务 (overdue first; start and finish an
 * inspection, an abnormal result opening a fault report) and 巡检计划 (who inspects which wells, every
 * 30, 60, 90 or 120 days). On a phone the tasks are cards (./phone): the inspector's own first, 执行巡检 with the camera.
 */
export function InspectionScreen() {
  useStyles(inspectionStyles);
  const [tab, setTab] = useState<Tab>('tasks');
  // a plan saved or deleted changes the tasks: their table loads again when shown
  const [planChanges, setPlanChanges] = useState(0);
  const phone = useMediaQuery(PHONE_SCREEN);
  const tabs = [
    ['tasks', t.tasksTab],
    ['plans', t.plansTab],
  ] as const;
  return (
    <>
      <div role="tablist" aria-label={t.tabs} className="irr-inspection-tabs">
        {tabs.map(([key, text]) => (
          <button
            key={key}
            type="button"
            role="tab"
            className="irr-button"
            aria-selected={tab === key}
            data-primary={tab === key ? '' : undefined}
            onClick={() => setTab(key)}
          >
            {text}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab === 'tasks' ? t.tasksTab : t.plansTab}>
        {tab === 'plans' ? (
          <PlanTable onChanged={() => setPlanChanges((n) => n + 1)} />
        ) : phone ? (
          <TaskCards />
        ) : (
          <TaskTable refresh={planChanges} />
        )}
      </div>
    </>
  );
}
