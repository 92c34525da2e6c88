import { useCallback, useState } from 'react';
import { notify } from '../../session/public/notify';

export interface RowDialogs<Open> {
  /** What is open: an action on a row, or null. */
  open: Open | null;
  setOpen: (open: Open | null) => void;
  close: () => void;
  /** Bumped to make the screen's table load again. */
  refreshKey: number;
  reload: () => void;
  /** An action succeeded: close, reload the table, show `text`. */
  done: (text: string) => void;
}

/** A table screen's row dialogs: which one is open, and the table's reload after one succeeds. */
export function useRowDialogs<Open>(): RowDialogs<Open> {
  const [open, setOpen] = useState<Open | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const close = useCallback(() => setOpen(null), []);
  const reload = useCallback(() => setRefreshKey((k) => k + 1), []);
  const done = useCallback(
    (text: string) => {
      setOpen(null);
      reload();
      notify(text, 'success');
    },
    [reload],
  );
  return { open, setOpen, close, refreshKey, reload, done };
}
