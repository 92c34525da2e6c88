/** Spec section 9: page sizes of the paginated table page, and of the second table. */
export const PAGE_SIZES: readonly number[] = [10, 20, 50];
export const SECOND_PAGE_SIZES: readonly number[] = [10, 20, 30, 40];
/** Spec section 9: default page 1, size 10. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
