import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUILDS = ['esm', 'light', 'cdn'] as const;
export type Build = (typeof BUILDS)[number];

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

/** What rollup wrote to `<build>/bundle-meta.json` (see rollup.config.mjs). */
type BundleMeta = Record<string, { isEntry: boolean; group: string | null; shell?: boolean; imports: string[]; dynamicImports: string[] }>;

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

export function readMeta(dist: string, build: Build): BundleMeta | null {
  const path = join(dist, build, 'bundle-meta.json');
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

/** The login screen's bytes before first paint: the console entry and its static imports (the whole file for cdn). */
export function loginPathBytes(dist: string, build: Build): PathBytes | null {
  if (build === 'cdn') return existsSync(join(dist, 'cdn/irr-console.js')) ? totalOf(dist, ['cdn/irr-console.js']) : null;
  const meta = readMeta(dist, build);
  if (!meta) return null;
  return totalOf(dist, staticClosure(meta, `${build}/irr-console.js`));
}

/** Bytes after login on a group's first page: login path, the shell's chunk and the group's chunk, with their static imports. */
export function groupPathBytes(dist: string, build: Exclude<Build, 'cdn'>): { group: string; bytes: PathBytes }[] {
  const meta = readMeta(dist, build);
  if (!meta) return [];
  const entry = `${build}/irr-console.js`;
  const shells = Object.keys(meta).filter((file) => meta[file]!.shell);
  const common = new Set([staticClosure(meta, entry), ...shells.map((file) => staticClosure(meta, file))].flat());
  return Object.entries(meta)
    .filter(([, chunk]) => chunk.group !== null)
    .map(([file, chunk]) => {
      const all = new Set([...common, ...staticClosure(meta, file)]);
      return { group: chunk.group!, bytes: totalOf(dist, [...all]) };
    })
    .sort((a, b) => a.group.localeCompare(b.group));
}
