import type { Page } from 'playwright-core';

/** The Content-Security-Policy violations of a page, each with the step the test was at. */
export interface ViolationLog {
  /** The `securitypolicyviolation` events so far. */
  readonly events: readonly string[];
  /** Chromium's console lines about a refusal so far (one per violation, a blocked worker's or frame's too). */
  readonly consoleLines: readonly string[];
  /** Names the step that follows (for the failure message). */
  step(name: string): void;
  /** Resolves once `n` violations were reported both ways. */
  reported(n: number): Promise<void>;
  /** The events so far; both lists start again empty. */
  take(): string[];
}

/**
 * Collects every Content-Security-Policy violation of `page`, in every frame and across
 * navigations: the `securitypolicyviolation` events (composed: those in shadow roots reach the
 * document), reported to the test through a binding registered before any page script runs, and
 * Chromium's own console lines about a refusal.
 */
export async function watchViolations(page: Page): Promise<ViolationLog> {
  let current = '(start)';
  let events: string[] = [];
  let consoleLines: string[] = [];
  let waiters: (() => void)[] = [];
  const changed = () => {
    for (const wake of waiters) wake();
    waiters = [];
  };
  await page.exposeFunction('__irrCspViolation', (text: string) => {
    events.push(`[${current}] ${text}`);
    changed();
  });
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => {
    window.__irrCspViolation(e.effectiveDirective + ' refused ' + e.blockedURI + ' on ' + e.documentURI +
      (e.sample ? ' [' + e.sample + ']' : '') + (e.sourceFile ? ' from ' + e.sourceFile + ':' + e.lineNumber : ''));
  }, true);`);
  page.on('console', (message) => {
    if (!/Content Security Policy/i.test(message.text())) return;
    consoleLines.push(`[${current}] ${message.text()}`);
    changed();
  });
  return {
    get events() {
      return events;
    },
    get consoleLines() {
      return consoleLines;
    },
    step: (name) => {
      current = name;
    },
    async reported(n) {
      while (events.length < n || consoleLines.length < n) await new Promise<void>((wake) => waiters.push(wake));
    },
    take() {
      const taken = events;
      events = [];
      consoleLines = [];
      return taken;
    },
  };
}
