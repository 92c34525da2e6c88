/** A page button, or a gap that jumps five pages back or forth. */
export type PageItem = number | 'prev-more' | 'next-more';

/** How many page buttons show at most, counting first and last (Element UI's pager-count). */
export const PAGER_COUNT = 7;

/** The page buttons for `page` of `pageCount`: first, a window around the page, last, with gaps between. */
export function pageItems(page: number, pageCount: number, count = PAGER_COUNT): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (pageCount <= count) return range(1, Math.max(pageCount, 1));
  const half = (count - 1) / 2;
  const prevMore = page > count - half;
  const nextMore = page < pageCount - half;
  let middle: number[];
  if (prevMore && nextMore) {
    const reach = Math.floor(count / 2) - 1;
    middle = range(page - reach, page + reach);
  } else if (prevMore) middle = range(pageCount - (count - 2), pageCount - 1);
  else middle = range(2, count - 1);
  return [1, ...(prevMore ? ['prev-more' as const] : []), ...middle, ...(nextMore ? ['next-more' as const] : []), pageCount];
}
