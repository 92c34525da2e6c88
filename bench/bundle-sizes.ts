import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cdnLoads } from './cdn-sizes';

export const BUILDS = ['esm', 'light', 'cdn'] as const;
export type Build = (typeof BUILDS)[number];

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

/** What rollup wrote to `<build>/bundle-meta.json` (see rollup.config.mjs): chunks by file name. */
type BundleMeta = Record<string, ChunkMeta>;
interface ChunkMeta {
  isEntry: boolean;
  /** The module the chunk stands for (entry, group index, lazy screen or section), relative to the project. */
  facade?: string | null;
  group: string | null;
  /** A lazily loaded screen or gallery section: `<group>/<module>`. */
  screen?: string | null;
  shell?: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Rendered length (tree-shaken, before minifying) of each module in the chunk. */
  modules?: Record<string, number>;
}

export function sizeOf(path: string, file = path): FileSize {
  const bytes = readFileSync(path);
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every JavaScript file of a build, with raw and gzip (zlib default level) bytes. */
export function buildFiles(dist: string, build: Build): FileSize[] {
  const dir = join(dist, build);
  if (!existsSync(dir)) return [];
  return walk(dir)
    .filter((path) => path.endsWith('.js'))
    .map((path) => sizeOf(path, relative(dist, path)))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The entries a page names in its script tags (stable names; everything else is a hashed chunk they import). */
export const ENTRY_FILES = [
  'cdn/irr-console.js',
  ...(['light', 'esm'] as const).flatMap((build) =>
    ['irr-console', 'irr-notice-bell', 'irr-well-table'].map((name) => `${build}/${name}.js`),
  ),
];

export interface WireBytes {
  file: string;
  identity: number;
  /** Body of the answer to `Accept-Encoding: gzip`: the build's `.gz` copy (level 9), the file itself when there is none. */
  gzip: number;
  /** Body of the answer to `Accept-Encoding: br`: the build's `.br` copy (quality 11), else the gzip one, else the file. */
  br: number;
  precompressed: boolean;
}

/**
 * What the server sends for a file of the build (server/http/static-files.ts, @fastify/static
 * `preCompressed`): the copies scripts/precompress.ts wrote beside it, chosen by Accept-Encoding.
 */
export function wireBytes(dist: string, file: string): WireBytes | null {
  const path = join(dist, file);
  if (!existsSync(path)) return null;
  const size = (p: string) => (existsSync(p) ? statSync(p).size : null);
  const identity = statSync(path).size;
  const gz = size(`${path}.gz`);
  const br = size(`${path}.br`);
  return { file, identity, gzip: gz ?? identity, br: br ?? gz ?? identity, precompressed: gz !== null || br !== null };
}

/** A chunk plus everything it imports statically: what the browser fetches before running it. */
export function staticClosure(meta: BundleMeta, start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !meta[file]) return;
    seen.add(file);
    for (const next of meta[file].imports) visit(next);
  };
  visit(start);
  return [...seen];
}

/** `pieces-meta.json` is the graph of the standalone element entries (irr-notice-bell.js, irr-well-table.js). */
export function readMeta(dist: string, build: Build, metaFile = 'bundle-meta.json'): BundleMeta | null {
  const path = join(dist, build, metaFile);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BundleMeta) : null;
}

export interface PathBytes {
  files: string[];
  raw: number;
  gzip: number;
}

export function totalOf(dist: string, files: readonly string[]): PathBytes {
  const sizes = files.map((file) => sizeOf(join(dist, file)));
  return { files: [...files], raw: sizes.reduce((s, f) => s + f.raw, 0), gzip: sizes.reduce((s, f) => s + f.gzip, 0) };
}

/** The login screen's bytes before first paint: the console entry and its static imports (for cdn: loader, core, the console's unit). */
export function loginPathBytes(dist: string, build: Build): PathBytes | null {
  if (build === 'cdn') return cdnLoads(dist)?.login ?? null;
  const meta = readMeta(dist, build);
  if (!meta) return null;
  return totalOf(dist, staticClosure(meta, `${build}/irr-console.js`));
}

/** The login path and the shell's chunk with their static imports: loaded before any business page. */
function afterLogin(meta: BundleMeta, build: string): Set<string> {
  const shells = Object.keys(meta).filter((file) => meta[file]!.shell);
  return new Set([staticClosure(meta, `${build}/irr-console.js`), ...shells.map((file) => staticClosure(meta, file))].flat());
}

/** Bytes after login on a group's first page: login path, the shell's chunk and the group's chunk, with their static imports. */
export function groupPathBytes(dist: string, build: Exclude<Build, 'cdn'>): { group: string; bytes: PathBytes }[] {
  return routeLoads(dist, build).map(({ group, landing }) => ({ group, bytes: landing.bytes }));
}

export interface RouteLoad {
  /** `<group>` for the group's landing page, `<group>/<module>` for an on-demand part. */
  name: string;
  /** Every file the browser has fetched once this page shows, login path included. */
  bytes: PathBytes;
  /** The files of `bytes` beyond the login path and the shell. */
  own: string[];
}

export interface GroupLoad {
  group: string;
  /**
   * The group's landing page (its index module and the screens it imports statically; the first page
   * of the group's menu is imported statically, the others through lazyPart).
   */
  landing: RouteLoad;
  /** Every dynamic import reachable from the landing page: lazily loaded screens, gallery sections. */
  parts: RouteLoad[];
}

/**
 * From the build's import graph (bundle-meta.json): for every business group what opening it
 * after login costs, and for each part it loads on demand (another screen's tab, a gallery section)
 * what the page costs once that part shows too.
 */
export function routeLoads(dist: string, build: Exclude<Build, 'cdn'>): GroupLoad[] {
  const meta = readMeta(dist, build);
  if (!meta) return [];
  const common = afterLogin(meta, build);
  const load = (name: string, files: Iterable<string>): RouteLoad => {
    const all = new Set([...common, ...files]);
    return { name, bytes: totalOf(dist, [...all]), own: [...all].filter((file) => !common.has(file)) };
  };
  return Object.entries(meta)
    .filter(([, chunk]) => chunk.group !== null)
    .map(([file, chunk]): GroupLoad => {
      const group = chunk.group!;
      const landingFiles = staticClosure(meta, file);
      const lazy = [...new Set(landingFiles.filter((f) => !common.has(f)).flatMap((f) => meta[f]!.dynamicImports))].filter(
        (f) => !landingFiles.includes(f) && !common.has(f) && meta[f],
      );
      // A lazy screen or section after its module (`fertigation/place-screen`), another chunk after its file name less the hash.
      const partName = (f: string) => meta[f]!.screen ?? `${group}/${f.replace(/^.*\/|-[\w-]{8}\.js$/g, '')}`;
      return {
        group,
        landing: load(group, landingFiles),
        parts: lazy
          .map((f) => load(partName(f), [...landingFiles, ...staticClosure(meta, f)]))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    })
    .sort((a, b) => a.group.localeCompare(b.group));
}

/** The modules that weigh most in `files` (rendered length, before minifying): what to split off when a route is over budget. */
export function heaviestModules(
  dist: string,
  build: Exclude<Build, 'cdn'>,
  files: readonly string[],
  count = 5,
  metaFile = 'bundle-meta.json',
): { module: string; rendered: number }[] {
  const meta = readMeta(dist, build, metaFile);
  if (!meta) return [];
  return files
    .flatMap((file) => Object.entries(meta[file]?.modules ?? {}).map(([module, rendered]) => ({ module, rendered })))
    .sort((a, b) => b.rendered - a.rendered)
    .slice(0, count);
}
