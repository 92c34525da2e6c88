import type { Page, Request } from 'playwright-core';

/** A call of the console's API, not its live stream (which stays open). */
const isCall = (request: Request) => {
  const path = new URL(request.url()).pathname;
  return path.startsWith('/cpi/') && !path.endsWith('/live/events');
};

/**
 * Watches the page's calls from now on; `settled()` resolves once none is in flight (at once when
 * none is). A test that moves the server's clock waits for it first, so that no call of the screen
 * it just opened meets the moved clock by chance of timing.
 */
export function watchCalls(page: Page): { settled(): Promise<void> } {
  const inFlight = new Set<Request>();
  let waiters: (() => void)[] = [];
  const done = (request: Request) => {
    if (!inFlight.delete(request) || inFlight.size > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  page.on('request', (request) => {
    if (isCall(request)) inFlight.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: () => (inFlight.size === 0 ? Promise.resolve() : new Promise<void>((wake) => waiters.push(wake))),
  };
}
