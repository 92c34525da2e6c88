/** C-Lodop's official download page, shown when its service does not answer (spec section 2). */
export const CLODOP_DOWNLOAD_URL = 'http://www.lodop.net/download.html';

/**
 * Where the C-Lodop service installed on the merchant's computer serves its script: port 8000, or
 * 18000 when 8000 is taken, over http; and its https address (a public name of 127.0.0.1) on 8443.
 * Tried in this order on an http page; an https page tries the https address first (a browser may
 * refuse http scripts on an https page).
 */
export const CLODOP_SCRIPTS: readonly string[] = [
  'http://localhost:8000/CLodopfuncs.js',
  'http://localhost:18000/CLodopfuncs.js',
  'https://localhost.lodop.net:8443/CLodopfuncs.js',
];

/** How long finding C-Lodop may take in all (its script, then its socket), in ms. */
export const CLODOP_TIMEOUT_MS = 5000;

/** The scripts in the order to try them on a page served over `protocol` (`location.protocol`). */
export function clodopScriptsFor(protocol: string, scripts: readonly string[] = CLODOP_SCRIPTS): string[] {
  if (protocol !== 'https:') return [...scripts];
  return [...scripts.filter((s) => s.startsWith('https:')), ...scripts.filter((s) => !s.startsWith('https:'))];
}
