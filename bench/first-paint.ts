import type { Browser } from 'playwright-core';

export interface PaintSample {
  /** first-contentful-paint, ms from navigation start. */
  fcp: number;
  /** When the login form was first in the DOM (ms from navigation start). */
  formReady: number;
}

// The in-page parts are plain script text: this file is type-checked as Node code (no DOM types).

const FORM = `document.querySelector('irr-console')?.shadowRoot?.querySelector('#login-form')`;

/** Polls each frame for the login form inside the element's shadow root and records when it appears. */
const WATCH_FORM = `(() => {
  const check = () => {
    if (${FORM}) window.__formReady = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

const READ_FCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry) resolve(entry.startTime);
  }).observe({ type: 'paint', buffered: true });
})`;

/** The shadow root's adopted styles and markup (captcha image left empty: the floor has no script to fill it). */
const CAPTURE = `(() => {
  const root = document.querySelector('irr-console').shadowRoot;
  const styles = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\\n');
  const copy = document.createElement('div');
  copy.innerHTML = root.innerHTML;
  copy.querySelectorAll('img').forEach((img) => img.removeAttribute('src'));
  return { styles, markup: copy.innerHTML };
})()`;

/** One cold load: a fresh context has an empty cache. Fails if the login form never shows. */
export async function measureLoad(browser: Browser, url: string): Promise<PaintSample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FORM);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(`window.__formReady !== undefined`, null, { timeout: 15000 });
    const fcp = (await page.evaluate(READ_FCP)) as number;
    const formReady = (await page.evaluate('window.__formReady')) as number;
    // The page's own calls (session id, captcha) are answered in this process: let them finish
    // here rather than while the next page loads, which would then wait for its files.
    await page.waitForLoadState('networkidle');
    return { fcp, formReady };
  } finally {
    await context.close();
  }
}

/** Renders the console's login once and returns its shadow root's styles and markup, for the floor page. */
export async function captureLoginForm(browser: Browser, url: string): Promise<{ styles: string; markup: string }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(`!!${FORM}`, null, { timeout: 15000 });
    return (await page.evaluate(CAPTURE)) as { styles: string; markup: string };
  } finally {
    await context.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
