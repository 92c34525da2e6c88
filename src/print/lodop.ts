/**
 * The part of C-Lodop's LODOP object the console uses (its script defines `getCLodop()`, which
 * returns it). Lengths are numbers (px) or strings with a unit ('10mm'), or 'RightMargin:10mm' and
 * 'BottomMargin:10mm' for a size that follows the paper.
 */
export interface Lodop {
  VERSION?: string;
  /** The socket to the local service; printing works once it is open (readyState 1). */
  webskt?: { readyState: number } | null;
  PRINT_INIT(taskName: string): unknown;
  /** orientation: 1 portrait, 2 landscape; 0 for width and height takes the paper's. */
  SET_PRINT_PAGESIZE(orientation: number, width: number | string, height: number | string, pageName: string): unknown;
  ADD_PRINT_HTM(top: number | string, left: number | string, width: number | string, height: number | string, html: string): unknown;
  /** A table that breaks over pages, its thead repeated on each. */
  ADD_PRINT_TABLE(top: number | string, left: number | string, width: number | string, height: number | string, html: string): unknown;
  PREVIEW(): unknown;
  PRINT(): unknown;
}

/** The globals C-Lodop's script defines. */
export interface CLodopGlobals {
  getCLodop?: () => Lodop | null | undefined;
}
