import { readdirSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { build, context as esbuildContext } from 'esbuild';

const OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  logLevel: 'silent',
  define: { 'process.env.NODE_ENV': '"development"' },
};

/** In every test file: a failure's values as text (failure-values.ts). */
const injected = (root) => [resolve(root, 'test/browser/support/failure-values.ts')];

/** Where the test files' shared chunks are served from. */
const CHUNKS = '__test-chunks';

/**
 * web-test-runner plugin: every .ts/.tsx file the browser asks for is served bundled by esbuild.
 * React 19 ships CommonJS only, so the browser cannot load it unbundled.
 *
 * The test files are built together, once (and again after a source changes, in watch mode), with
 * the code they share in chunks of their own: each page then loads its test's own code and the
 * shared chunks (React, the screens), 2–3 MB, instead of a bundle of its own with an inline source
 * map, 9 MB, built again for each file (a run loads a fifth of the code and builds 1/20 as long).
 * Any other module (a second copy of one a test imports under a cache-busting query, the probe
 * page's script), and every file when one does not build, is a bundle of its own.
 */
export function esbuildBundlePlugin({ root }) {
  const testDir = resolve(root, 'test/browser');
  let built = null;
  let ctx = null;
  const outputs = async () => {
    if (!built) {
      ctx ??= await esbuildContext({
        ...OPTIONS,
        inject: injected(root),
        entryPoints: readdirSync(testDir)
          .filter((f) => /\.test\.tsx?$/.test(f))
          .map((f) => resolve(testDir, f)),
        splitting: true,
        outdir: root,
        outbase: root,
        chunkNames: `${CHUNKS}/[name]-[hash]`,
        sourcemap: 'linked',
        write: false,
      });
      // a file that does not build fails the build of all: then each is built on its own, and only it fails
      built = ctx.rebuild().then(
        (result) => new Map(result.outputFiles.map((f) => [`/${relative(root, f.path)}`, f.text])),
        () => new Map(),
      );
    }
    return built;
  };
  return {
    name: 'esbuild-bundle',
    serverStart({ fileWatcher }) {
      fileWatcher.on('change', () => {
        built = null;
      });
    },
    async serverStop() {
      await ctx?.dispose();
    },
    async serve(context) {
      const { path } = context;
      if (path.startsWith(`/${CHUNKS}/`) || /^\/test\/browser\/[^/]+\.test\.js(\.map)?$/.test(path)) {
        const text = (await outputs()).get(path);
        return text === undefined ? undefined : { body: text, type: path.endsWith('.map') ? 'json' : 'js' };
      }
      if (!/\.tsx?$/.test(path) || path.includes('/node_modules/')) return undefined;
      const file = resolve(root, `.${decodeURIComponent(path)}`);
      if (!file.startsWith(root + sep)) return undefined;
      if (file.startsWith(testDir + sep) && /\.test\.tsx?$/.test(file)) {
        const text = (await outputs()).get(`/${relative(root, file).replace(/\.tsx?$/, '.js')}`);
        if (text !== undefined) return { body: text, type: 'js' };
      }
      const inject = /\.test\.tsx?$/.test(file) ? injected(root) : [];
      const result = await build({ ...OPTIONS, inject, entryPoints: [file], write: false, sourcemap: 'inline' });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
