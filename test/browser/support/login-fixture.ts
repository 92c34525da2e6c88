import { waitUntil } from '@open-wc/testing';
import '../../../elements/console';
import type { IrrConsoleElement } from '../../../elements/console';
import { getSession, resetSession, setSession } from '../../../src/session/public/session';

/** The memory-mode route key of the console (src/screens/shell/console-app.tsx). */
const MEMORY_ROUTE_KEY = 'irr-console.route';

export interface LoginPage {
  element: IrrConsoleElement;
  shadow: ShadowRoot;
  /** Base of the scenario's calls: /test-login/<scenario>/cpi. */
  apiBase: string;
  $<T extends Element = HTMLElement>(selector: string): T;
  /** Text of the form's error line. */
  error(): string;
  hits(call: string): Promise<Record<string, unknown>[]>;
  remove(): void;
}

/** A scenario name no other test uses (the test server keys its records by it). */
export function scenario(prefix = 'login'): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Mounts `<irr-console>` in memory mode on `path` with a clean page session and waits for the login
 * form. Unauthenticated, every path lands on /login (with its redirect query).
 */
export async function openLogin(name = scenario(), path = '/login'): Promise<LoginPage> {
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem(MEMORY_ROUTE_KEY, path);
  resetSession();
  setSession({ routePath: null });
  const apiBase = `/test-login/${name}/cpi`;
  const element = document.createElement('irr-console');
  element.setAttribute('route-mode', 'memory');
  element.setAttribute('api-base', apiBase);
  document.body.append(element);
  await waitUntil(() => element.shadowRoot?.querySelector('#login-form'), 'the login form renders', { timeout: 5000 });
  const shadow = element.shadowRoot!;
  // The captcha settles (image or failure text) and the loading overlay of getSessionId closes (300 ms debounce).
  await waitUntil(
    () => !shadow.querySelector('.login-captcha')?.textContent?.startsWith('加载中') && !getSession().loadingVisible,
    'the captcha settles',
    { timeout: 5000 },
  );
  const $ = <T extends Element = HTMLElement>(selector: string) => {
    const found = shadow.querySelector<T>(selector);
    if (!found) throw new Error(`no ${selector} in the console`);
    return found;
  };
  return {
    element,
    shadow,
    apiBase,
    $,
    error: () => shadow.querySelector('.login-error')?.textContent ?? '',
    async hits(call) {
      const response = await fetch(`/test-login/${name}/hits/${call}`);
      return ((await response.json()) as { data: Record<string, unknown>[] }).data;
    },
    remove() {
      element.remove();
      resetSession();
    },
  };
}
