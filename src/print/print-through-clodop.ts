import { findCLodop, type FindCLodopOptions } from './find-clodop';
import type { PrintDocument } from './print-document';
import { printWithLodop, type LodopPrintOptions } from './print-with-lodop';

/**
 * Prints `doc` through C-Lodop when its service answers. Resolves false when it does not: the
 * caller then says so (C-Lodop打印控件还没准备好，请稍后再试！) and offers the browser's print.
 */
export async function printThroughCLodop(doc: PrintDocument, options: FindCLodopOptions & LodopPrintOptions = {}): Promise<boolean> {
  const lodop = await findCLodop(options);
  if (!lodop) return false;
  printWithLodop(lodop, doc, options);
  return true;
}
