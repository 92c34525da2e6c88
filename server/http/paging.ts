/** Page sizes the console offers (spec section 9 and the brief). */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const MAX_PAGE_SIZE = 50;

export interface PageWindow { page: number; size: number; offset: number }

/**
 * Clamps a findPage request: page from 1 (default 1), size one of PAGE_SIZES (default 10; other
 * values go to the nearest allowed size not above them, never above 50), so no caller can ask
 * for a whole table at once.
 */
export function clampPage(input: { page?: number | undefined; size?: number | undefined }): PageWindow {
  const page = Number.isSafeInteger(input.page) && (input.page as number) >= 1 ? (input.page as number) : 1;
  const wanted = Number.isFinite(input.size) ? (input.size as number) : 10;
  const size = [...PAGE_SIZES].reverse().find((s) => s <= wanted) ?? PAGE_SIZES[0];
  return { page, size, offset: (page - 1) * size };
}

/** The `data` of every findPage. */
export function pageResult<T>(records: T[], total: number, window: PageWindow): { records: T[]; total: number; page: number; size: number } {
  return { records, total, page: window.page, size: window.size };
}
