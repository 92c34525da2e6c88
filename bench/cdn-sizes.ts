import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMeta, staticClosure, totalOf, type PathBytes } from './bundle-sizes';

/** What scripts/build-cdn.mjs writes to `cdn/cdn-meta.json`: the loader, the core, and each unit's manifest (paths relative to dist/cdn). */
interface CdnMeta {
  loader: string;
  entry: string;
  core: string[];
  /** A unit's first chunk -> its integrity manifest. */
  units: Record<string, string>;
  /** The chunk each element's code starts at (its view; the console's tree). */
  elements: Record<'irr-notice-bell' | 'irr-well-table' | 'irr-console', string>;
  /** Each chunk's name (its file is its hash alone): what the light build names it, e.g. `agriculturalWell-well`. */
  names: Record<string, string>;
}

export interface CdnLoads {
  /** A page with `<irr-notice-bell>` alone: everything fetched before the count shows. */
  bell: PathBytes;
  /** A page with `<irr-well-table>` alone, until its rows show. */
  table: PathBytes;
  /** `<irr-console>` until the login form shows. */
  login: PathBytes;
  /** The console's first page after login (the shell and 农业机井's first page), what the light build's figure counts. */
  firstPage: PathBytes;
  /** The file (`cdn/chunks/<hash>.js`) of the chunk named `name` (CdnMeta.names); throws when none or several are. */
  named(name: string): string;
  /** The manifest (`cdn/chunks/sri-<hash>.js`) listing the unit that starts at the chunk named `name`. */
  manifestOf(name: string): string;
}

/**
 * What a page using the CDN script downloads, from the build's graph: the loader, the core (defines
 * the elements) and, per unit the page needs, its manifest and its chunk with the chunk's static
 * imports. A CDN build of before the split (one classic file, no cdn-meta.json) counts that file for each.
 */
export function cdnLoads(dist: string): CdnLoads | null {
  const metaPath = join(dist, 'cdn/cdn-meta.json');
  if (!existsSync(metaPath)) {
    if (!existsSync(join(dist, 'cdn/irr-console.js'))) return null;
    const whole = totalOf(dist, ['cdn/irr-console.js']);
    const none = (name: string): never => {
      throw new Error(`cdn: a build of one file has no chunk ${name}`);
    };
    return { bell: whole, table: whole, login: whole, firstPage: whole, named: none, manifestOf: none };
  }
  const cdn = JSON.parse(readFileSync(metaPath, 'utf8')) as CdnMeta;
  const graph = readMeta(dist, 'cdn');
  if (!graph) return null;
  const inDist = (file: string) => `cdn/${file}`;
  const unit = (first: string) => [...(cdn.units[first] ? [inDist(cdn.units[first])] : []), ...staticClosure(graph, inDist(first))];
  const base = [inDist(cdn.loader), ...cdn.core.map(inDist)];
  const load = (...files: string[]) => totalOf(dist, [...new Set([...base, ...files])]);
  const shell = Object.keys(graph).find((file) => graph[file]!.shell);
  const wells = Object.keys(graph).find((file) => graph[file]!.group === 'agriculturalWell');
  const login = unit(cdn.elements['irr-console']);
  const chunkNamed = (name: string) => {
    const files = Object.keys(cdn.names).filter((file) => cdn.names[file] === name);
    if (files.length !== 1) throw new Error(`cdn: ${files.length} chunks named ${name}`);
    return files[0]!;
  };
  return {
    named: (name) => inDist(chunkNamed(name)),
    manifestOf: (name) => {
      const manifest = cdn.units[chunkNamed(name)];
      if (!manifest) throw new Error(`cdn: no unit starts at ${name}`);
      return inDist(manifest);
    },
    bell: load(...unit(cdn.elements['irr-notice-bell'])),
    table: load(...unit(cdn.elements['irr-well-table'])),
    login: load(...login),
    firstPage: load(...login, ...(shell ? unit(shell.slice(4)) : []), ...(wells ? unit(wells.slice(4)) : [])),
  };
}
