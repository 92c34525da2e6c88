import { readMeta, staticClosure, totalOf, type PathBytes } from './bundle-sizes';

type SplitBuild = 'esm' | 'light';

export interface ElementLoad {
  /** e.g. `<irr-notice-bell> alone (irr-notice-bell.js)`. */
  name: string;
  /** The entry a portal loads. */
  entry: string;
  /** What the browser has fetched once the element shows its data: entry, view chunk, their static imports. */
  bytes: PathBytes;
  /** Loaded later, on demand (e.g. a panel's code on first open), each with its static imports beyond `bytes`. */
  later: PathBytes | null;
  /** Which meta file holds the graph (for heaviestModules). */
  metaFile: string;
}

const VIEWS = {
  'irr-notice-bell': 'elements/notice-bell/notice-bell-view.tsx',
  'irr-well-table': 'elements/well-table/well-table-view.tsx',
} as const;
export type ElementTag = keyof typeof VIEWS;

/**
 * What a portal downloads to show one element, from the build's import graph: its entry with its
 * static imports plus the element's lazily loaded view chunk with its static imports. `viaConsole`
 * counts it through irr-console.js (all three elements in one file) instead of the element's own entry.
 */
export function elementLoad(dist: string, build: SplitBuild, tag: ElementTag, viaConsole = false): ElementLoad | null {
  const metaFile = viaConsole ? 'bundle-meta.json' : 'pieces-meta.json';
  const meta = readMeta(dist, build, metaFile);
  const entry = `${build}/${viaConsole ? 'irr-console' : tag}.js`;
  if (!meta?.[entry]) return null;
  // The view's chunk: its facade, or (when it also holds what its own lazy parts import) the chunk holding the view module.
  const view =
    Object.keys(meta).find((file) => meta[file]!.facade === VIEWS[tag]) ??
    Object.keys(meta).find((file) => VIEWS[tag] in (meta[file]!.modules ?? {}));
  const files = new Set([...staticClosure(meta, entry), ...(view ? staticClosure(meta, view) : [])]);
  const lazy = view ? meta[view]!.dynamicImports.flatMap((file) => staticClosure(meta, file)).filter((file) => !files.has(file)) : [];
  return {
    name: `<${tag}> ${viaConsole ? 'through irr-console.js' : `alone (${tag}.js)`}`,
    entry,
    bytes: totalOf(dist, [...files]),
    later: lazy.length ? totalOf(dist, [...new Set(lazy)]) : null,
    metaFile,
  };
}

/** The console's login screen: irr-console.js with its static imports (one file by design). */
export function consoleLoginLoad(dist: string, build: SplitBuild): PathBytes | null {
  const meta = readMeta(dist, build);
  const entry = `${build}/irr-console.js`;
  return meta?.[entry] ? totalOf(dist, staticClosure(meta, entry)) : null;
}
