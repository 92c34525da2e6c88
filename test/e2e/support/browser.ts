import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium: the suite never downloads a browser. Override with CHROMIUM_PATH. */
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How long one condition may take before a test fails (a cold PGlite query, a lazy chunk on 2 busy cores). */
export const WAIT_MS = 15_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: EXECUTABLE,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface PageRun {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions of the page so far. */
  pageErrors: string[];
}

const artifacts = join(tmpdir(), 'irr-e2e-artifacts');

/**
 * Runs `body` in a fresh browser context (no cookies, no storage) opened on `baseURL`. On failure
 * the error gets the page's URL, its console errors, the server's last log lines and a screenshot path.
 * The context bypasses the pages' Content-Security-Policy, which refuses Playwright's own
 * `waitForFunction` (it evaluates its predicate with eval in the page); security-headers.test.ts
 * keeps the policy (`{ bypassCSP: false }` in `options`) and checks the pages under it.
 */
export async function withPage(
  browser: Browser,
  baseURL: string,
  name: string,
  body: (run: PageRun) => Promise<void>,
  serverLogs: readonly string[] = [],
  options: BrowserContextOptions = {},
): Promise<void> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    bypassCSP: true,
    ...options,
  });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    pageErrors.push(`pageerror: ${error.message}`);
  });
  const logStart = serverLogs.length;
  try {
    await body({ page, context, pageErrors });
  } catch (error) {
    mkdirSync(artifacts, { recursive: true });
    const shot = join(artifacts, `${name.replace(/[^\w-]+/g, '_')}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    const details = [
      `page URL: ${page.url()}`,
      `screenshot: ${shot}`,
      `page errors:\n  ${pageErrors.join('\n  ') || '(none)'}`,
      `server log (last 15 lines of this test):\n  ${serverLogs.slice(logStart).slice(-15).join('\n  ') || '(none)'}`,
    ].join('\n');
    // the reporter prints the stack, made with the first message: the details go in both
    if (error instanceof Error) {
      error.message = `${error.message}\n--- e2e details ---\n${details}`;
      error.stack = `${error.stack ?? ''}\n--- e2e details ---\n${details}`;
    }
    throw error;
  } finally {
    await context.close();
  }
}
