import type { SelectQueryBuilder } from 'kysely';
import { toCount } from '../db/count';

/** Page sizes the console offers (spec section 9 and the brief). */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const MAX_PAGE_SIZE = 50;

export interface PageWindow {
  page: number;
  size: number;
  offset: number;
  /** Set for an export's chunk (exportWindow): selectPage then skips the count, which nobody reads. */
  uncounted?: true;
}

/**
 * The window an export asks a findPage for, out of band: a symbol key no request body can carry,
 * so only the server's export (server/export) takes pages larger than MAX_PAGE_SIZE.
 */
const EXPORT_WINDOW = Symbol('export window');

/** The findPage input of an export's chunk: the filters, with the chunk's window beside them. */
export function exportWindow<T extends object>(filters: T, page: number, size: number): T {
  return Object.assign({ ...filters, page, size }, { [EXPORT_WINDOW]: true });
}

/**
 * Clamps a findPage request: page from 1 (default 1), size one of PAGE_SIZES (default 10; other
 * values go to the nearest allowed size not above them, never above 50), so no caller can ask
 * for a whole table at once.
 */
export function clampPage(input: { page?: number | undefined; size?: number | undefined }): PageWindow {
  if (EXPORT_WINDOW in input) {
    const { page, size } = input as { page: number; size: number };
    return { page, size, offset: (page - 1) * size, uncounted: true };
  }
  const page = Number.isSafeInteger(input.page) && (input.page as number) >= 1 ? (input.page as number) : 1;
  const wanted = Number.isFinite(input.size) ? (input.size as number) : 10;
  const size = [...PAGE_SIZES].reverse().find((s) => s <= wanted) ?? PAGE_SIZES[0];
  return { page, size, offset: (page - 1) * size };
}

/** The `data` of every findPage. */
export function pageResult<T>(
  records: T[],
  total: number,
  window: PageWindow,
): { records: T[]; total: number; page: number; size: number } {
  return { records, total, page: window.page, size: window.size };
}

interface PageTotal {
  page_total: number | string;
}

/**
 * One page of a filtered query and the count of all its rows, in one statement: the count rides
 * on each row as an uncorrelated subquery (planned and run once, apart from the page's own order
 * and limit). Only a page past the last row, which carries no count, costs a second statement.
 * `filtered` is what is counted; `page` selects, orders and may join what the rows show, as long
 * as its joins neither drop nor repeat a row.
 */
export async function selectPage<DB, TB extends keyof DB, PageDB, PageTB extends keyof PageDB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  page: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<PageDB, PageTB, O>,
  window: PageWindow,
): Promise<{ rows: O[]; total: number }> {
  if (window.uncounted) return { rows: await page(filtered).limit(window.size).offset(window.offset).execute(), total: 0 };
  const count = filtered.select((eb) => eb.fn.countAll<number | string>().as('n'));
  const found = (await page(filtered).select(count.as('page_total')).limit(window.size).offset(window.offset).execute()) as unknown as (O &
    PageTotal)[];
  if (found.length > 0) {
    const total = toCount(found[0]!.page_total);
    // the last column read: deleting it undoes the row's last shape transition, where a rest copy is slow
    for (const row of found) delete (row as Partial<PageTotal>).page_total;
    return { rows: found, total };
  }
  if (window.offset === 0) return { rows: [], total: 0 };
  const { n } = (await count.executeTakeFirstOrThrow()) as { n: number | string };
  return { rows: [], total: toCount(n) };
}
