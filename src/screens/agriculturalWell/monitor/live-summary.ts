import type { MonitorRow } from '../../../api/contract/well/monitor';
import type { MonitorSummary } from './monitor-filters';

export type CountedState = Pick<MonitorRow, 'isOnline' | 'running' | 'waterLevelState'>;

const counts = (r: CountedState) => ({
  online: r.isOnline ? 1 : 0,
  running: r.running === 'use' ? 1 : 0,
  levelAlarms: r.waterLevelState === 'normal' ? 0 : 1,
});

/** The merchant's counts after one well went from `before` to `after` (the total does not change). */
export function summaryAfter(summary: MonitorSummary, before: CountedState, after: CountedState): MonitorSummary {
  const [b, a] = [counts(before), counts(after)];
  return {
    wells: summary.wells,
    online: summary.online - b.online + a.online,
    running: summary.running - b.running + a.running,
    levelAlarms: summary.levelAlarms - b.levelAlarms + a.levelAlarms,
  };
}
