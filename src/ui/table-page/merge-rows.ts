import type { PageResult } from './page-fetcher';

const idOf = (row: unknown): unknown => (row && typeof row === 'object' && 'id' in row ? row.id : undefined);

/**
 * The page with each of its rows replaced by the update of the same key, if any (the same page
 * object when none matched, so nothing renders again). Rows not on the page are left out.
 */
export function mergeRows<Row, P extends PageResult<Row>>(
  page: P,
  updates: readonly Row[],
  rowKey: ((row: Row, index: number) => string | number) | undefined,
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

/**
 * Whether updates move a row across the page's filter (`matches`): a row of the page that no longer
 * passes it, or a row not on the page that now does. Either way the page is no longer what the filter gives.
 */
export function crossesFilter<Row>(
  page: PageResult<Row>,
  updates: readonly Row[],
  rowKey: ((row: Row, index: number) => string | number) | undefined,
  matches: (row: Row) => boolean,
): boolean {
  const keyOf = (row: Row, index: number) => (rowKey ? rowKey(row, index) : idOf(row));
  const shown = new Set(page.records.map(keyOf));
  return updates.some((row, i) => shown.has(keyOf(row, i)) !== matches(row));
}
