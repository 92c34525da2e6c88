import { resolve, sep } from 'node:path';
import { build } from 'esbuild';

/**
 * web-test-runner plugin: every .ts/.tsx file the browser asks for (a test file, or a module a
 * test imports again under a cache-busting query to get a second copy of the bundle) is served
 * as one esbuild bundle. React 19 ships CommonJS only, so the browser cannot load it unbundled.
 */
export function esbuildBundlePlugin({ root }) {
  return {
    name: 'esbuild-bundle',
    async serve(context) {
      if (!/\.tsx?$/.test(context.path) || context.path.includes('/node_modules/')) return undefined;
      const file = resolve(root, `.${decodeURIComponent(context.path)}`);
      if (!file.startsWith(root + sep)) return undefined;
      const result = await build({
        entryPoints: [file],
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        jsx: 'automatic',
        write: false,
        sourcemap: 'inline',
        logLevel: 'silent',
        define: { 'process.env.NODE_ENV': '"development"' },
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
