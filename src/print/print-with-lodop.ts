import type { Lodop } from './lodop';
import { printCss, printElement, type PrintDocument } from './print-document';

export interface LodopPrintOptions {
  /** Open C-Lodop's preview (where the printer is chosen) rather than print at once. @default true */
  preview?: boolean;
}

const MARGIN = '10mm';
const TITLE_HEIGHT = '16mm';
/** The table starts under the heading: MARGIN + TITLE_HEIGHT. */
const TABLE_TOP = '26mm';

/**
 * Prints `doc` through C-Lodop: its heading (title and note) once at the top of the first page,
 * then the table, which C-Lodop breaks over pages repeating its header row.
 */
export function printWithLodop(lodop: Lodop, doc: PrintDocument, { preview = true }: LodopPrintOptions = {}): void {
  const heading = printElement(doc);
  const table = heading.querySelector('table')!;
  table.remove();
  const body = heading.cloneNode(false) as HTMLElement;
  body.append(table);
  const style = `<style>${printCss(doc.landscape)}</style>`;
  lodop.PRINT_INIT(doc.title);
  lodop.SET_PRINT_PAGESIZE(doc.landscape ? 2 : 1, 0, 0, 'A4');
  lodop.ADD_PRINT_HTM(MARGIN, MARGIN, `RightMargin:${MARGIN}`, TITLE_HEIGHT, style + heading.outerHTML);
  lodop.ADD_PRINT_TABLE(TABLE_TOP, MARGIN, `RightMargin:${MARGIN}`, `BottomMargin:${MARGIN}`, style + body.outerHTML);
  if (preview) lodop.PREVIEW();
  else lodop.PRINT();
}
