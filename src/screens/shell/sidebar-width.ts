/** Sidebar width of spec section 9; collapsed it keeps only the icons. */
export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
