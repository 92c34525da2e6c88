import { useState } from 'react';
import { wellInspectionTexts as t } from '../../../i18n/zh-CN/well-inspection';
import { useStyles } from '../../../ui/styles/use-styles';
import { inspectionStyles } from './inspection.styles';
import { PlanTable } from './plan-table';
import { TaskTable } from './task-table';

type Tab = 'tasks' | 'plans';

/**
 * /agriculturalWell/inspection (巡检管理), in two tabs: 巡检任务 (overdue first; start and finish an
 * inspection, an abnormal result opening a fault report) and 巡检计划 (who inspects which wells, every
 * 30, 60, 90 or 120 days).
 */
export function InspectionScreen() {
  useStyles(inspectionStyles);
  const [tab, setTab] = useState<Tab>('tasks');
  // a plan saved or deleted changes the tasks: their table loads again when shown
  const [planChanges, setPlanChanges] = useState(0);
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
        {tab === 'tasks' ? <TaskTable refresh={planChanges} /> : <PlanTable onChanged={() => setPlanChanges((n) => n + 1)} />}
      </div>
    </>
  );
}
