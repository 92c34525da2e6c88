import type { Locator, Page } from 'playwright-core';
import { loginCalls } from '../../../src/api/contract';
import { DEFAULT_MERCHANT_KEY, DEFAULT_SIGN_SECRET } from '../../../server/config';
import { startDemoPortal, type RunningPortal } from '../../../server/demo-portal/portal-server';
import { requestAuthorizationCode } from '../../../server/demo-portal/request-code';
import { TestClient } from '../../server/support/client';
import { ROOT } from '../../server/support/child-server';
import { ADMIN } from './console-page';
import type { E2eServer } from './e2e-server';

/**
 * The demo portal (server/demo-portal) on a free port of 127.0.0.1: a second origin. The reference
 * server's origin is read when a request comes, so the portal can start before the e2e server
 * (whose CORS list must name the portal's origin).
 */
export function startE2ePortal(reference: () => string): Promise<RunningPortal> {
  return startDemoPortal({
    host: '127.0.0.1',
    port: 0,
    referenceOrigin: reference,
    root: ROOT,
    mobile: ADMIN,
    merchantKey: DEFAULT_MERCHANT_KEY,
    signSecret: DEFAULT_SIGN_SECRET,
  });
}

/** A fresh one-time code for `mobile`, as the portal's server gets it. */
export async function freshCode(server: E2eServer, mobile = ADMIN): Promise<string> {
  const issued = await requestAuthorizationCode(
    { referenceOrigin: server.url, merchantKey: server.config.merchantKey, signSecret: server.config.signSecret },
    mobile,
  );
  return issued.authorizationCode;
}

/** Redeems `code` straight at the server (POST login/forcedEntry), so that it is used up. */
export async function useUpCode(server: E2eServer, code: string): Promise<void> {
  const client = new TestClient(server.url, server.config.signSecret, server.config.now);
  const answer = await client.call(loginCalls.forcedEntry, { authorizationCode: code }, { token: null });
  if (answer.body?.errorCode !== 0) throw new Error(`forcedEntry refused: ${answer.text}`);
}

/** A bell of the page by its id: its button (named 通知，N 条未读 while any is unread) and its badge. */
export function bell(page: Page, id: string) {
  const host = page.locator(`irr-notice-bell#${id}`);
  return {
    host,
    button: host.locator('[part="base"]'),
    badge: host.locator('[part="badge"]'),
    error: host.locator('[part="error"]'),
  };
}

/** The unread count a bell's button announces (0 when it says only 通知). */
export async function announcedCount(button: Locator): Promise<number> {
  const label = (await button.getAttribute('aria-label')) ?? '';
  const match = /(\d+) 条未读/.exec(label);
  return match ? Number(match[1]) : 0;
}

/** Collects the page's `irr-*` events on the document (as a portal listens), before anything loads. */
export async function listenToElements(page: Page, types: readonly string[]): Promise<void> {
  await page.addInitScript(`
    window.__heard = [];
    for (const type of ${JSON.stringify(types)}) {
      document.addEventListener(type, (event) => window.__heard.push({
        type, detail: event.detail, bubbles: event.bubbles, composed: event.composed,
        from: event.target instanceof Element ? event.target.localName + (event.target.id ? '#' + event.target.id : '') : null,
      }));
    }
  `);
}

export interface Heard {
  type: string;
  detail: unknown;
  bubbles: boolean;
  composed: boolean;
  from: string | null;
}

export function heardEvents(page: Page, type: string): Promise<Heard[]> {
  return page.evaluate(`window.__heard.filter((e) => e.type === ${JSON.stringify(type)})`) as Promise<Heard[]>;
}
