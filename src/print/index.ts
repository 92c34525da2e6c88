/**
 * Printing (spec section 2): through the C-Lodop service the merchant installs, else the browser's
 * print of the printout alone. Plain DOM, no session: src/ui's print button loads it when the user
 * first prints, so none of it is on the login path.
 */
export { CLODOP_DOWNLOAD_URL, CLODOP_SCRIPTS, CLODOP_TIMEOUT_MS, clodopScriptsFor } from './clodop-scripts';
export { configureCLodop, findCLodop, forgetCLodop, type FindCLodopOptions } from './find-clodop';
export type { Lodop } from './lodop';
export { printCss, printElement, type PrintDocument } from './print-document';
export { printInBrowser } from './print-in-browser';
export { printWithLodop, type LodopPrintOptions } from './print-with-lodop';
export { printThroughCLodop } from './print-through-clodop';
