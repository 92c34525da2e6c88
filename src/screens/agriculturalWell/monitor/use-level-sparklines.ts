import { useCallback, useEffect, useState } from 'react';
import { SPARKLINE_WELLS_MAX, sparklines } from '../../../api/contract/well/history';
import type { MonitorRow } from '../../../api/contract/well/monitor';
import { callApi } from '../../../api/transport';

export type LevelSparklines = ReadonlyMap<number, readonly (number | null)[]>;

/**
 * The last 24 hourly mean levels of the wells on the monitor's page (irrigationWell/history/sparklines):
 * asked once the page's rows are shown and again when another set of wells is shown, not when the
 * live stream changes a row of the same page. A failed call leaves the cells empty (the table is
 * still of use without them).
 */
export function useLevelSparklines() {
  const [ids, setIds] = useState('');
  const [levels, setLevels] = useState<LevelSparklines>(new Map());
  const pageShown = useCallback((rows: readonly MonitorRow[]) => setIds(rows.map((r) => r.id).join(',')), []);
  useEffect(() => {
    if (ids === '') return;
    let live = true;
    const wellIds = ids.split(',').map(Number).slice(0, SPARKLINE_WELLS_MAX);
    callApi(sparklines, { wellIds }).then(
      (answer) => live && setLevels(new Map(answer.rows.map((r) => [r.wellId, r.levels]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ids]);
  return { levels, pageShown };
}
