export { Pager, type PagerProps } from './pager';
export { pageItems, PAGER_COUNT, type PageItem } from './page-items';
export { PAGE_SIZES, SECOND_PAGE_SIZES, DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from './page-sizes';
