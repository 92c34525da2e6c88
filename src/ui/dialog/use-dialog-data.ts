import { useEffect, useRef, useState } from 'react';

/**
 * What a dialog shows, loaded when it opens and again when `key` changes (null until it arrives).
 * A failed load closes the dialog: the transport has shown the failure, there is nothing to show.
 * An answer for an earlier `key`, or after the dialog closed, is dropped.
 */
export function useDialogData<T>(load: () => Promise<T>, key: unknown, onFail: () => void): T | null {
  const [data, setData] = useState<T | null>(null);
  const latest = useRef({ load, onFail });
  latest.current = { load, onFail };
  useEffect(() => {
    let live = true;
    setData(null);
    latest.current.load().then(
      (value) => {
        if (live) setData(value);
      },
      () => {
        if (live) latest.current.onFail();
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  return data;
}
