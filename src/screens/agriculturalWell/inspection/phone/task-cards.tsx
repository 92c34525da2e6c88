import { useState, type FormEvent } from 'react';
import { startTask, type TaskRow } from '../../../../api/contract/well/inspection';
import { wellPermissions } from '../../../../api/contract/well/permissions';
import { callApi } from '../../../../api/transport';
import { inspectionPhoneTexts as t } from '../../../../i18n/zh-CN/well-inspection-phone';
import { notify } from '../../../../session/public/notify';
import { usePermission } from '../../../../ui/permission';
import { useStyles } from '../../../../ui/styles/use-styles';
import { PhoneFinish } from './phone-finish';
import { phoneStyles } from './phone.styles';
import { TaskCard } from './task-card';
import { useTaskPages } from './use-task-pages';

/**
 * 巡检任务 on a phone: cards instead of the wide table, the inspector's own tasks first, overdue
 * ones marked; 开始巡检 starts a task at once and opens 执行巡检, which takes the place of the list.
 */
export function TaskCards() {
  useStyles(phoneStyles);
  const canExecute = usePermission([wellPermissions.inspection.execute]);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const pages = useTaskPages(keyword);
  const [starting, setStarting] = useState<number | null>(null);
  const [executing, setExecuting] = useState<TaskRow | null>(null);
  const start = (task: TaskRow) => {
    setStarting(task.id);
    callApi(startTask, { id: task.id, version: task.version })
      .then(
        (started) => {
          notify(t.started, 'success');
          setExecuting({ ...task, status: started.status, version: started.version });
        },
        () => pages.reload(),
      )
      .finally(() => setStarting(null));
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === keyword) pages.reload();
    else setKeyword(typed.trim());
  };
  if (executing) {
    const back = () => {
      setExecuting(null);
      pages.reload();
    };
    return <PhoneFinish key={executing.id} task={executing} onBack={back} onDone={back} />;
  }
  return (
    <section className="irr-phone-tasks" aria-label={t.list}>
      <form className="irr-phone-search" role="search" onSubmit={search}>
        <input type="search" aria-label={t.search} placeholder={t.search} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className="irr-phone-button">
          {t.searchButton}
        </button>
      </form>
      {pages.tasks.length > 0 && (
        <ul className="irr-task-cards" aria-busy={pages.state === 'loading'}>
          {pages.tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              at={pages.at}
              canExecute={canExecute}
              starting={starting === task.id}
              onStart={start}
              onExecute={setExecuting}
            />
          ))}
        </ul>
      )}
      <div className="irr-phone-list-end" role="status">
        {pages.state === 'loading' && <p className="irr-phone-muted">{t.loading}</p>}
        {pages.state === 'ready' && pages.tasks.length === 0 && <p className="irr-phone-empty">{t.empty}</p>}
        {pages.state === 'ready' && pages.tasks.length > 0 && pages.tasks.length >= pages.total && (
          <p className="irr-phone-muted">{t.allShown(pages.total)}</p>
        )}
        {pages.state === 'failed' && (
          <>
            <p className="irr-phone-empty">{t.loadFailed}</p>
            <button type="button" className="irr-phone-button" onClick={pages.reload}>
              {t.reload}
            </button>
          </>
        )}
      </div>
      {pages.state === 'ready' && pages.tasks.length < pages.total && (
        <button type="button" className="irr-phone-button irr-phone-more" onClick={pages.more}>
          {t.more}
        </button>
      )}
    </section>
  );
}
