import { after, before, test } from 'node:test';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launchBrowser, withPage, type PageRun } from './browser';
import { startE2eServer, type E2eServer, type E2eServerOptions } from './e2e-server';

export interface E2eSuite {
  server: E2eServer;
  browser: Browser;
  /** A test whose body runs in a fresh browser context on the server (screenshot and logs on failure); `options` change the context's. */
  e2e(name: string, body: (run: PageRun) => Promise<void>, options?: BrowserContextOptions): void;
}

/**
 * A test file's server and browser, started in `before` and closed in `after`; the fields are
 * set when the first test runs. `name` prefixes the failure screenshots. The file's own set-up goes
 * in `setup`: Node 20 starts a top-level `before` as soon as it is registered, ahead of this one.
 */
export function e2eSuite(name: string, opts: E2eServerOptions & { setup?: (suite: E2eSuite) => Promise<void> } = {}): E2eSuite {
  const suite: E2eSuite = {
    server: undefined as unknown as E2eServer,
    browser: undefined as unknown as Browser,
    e2e: (testName, body, options) => {
      test(testName, () => withPage(suite.browser, suite.server.url, `${name}-${testName}`, body, suite.server.logs, options));
    },
  };
  before(async () => {
    const [server, browser] = await Promise.allSettled([startE2eServer(opts), launchBrowser()]);
    // Keep whichever started, so that `after` closes it even when the other failed.
    if (server.status === 'fulfilled') suite.server = server.value;
    if (browser.status === 'fulfilled') suite.browser = browser.value;
    if (server.status === 'rejected') throw server.reason;
    if (browser.status === 'rejected') throw browser.reason;
    await opts.setup?.(suite);
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
