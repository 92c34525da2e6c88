import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildBundlePlugin } from './test/browser/support/esbuild-bundle-plugin.mjs';
import { testApiMiddleware } from './test/browser/support/test-api-middleware.mjs';
import { loginEndpoints } from './test/browser/support/login-endpoints.mjs';
import { uploadEndpoints } from './test/browser/support/upload-endpoints.mjs';
import { clodopEndpoints } from './test/browser/support/clodop-endpoints.mjs';
import { referenceServerEndpoints, referenceServerPlugin } from './test/browser/support/reference-server.mjs';
import { timingReporter } from './test/browser/support/timing-reporter.mjs';
import { networkConditionsPlugin } from './test/browser/support/network-conditions.mjs';

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

/**
 * Browser tests in real Chromium. Each test file is bundled by esbuild when the browser asks for
 * it; /test-api/cpi/ answers the transport cases over real HTTP, /ref-api/cpi/ is the real reference
 * server the screen tests run against (reference-server.mjs), /test-clodop/ stands in for the C-Lodop
 * service (clodop-endpoints.mjs); network-conditions.mjs slows uploads and loses an answer over the
 * DevTools protocol (a phone's network). One file at a time: the files
 * share the origin's localStorage, whose events would reach a neighbour's session store.
 *
 * `npm test` runs the files in shards, each a runner of its own on its own port (so its own origin
 * and reference server): IRR_BROWSER_FILES (comma separated) chooses the files, IRR_BROWSER_PORT the
 * first port it tries, and IRR_BROWSER_TIMES names the file its timing reporter writes
 * (test/browser/support/timing-reporter.mjs).
 */
const env = process.env;

/** Whether nothing listens on `port` (on any address). */
const free = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, () => probe.close(() => resolve(true)));
  });

/**
 * The first free port from `from` up: below the range the kernel gives to port 0, so no server a
 * test starts meanwhile takes it, and apart for each shard, so that two starting at once do not.
 */
async function firstFreePort(from) {
  for (let port = from; port < from + 100; port += 1) if (await free(port)) return port;
  throw new Error(`no free port from ${from} to ${from + 99}`);
}

export default {
  rootDir: root,
  files: env.IRR_BROWSER_FILES ? env.IRR_BROWSER_FILES.split(',') : ['test/browser/**/*.test.{ts,tsx}'],
  ...(env.IRR_BROWSER_PORT ? { port: await firstFreePort(Number(env.IRR_BROWSER_PORT)) } : {}),
  reporters: [defaultReporter(), ...(env.IRR_BROWSER_TIMES ? [timingReporter(env.IRR_BROWSER_TIMES, root)] : [])],
  concurrency: 1,
  concurrentBrowsers: 1,
  // bounds, not waits: after a China midnight a file's first reset waits for the new day's seeded
  // template (one build, 20-60 s on a loaded 2-core machine), in a hook and within its file's time
  testsFinishTimeout: 300_000,
  testFramework: { config: { timeout: 60_000 } },
  plugins: [esbuildBundlePlugin({ root }), referenceServerPlugin, networkConditionsPlugin()],
  middleware: [referenceServerEndpoints, uploadEndpoints, clodopEndpoints, testApiMiddleware, loginEndpoints],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html>
  <head><meta charset="utf-8"><script>window.process = { env: { NODE_ENV: 'development' } };</script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--headless=new',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
};
