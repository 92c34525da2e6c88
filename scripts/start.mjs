// `npm start` on a fresh clone: install what is missing, build what is stale, then run the server
// (which migrates and seeds the embedded database and prints the URL and the demo accounts).
import { execSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { bundlesAreCurrent } from './stale-bundles.mjs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

function step(label, cmd) {
  console.log(`> ${label}: ${cmd}`);
  execSync(cmd, { stdio: 'inherit' });
}

const installed = mtime('node_modules/.package-lock.json');
if (!installed || mtime('package-lock.json') > installed) step('installing packages', 'npm ci --no-audit --no-fund');

if (!bundlesAreCurrent(root)) step('building the console', 'npm run -s build');

// The embedding demo's mock portal runs on a second origin (server/demo-portal): IRR_PORTAL_PORT,
// default PORT + 1 (8081); `off` skips it. The reference server lets that origin call the API with
// credentials (added to IRR_CORS_ORIGINS; on a loopback HOST both 127.0.0.1 and localhost).
// Not in production: its /portal/code hands a code for IRR_PORTAL_MOBILE to whoever asks, so a
// production server runs it only when IRR_PORTAL_PORT is set explicitly.
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8080);
const portalSetting = process.env.IRR_PORTAL_PORT;
const production = process.env.NODE_ENV === 'production';
const portalPort = portalSetting === 'off' || (!portalSetting && (port === 0 || production)) ? null : Number(portalSetting || port + 1);
const portalHosts = ['127.0.0.1', 'localhost', '0.0.0.0', '::'].includes(host) ? ['127.0.0.1', 'localhost'] : [host];
// as the browser writes it (no :80, lower case, IPv6 in brackets), which is what the server accepts
const originOf = (h, p) => new URL(`http://${h.includes(':') ? `[${h}]` : h}:${p}`).origin;
const corsOrigins = [process.env.IRR_CORS_ORIGINS, ...(portalPort ? portalHosts.map((h) => originOf(h, portalPort)) : [])]
  .filter(Boolean)
  .join(',');

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, IRR_CORS_ORIGINS: corsOrigins },
});
const portal =
  portalPort === null
    ? null
    : spawn(process.execPath, ['--import', 'tsx', 'server/demo-portal/main.ts'], {
        stdio: 'inherit',
        env: { ...process.env, IRR_PORTAL_PORT: String(portalPort) },
      });
portal?.on('exit', (code) => {
  if (code) console.warn(`demo portal stopped (exit ${code}); the console still runs. Set IRR_PORTAL_PORT to another port or \`off\`.`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    portal?.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  portal?.kill('SIGTERM');
  process.exit(signal ? 0 : (code ?? 1));
});
