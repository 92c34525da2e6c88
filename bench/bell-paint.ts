import type { Browser } from 'playwright-core';
import { requestAuthorizationCode } from '../server/demo-portal/request-code';
import { DEFAULT_MERCHANT_KEY, DEFAULT_SIGN_SECRET } from '../server/config';

/** How a page loads the bell: the element's own entry of a module build, or the classic script. */
export const BELL_VARIANTS = [
  {
    name: 'light irr-notice-bell.js',
    script: '<script type="module" src="/dist/light/irr-notice-bell.js"></script>',
    entry: '/dist/light/irr-notice-bell.js',
  },
  {
    name: 'esm   irr-notice-bell.js',
    script: '<script type="module" src="/dist/esm/irr-notice-bell.js"></script>',
    entry: '/dist/esm/irr-notice-bell.js',
  },
  {
    name: 'light irr-console.js',
    script: '<script type="module" src="/dist/light/irr-console.js"></script>',
    entry: '/dist/light/irr-console.js',
  },
  { name: 'cdn   irr-console.js', script: '<script src="/dist/cdn/irr-console.js" defer></script>', entry: '/dist/cdn/irr-console.js' },
] as const;

export interface BellSample {
  /** Navigation start -> the badge shows a number. */
  fromNavigation: number;
  /** The entry script fully received -> the badge shows a number. */
  fromScript: number;
}

/** A portal page with the bell alone and a fresh one-time code (the portal's server got it). */
export function bellPage(script: string, code: string): string {
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>bell</title>${script}</head>` +
    `<body><irr-notice-bell authorization-code="${code}"></irr-notice-bell></body></html>`
  );
}

/** A code from the reference server, as the portal's server asks for it (the server's development key and secret unless set). */
export function codeFrom(origin: string, mobile = '13800000000'): Promise<string> {
  return requestAuthorizationCode(
    {
      referenceOrigin: origin,
      merchantKey: process.env.IRR_MERCHANT_KEY || DEFAULT_MERCHANT_KEY,
      signSecret: process.env.IRR_SIGN_SECRET || DEFAULT_SIGN_SECRET,
    },
    mobile,
  ).then((issued) => issued.authorizationCode);
}

// In-page parts are plain script text: this file is type-checked as Node code (no DOM types).
const WATCH_BADGE = `(() => {
  const check = () => {
    const badge = document.querySelector('irr-notice-bell')?.shadowRoot?.querySelector('[part="badge"]');
    if (badge && /\\d/.test(badge.textContent)) window.__countShown = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

/**
 * One cold load (fresh context, empty cache) of the bell page at `url`: when the badge first shows
 * the unread count, from navigation start and from the moment the entry script was received.
 */
export async function measureBell(browser: Browser, url: string, entry: string): Promise<BellSample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_BADGE);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction('window.__countShown !== undefined', null, { timeout: 15000 });
    const [shown, scriptEnd] = (await page.evaluate(`[window.__countShown,
      performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === ${JSON.stringify(entry)})?.responseEnd ?? NaN]`)) as [
      number,
      number,
    ];
    return { fromNavigation: shown, fromScript: shown - scriptEnd };
  } finally {
    await context.close();
  }
}
