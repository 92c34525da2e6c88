import { CLODOP_TIMEOUT_MS, clodopScriptsFor } from './clodop-scripts';
import type { CLodopGlobals, Lodop } from './lodop';
import { loadScript } from './load-script';

export interface FindCLodopOptions {
  /** Script addresses to try, in order. @default CLODOP_SCRIPTS (the https one first on an https page) */
  scripts?: readonly string[];
  /** Time for the whole search, in ms. @default CLODOP_TIMEOUT_MS (5000) */
  timeoutMs?: number;
}

/** Where to look when the caller names nothing (configureCLodop). */
let defaults: FindCLodopOptions = {};
/** The LODOP object found on this page, kept for the page's life. */
let found: Lodop | null = null;
/** The search under way: clicks meanwhile wait for it instead of loading the scripts again. */
let searching: Promise<Lodop | null> | null = null;

const SOCKET_POLL_MS = 50;

/** What the page's C-Lodop script gave, if one ran (this search's, or one the portal's page loaded itself). */
function current(): Lodop | null {
  const { getCLodop } = globalThis as CLodopGlobals;
  if (typeof getCLodop !== 'function') return null;
  try {
    return getCLodop() ?? null;
  } catch {
    return null;
  }
}

/** Resolves once the object's socket to the service is open (at once without one), false at `deadline`. */
function socketOpen(lodop: Lodop, deadline: number): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      if (!lodop.webskt || lodop.webskt.readyState === 1) resolve(true);
      else if (Date.now() >= deadline) resolve(false);
      else setTimeout(check, SOCKET_POLL_MS);
    };
    check();
  });
}

async function search(scripts: readonly string[], timeoutMs: number): Promise<Lodop | null> {
  const deadline = Date.now() + timeoutMs;
  let lodop = current();
  for (const url of scripts) {
    if (lodop) break;
    const left = deadline - Date.now();
    if (left <= 0) break;
    if (await loadScript(url, left)) lodop = current();
  }
  return lodop && (await socketOpen(lodop, deadline)) ? lodop : null;
}

/**
 * The C-Lodop service's LODOP object, or null when the service does not answer. Asked only when the
 * user prints: it loads the service's script (each address in turn, within the timeout). A C-Lodop
 * found is kept for the page's life, while its socket stays open; after a failure the next call
 * searches again (the merchant may have installed or started it meanwhile).
 */
export function findCLodop({
  scripts = defaults.scripts,
  timeoutMs = defaults.timeoutMs ?? CLODOP_TIMEOUT_MS,
}: FindCLodopOptions = {}): Promise<Lodop | null> {
  if (found && (!found.webskt || found.webskt.readyState === 1)) return Promise.resolve(found);
  if (!searching) {
    const urls = scripts ? [...scripts] : clodopScriptsFor(location.protocol);
    const mine: Promise<Lodop | null> = search(urls, timeoutMs).then((lodop) => {
      if (searching === mine) {
        found = lodop;
        searching = null;
      }
      return lodop;
    });
    searching = mine;
  }
  return searching;
}

/**
 * Where every later search looks when its caller names nothing: a C-Lodop serving the merchants
 * from another address (a print server on the LAN), or the tests' stand-in. `{}` restores the defaults.
 */
export function configureCLodop(options: FindCLodopOptions): void {
  defaults = { ...options };
}

/** Forgets the C-Lodop found, so the next print searches again (tests; a service restarted on another port). */
export function forgetCLodop(): void {
  found = null;
  searching = null;
}
