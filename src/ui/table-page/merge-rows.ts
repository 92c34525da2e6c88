import type { PageResult } from './page-fetcher';

const idOf = (row: unknown): unknown => (row && typeof row === 'object' && 'id' in row ? row.id : undefined);

/**
 * The page with each of its rows replaced by the update of the same key, if any (the same page
 * object when none matched, so nothing renders again). Rows not on the page are left out.
 */
export function mergeRows<Row, P extends PageResult<Row>>(
  page: P, updates: readonly Row[], rowKey: ((row: Row, index: number) => string | number) | undefined,
): P {
  const keyOf = (row: Row, index: number) => (rowKey ? rowKey(row, index) : idOf(row));
  const byKey = new Map(updates.map((row, i) => [keyOf(row, i), row]));
  let changed = false;
  const records = page.records.map((row, i) => {
    const update = byKey.get(keyOf(row, i));
    if (update === undefined) return row;
    changed = true;
    return update;
  });
  return changed ? { ...page, records } : page;
}
