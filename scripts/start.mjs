// `npm start` on a fresh clone: install what is missing, build what is stale, then run the server
// (which migrates and seeds the embedded database and prints the URL and the demo accounts).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** Newest modification time of any file below the given folders. */
function newest(...dirs) {
  let max = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else max = Math.max(max, statSync(path).mtimeMs);
    }
  };
  for (const dir of dirs) if (existsSync(dir)) walk(dir);
  return max;
}

function step(label, cmd) {
  console.log(`> ${label}: ${cmd}`);
  execSync(cmd, { stdio: 'inherit' });
}

const installed = mtime('node_modules/.package-lock.json');
if (!installed || mtime('package-lock.json') > installed) step('installing packages', 'npm ci --no-audit --no-fund');

const built = mtime('dist/.built');
const sources = Math.max(newest('src', 'elements'), mtime('rollup.config.mjs'), mtime('package-lock.json'));
if (!built || sources > built) step('building the console', 'npm run -s build');

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 1)));
