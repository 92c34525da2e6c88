// Whether dist/ is newer than everything the build reads: `npm start` and `npm test` build only when it is not.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The build's inputs: the sources, the demo page it copies, its configuration and scripts. */
const INPUTS = [
  'src',
  'elements',
  'demo/index.html',
  'rollup.config.mjs',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.build.json',
  'custom-elements-manifest.config.mjs',
  'scripts/prerender-login.ts',
  'scripts/precompress.ts',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** True when `npm run build` finished (dist/.built) after the last change to any of its inputs. */
export function bundlesAreCurrent(root) {
  const built = join(root, 'dist/.built');
  if (!existsSync(built)) return false;
  const buildScripts = readdirSync(join(root, 'scripts'))
    .filter((f) => f.startsWith('build-'))
    .map((f) => `scripts/${f}`);
  return statSync(built).mtimeMs > Math.max(...[...INPUTS, ...buildScripts].map((p) => newest(join(root, p))));
}
