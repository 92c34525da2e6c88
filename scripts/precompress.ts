// Run by `npm run build` once rollup and the manifest are done: `tsx scripts/precompress.ts dist`.
// Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to every text asset of
// the folder, so that the server (server/http/static-files.ts, @fastify/static `preCompressed`)
// sends the smallest encoding the browser accepts without compressing on each request. A copy that
// would not be smaller than the file itself is not written: the file is then sent as it is.
// Type declarations (dist/types/*.d.ts) are not sent to browsers and are left alone.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What browsers download as text: scripts, styles, pages, data, images drawn as text, source maps. */
export const TEXT_ASSET = /\.(js|mjs|css|html|json|svg|map|txt)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressedFile {
  /** Relative to the folder. */
  file: string;
  raw: number;
  /** Bytes of the `.gz` copy, null when none was written (not smaller). */
  gzip: number | null;
  /** Bytes of the `.br` copy, null when none was written (not smaller). */
  br: number | null;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : Promise.resolve(entry.isFile() ? [path] : []);
    }),
  );
  return nested.flat();
}

async function compressFile(path: string): Promise<Omit<PrecompressedFile, 'file'>> {
  const bytes = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const keep = async (copy: Buffer, extension: string): Promise<number | null> => {
    if (copy.length >= bytes.length) return null;
    await writeFile(path + extension, copy);
    return copy.length;
  };
  return { raw: bytes.length, br: await keep(br, '.br'), gzip: await keep(gz, '.gz') };
}

/** Compresses every text asset under `dir` (zlib runs on the thread pool: a few at a time). */
export async function precompress(dir: string): Promise<PrecompressedFile[]> {
  const files = (await walk(dir)).filter((path) => TEXT_ASSET.test(path)).sort();
  const done: PrecompressedFile[] = [];
  const queue = [...files];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      done.push({ file: relative(dir, path), ...(await compressFile(path)) });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return done.sort((a, b) => a.file.localeCompare(b.file));
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const dir = process.argv[2] ?? 'dist';
  if (!(await stat(dir)).isDirectory()) throw new Error(`${dir} is not a folder`);
  const files = await precompress(dir);
  const sum = (pick: (f: PrecompressedFile) => number) => files.reduce((total, f) => total + pick(f), 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${files.length} files in ${dir}: ${kb(sum((f) => f.raw))} -> ` +
      `${kb(sum((f) => f.gzip ?? f.raw))} gzip, ${kb(sum((f) => f.br ?? f.raw))} br`,
  );
}
