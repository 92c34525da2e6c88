// Run by `npm run build` after rollup: `tsx scripts/prerender-login.ts`. Writes
// dist/light/login-page.html, the standalone page (demo/index.html) with the login screen of
// <irr-console> rendered into the element's declarative shadow root, and the script its head loads
// (dist/light/chunks/login-head-<hash>.js: the page's Content-Security-Policy allows no inline script), so that the form shows, and
// can be typed into, with the HTML; the light bundle then hydrates it (elements/console/
// console-renderer.ts). The server sends it for /login and for every route where a visitor without
// a session lands on the login (server/http/console-page.ts); precompress.ts compresses it.
//
// The markup comes from the components themselves (elements/console/login-shell.tsx), rendered by
// preact-render-to-string with React aliased to preact/compat as in the light build, and the
// css`` sheets whitespace-minified as the rollup build does, so the `<style>` is the sheets the
// bundle adopts. The renderer is a build-time tool only: nothing is added to a browser bundle.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { minifyCssTemplates } from './build-minify-css.mjs';

const root = resolve(import.meta.dirname, '..');

/** Where the page is written, next to the bundle it loads. */
export const LOGIN_PAGE = 'dist/light/login-page.html';

/** elements/console/login-shell.tsx, with the renderer. */
interface ShellModule {
  renderToString(tree: unknown): string;
  loginShellTemplate(renderToString: (tree: unknown) => string): string;
  loginHeadScript(): string;
  loginShellHead(scriptSrc: string): string;
}

/** The same css`` minification as the browser builds (scripts/build-minify-css.mjs), for esbuild. */
const minifyCss: Plugin = {
  name: 'irr-minify-css-templates',
  setup(esbuild) {
    const { transform } = minifyCssTemplates();
    esbuild.onLoad({ filter: /\/(src|elements)\/.*\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const out = transform(source, args.path);
      return { contents: out ? out.code : source, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Bundles login-shell.tsx with preact-render-to-string for Node (one Preact for both) and imports it. */
async function loadShellModule(): Promise<ShellModule> {
  const result = await build({
    stdin: {
      contents: `export { renderToString } from 'preact-render-to-string';\nexport * from './elements/console/login-shell';`,
      resolveDir: root,
      loader: 'ts',
      sourcefile: 'prerender-entry.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    jsx: 'automatic',
    // as the light build (rollup.config.mjs)
    alias: {
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react-dom/client': 'preact/compat/client',
      'react-dom': 'preact/compat',
      react: 'preact/compat',
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [minifyCss],
    logLevel: 'warning',
  });
  const dir = mkdtempSync(join(tmpdir(), 'irr-prerender-'));
  try {
    const file = join(dir, 'login-shell.mjs');
    writeFileSync(file, result.outputFiles[0]!.text);
    return (await import(pathToFileURL(file).href)) as ShellModule;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The head's script as a file of the light build's chunks, named after its content like the others
 * (the server caches those for good): its path under dist/ and its text.
 */
export function loginHeadFile(shell: ShellModule): { path: string; text: string } {
  const text = shell.loginHeadScript();
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  return { path: `light/chunks/login-head-${hash}.js`, text };
}

/**
 * demo/index.html with the shell's head part (loading the script at dist/`headScript`) at the end of
 * its head and the shell inside its one `<irr-console>`.
 */
export function loginPage(page: string, shell: ShellModule, headScript: string): string {
  const opening = page.match(/<irr-console\b[^>]*>/g);
  if (opening?.length !== 1) throw new Error(`demo/index.html must hold one <irr-console> (found ${opening?.length ?? 0})`);
  if (!page.includes('</head>')) throw new Error('demo/index.html has no </head>');
  return page
    .replace('</head>', `  ${shell.loginShellHead(`/dist/${headScript}`)}</head>`)
    .replace(opening[0], `${opening[0]}${shell.loginShellTemplate(shell.renderToString)}`);
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const shell = await loadShellModule();
  const head = loginHeadFile(shell);
  writeFileSync(join(root, 'dist', head.path), head.text);
  const page = loginPage(readFileSync(join(root, 'demo/index.html'), 'utf8'), shell, head.path);
  writeFileSync(join(root, LOGIN_PAGE), page);
  console.log(`prerendered the login into ${LOGIN_PAGE} (${(page.length / 1024).toFixed(1)} KB)`);
}
