import type { Browser } from 'playwright-core';

export interface PaintSample {
  /** first-contentful-paint, ms from navigation start. */
  fcp: number;
  /** Ready to type: the login's three inputs (account, password, captcha) in the element's shadow root, first seen in a frame (ms from navigation start). */
  ready: number;
  /** When `<irr-console>` was defined (its script ran and the form became live); null on the floor, which has no script. */
  live: number | null;
}

// The in-page parts are plain script text: this file is type-checked as Node code (no DOM types).

const ROOT = `document.querySelector('irr-console')?.shadowRoot`;
const FORM = `${ROOT}?.querySelector('#login-form')`;
const INPUTS = `['login-username', 'login-password', 'login-code'].every((id) => ${ROOT}?.getElementById(id))`;

/**
 * Checks each frame for the three inputs inside the element's shadow root (the same check for the
 * floor, whose form is static HTML, and for the console, whose form is pre-rendered HTML or comes
 * from the script) and records when they are first there; and when the element gets defined.
 */
const WATCH_FORM = `(() => {
  const check = () => {
    if (${INPUTS}) window.__ready = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  customElements.whenDefined('irr-console').then(() => { window.__live = performance.now(); });
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

/**
 * One cold load: a fresh context has an empty cache and no stored session. Fails if the inputs never
 * show; `scripted` pages also wait until their element is defined.
 */
export async function measureLoad(browser: Browser, url: string, scripted = true): Promise<PaintSample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FORM);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(`window.__ready !== undefined${scripted ? ' && window.__live !== undefined' : ''}`, null, {
      timeout: 15000,
    });
    const fcp = (await page.evaluate(READ_FCP)) as number;
    const ready = (await page.evaluate('window.__ready')) as number;
    const live = (await page.evaluate('window.__live ?? null')) as number | null;
    // The page's own calls (session id, captcha) are answered in this process: let them finish
    // here rather than while the next page loads, which would then wait for its files.
    await page.waitForLoadState('networkidle');
    return { fcp, ready, live };
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
