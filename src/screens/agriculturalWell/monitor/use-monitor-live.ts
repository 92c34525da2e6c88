import { useCallback, useRef, useState } from 'react';
import type { CommandRow, MonitorRow } from '../../../api/contract/well/monitor';
import { useLiveFeed } from '../../../session/public/live';
import { summaryAfter, type CountedState } from './live-summary';
import { fetchMonitor, type MonitorSummary } from './monitor-filters';

/** The merchant's counts are asked again at most this often when a well never seen changes. */
const SUMMARY_EVERY_MS = 5000;

/**
 * The monitor's live side: `wells` rows to merge into the page (rowUpdates) and into the counts
 * (exact for wells already seen, asked again for others), `day` and a reconnect load the page again
 * (refreshKey), `command` goes to `onCommand`. `pageShown` records the states of the rows loaded.
 */
export function useMonitorLive(onCommand: (row: CommandRow) => void) {
  const [summary, setSummary] = useState<MonitorSummary | null>(null);
  const [rowUpdates, setRowUpdates] = useState<readonly MonitorRow[]>([]);
  const [refreshKey, setRefreshKey] = useState(0);
  const [connected, setConnected] = useState(false);
  const known = useRef(new Map<number, CountedState>());
  const summaryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const loaded = useCallback((next: MonitorSummary) => setSummary(next), []);
  const pageShown = useCallback((rows: readonly MonitorRow[]) => {
    for (const r of rows) known.current.set(r.id, r);
  }, []);
  const askSummary = () => {
    if (summaryTimer.current !== undefined) return;
    summaryTimer.current = setTimeout(() => {
      summaryTimer.current = undefined;
      void fetchMonitor({ page: 1, size: 10 }).then(
        (answer) => setSummary(answer.summary),
        () => undefined,
      );
    }, SUMMARY_EVERY_MS);
  };

  useLiveFeed((notice) => {
    switch (notice.type) {
      case 'open':
        setConnected(true);
        if (notice.again) setRefreshKey((k) => k + 1);
        return;
      case 'closed':
        setConnected(false);
        return;
      case 'day':
        setRefreshKey((k) => k + 1);
        return;
      case 'command':
        onCommand(notice.command);
        return;
      case 'wells': {
        // the states before this event, read now: the counts' update runs later
        const changes = notice.rows.map((row) => [known.current.get(row.id), row] as const);
        for (const row of notice.rows) known.current.set(row.id, row);
        setSummary((current) =>
          changes.reduce((next, [before, after]) => (next && before ? summaryAfter(next, before, after) : next), current),
        );
        const unseen = changes.some(([before]) => !before);
        if (unseen) askSummary();
        setRowUpdates(notice.rows);
        return;
      }
      default:
    }
  });
  return { summary, loaded, pageShown, rowUpdates, refreshKey, connected };
}
