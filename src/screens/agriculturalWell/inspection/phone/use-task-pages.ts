import { useCallback, useEffect, useRef, useState } from 'react';
import { findTaskPage, type TaskRow } from '../../../../api/contract/well/inspection';
import { callApi } from '../../../../api/transport';

const PAGE_SIZE = 10;

export interface TaskPages {
  tasks: readonly TaskRow[];
  total: number;
  state: 'loading' | 'ready' | 'failed';
  /** When the first page was read (the page's clock): how long an overdue task is late is counted from it. */
  at: number;
  /** The next page, added below. */
  more: () => void;
  /** From the first page again (after a search, a start or a finish). */
  reload: () => void;
}

/** The tasks for the phone, the caller's own first (`mineFirst`), page by page under one another. */
export function useTaskPages(keyword: string): TaskPages {
  const [tasks, setTasks] = useState<TaskRow[]>([]);
  const [total, setTotal] = useState(0);
  const [state, setState] = useState<TaskPages['state']>('loading');
  const [at, setAt] = useState(0);
  const [reloads, setReloads] = useState(0);
  // the answer of the latest request only: a slow first page must not land after a search
  const latest = useRef(0);
  const load = useCallback(
    (page: number) => {
      const ticket = ++latest.current;
      setState('loading');
      if (page === 1) setAt(Date.now());
      callApi(findTaskPage, { page, size: PAGE_SIZE, mineFirst: 'Y', ...(keyword ? { keyword } : {}) }, { loading: false }).then(
        (answer) => {
          if (ticket !== latest.current) return;
          setTasks((shown) => (page === 1 ? answer.records : [...shown, ...answer.records]));
          setTotal(answer.total);
          setState('ready');
        },
        () => {
          if (ticket === latest.current) setState('failed');
        },
      );
    },
    [keyword],
  );
  useEffect(() => load(1), [load, reloads]);
  return {
    tasks,
    total,
    state,
    at,
    more: () => load(Math.floor(tasks.length / PAGE_SIZE) + 1),
    reload: () => setReloads((n) => n + 1),
  };
}
