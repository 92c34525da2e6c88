// Compiles the node:test files (server, unit, end to end) for `npm test`: each into one module,
// the code they share (the server, the contract, the test support) in chunks, the packages left
// to node_modules. Node 20 loads a test file through tsx's hooks in 1.3 s (a round trip to the
// hooks' thread for each of some 1,500 modules); the compiled one loads in 0.6 s, and a run starts
// over a hundred of them. Run as `node scripts/test/compile-tests.mjs <outdir> <files…>`.
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * Each module keeps its own import.meta.url, so that the paths a module builds from it (the
 * project's root, a script it forks, the static files) are those of its source, not of the chunk
 * it was compiled into.
 */
const ownUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
      loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
    }));
  },
};

const [outdir, ...files] = process.argv.slice(2);
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: files,
  outdir,
  outbase: '.',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  jsx: 'automatic',
  logLevel: 'warning',
  plugins: [ownUrl],
});
