// Three builds of the elements (`npm run build`):
//   dist/esm    ES modules, React bundled, declarations in dist/types;
//               irr-console.js defines all three elements, irr-notice-bell.js and irr-well-table.js one each;
//   dist/light  the same with React aliased to preact/compat;
//   dist/cdn    irr-console.js, a small classic script that defines all three elements from the chunks
//               beside it (the light graph as ES modules, fetched with their integrity: cdnBuild below).
// Both split builds keep the login screen and the core in the entry, put the shell (loaded once
// the session is authenticated) in its own chunk, and each business group (src/screens/<group>/
// index.ts, imported dynamically by the router) in its own chunk.
// Every build strips the types with esbuild (scripts/build-esbuild-ts.mjs). None type-checks:
// `npm run typecheck` does, once (tsconfig.json holds src/ and elements/); `npm run build` writes the
// declarations after rollup (tsconfig.build.json, TypeScript 7's compiler, about 3 s).
// Browser-only trims: the contract's zod schemas are inert (scripts/build-inert-contract-zod.mjs) and
// left out where the browser does not read them (scripts/build-contract-trim.mjs), css`` sheets are
// whitespace-minified (scripts/build-minify-css.mjs), swr's React < 18 shim is React's own hook
// (scripts/build-react-shims.mjs). How the chunks are cut: scripts/build-chunks.mjs.
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { chunkFileName, groupOf, moduleName, moduleSideEffects, screenOf, SHELL } from './scripts/build-chunks.mjs';
import { trimContractSchemas } from './scripts/build-contract-trim.mjs';
import { inertContractZod } from './scripts/build-inert-contract-zod.mjs';
import { minifyCssTemplates } from './scripts/build-minify-css.mjs';
import { esbuildTypescript } from './scripts/build-esbuild-ts.mjs';
import { builtinSyncExternalStore } from './scripts/build-react-shims.mjs';
import { cdnConsoleLazy, cdnDynamicImports, cdnLoader } from './scripts/build-cdn.mjs';

/**
 * One entry defining all three elements: the login path is then one file (one request, one gzip
 * stream) instead of an entry plus the chunks it shares with the other elements' entries. Business
 * groups are the dynamic imports of the router, one chunk each.
 */
const entries = { 'irr-console': 'elements/index.ts' };

/**
 * A portal that only shows a bell or a well table loads that element's own entry instead
 * (`dist/light/irr-notice-bell.js`): without the console's login screen and router. Built as a
 * second graph, so that the console's entry stays one file; a page loading both gets two copies of
 * the core, which share the one session (src/session/shared-session.ts) and define each tag once.
 */
const pieceEntries = { 'irr-notice-bell': 'elements/notice-bell/index.ts', 'irr-well-table': 'elements/well-table/index.ts' };

/** Most specific first: `react` must not swallow `react/jsx-runtime` or `react-dom`. */
const preactAliases = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Writes `<dir>/bundle-meta.json`, read by the bench: each chunk's static and dynamic imports, its
 * facade module, whether it is a group's, a lazy screen's or section's (scripts/build-chunks.mjs) or
 * the shell's, and the rendered (tree-shaken, not yet minified) length of each of its modules, so
 * that the bench can say what makes a route heavy.
 */
const bundleMeta = (dir, metaFile = 'bundle-meta.json') => ({
  name: 'irr-bundle-meta',
  generateBundle(_options, bundle) {
    const chunks = {};
    for (const [fileName, out] of Object.entries(bundle)) {
      if (out.type !== 'chunk') continue;
      const modules = Object.fromEntries(
        Object.entries(out.modules)
          .filter(([, m]) => m.renderedLength > 0)
          .map(([id, m]) => [moduleName(id), m.renderedLength]),
      );
      chunks[fileName] = {
        isEntry: out.isEntry,
        facade: out.facadeModuleId ? moduleName(out.facadeModuleId) : null,
        group: groupOf(out),
        screen: screenOf(out),
        shell: out.facadeModuleId ? SHELL.test(out.facadeModuleId) : false,
        imports: out.imports,
        dynamicImports: out.dynamicImports,
        modules,
      };
    }
    this.emitFile({ type: 'asset', fileName: `${dir}/${metaFile}`, source: JSON.stringify(chunks, null, 1) });
  },
});

const plugins = ({ light }) => [
  light && alias({ entries: preactAliases }),
  inertContractZod(),
  builtinSyncExternalStore(),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, exportConditions: ['browser', 'module', 'import', 'default'], extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
  commonjs(),
  esbuildTypescript(),
  trimContractSchemas(),
  minifyCssTemplates(),
];

const minify = (module) => terser({ ecma: 2020, module, compress: { passes: 2 }, format: { comments: false } });

const splitBuild = (dir, light, { input = entries, metaFile } = {}) => ({
  input,
  // The entry may export more than its source (what the group chunks import from it) instead of
  // becoming a facade over a shared chunk: one request fewer before the login paints.
  preserveEntrySignatures: 'allow-extension',
  plugins: [...plugins({ light }), bundleMeta(dir, metaFile)],
  treeshake: { moduleSideEffects },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: `${dir}/[name].js`,
    chunkFileNames: chunkFileName(dir),
    plugins: [minify(true)],
  },
  onwarn,
});

/**
 * dist/cdn: the light build's graph once more, every file under cdn/chunks/ (immutable names), from
 * a core that defines the three elements; the one file a page names, cdn/irr-console.js, is a small
 * classic script that loads it (scripts/build-cdn.mjs, elements/cdn/loader.ts).
 */
function cdnBuild() {
  return {
    input: { 'irr-elements': 'elements/cdn/index.ts' },
    preserveEntrySignatures: 'allow-extension',
    plugins: [cdnConsoleLazy(), ...plugins({ light: true }), cdnDynamicImports(), bundleMeta('cdn'), cdnLoader()],
    treeshake: { moduleSideEffects },
    output: {
      dir: 'dist',
      format: 'es',
      // The hash alone: a chunk's name would be in each manifest listing it and each import of it,
      // about 800 B gzip after login; cdn/cdn-meta.json gives each file's name.
      entryFileNames: 'cdn/chunks/[hash].js',
      chunkFileNames: 'cdn/chunks/[hash].js',
      plugins: [minify(true)],
    },
    onwarn,
  };
}

function onwarn(warning, warn) {
  // Directives ("use client") and comment placement in dependencies, and zod's own internal cycle,
  // are harmless here; anything else, and any cycle in our code, is shown.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'INVALID_ANNOTATION') return;
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('/node_modules/'))) return;
  warn(warning);
}

export default [
  splitBuild('esm', false),
  splitBuild('light', true),
  splitBuild('esm', false, { input: pieceEntries, metaFile: 'pieces-meta.json' }),
  splitBuild('light', true, { input: pieceEntries, metaFile: 'pieces-meta.json' }),
  cdnBuild(),
];
