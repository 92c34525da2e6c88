import { resetSession, setSession } from '../../../src/session/public/session';
import { ADMIN, referenceSql } from './reference-session';

/** The reference server's API as the standalone elements reach it (`api-base`). */
export const REF_API = '/ref-api/cpi';

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A one-time authorization code of `mobile` written straight into the reference database (stored
 * as its SHA-256, as the server stores it): `fresh` (60 s), `used` or `expired` (an hour ago: the
 * server's clock stands still at its reset, minutes behind the database's now() by the time a
 * test asks, so a code expired seconds ago by now() is still valid there).
 */
export async function referenceCode(state: 'fresh' | 'used' | 'expired' = 'fresh', mobile = ADMIN): Promise<string> {
  const code = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))).replace(
    /[+/=]/g,
    (c) => ({ '+': '-', '/': '_', '=': '' })[c]!,
  );
  const hash = hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code)));
  await referenceSql(
    `insert into authorization_code (code_hash, user_id, expires_at, used_at)
     select $1, id, now() + ($2 || ' seconds')::interval, case when $3 then now() else null end from merchant_user where mobile = $4`,
    [hash, state === 'expired' ? '-3600' : '60', state === 'used', mobile],
  );
  return code;
}

/** No session on the page: nothing stored, nothing in the store (what a portal page starts with). */
export function signedOutPage(): void {
  localStorage.clear();
  resetSession();
  setSession({ routePath: null });
}

export interface SeenCall {
  /** The call's path under /cpi, e.g. `irrigationWell/equip/findPage`. */
  path: string;
  /** The JSON body, parsed (undefined for GET and form bodies). */
  body: Record<string, unknown> | undefined;
}

/** Records every call the page sends to the reference server, with its JSON body. */
export function watchBodies(): { calls: SeenCall[]; of: (path: string) => SeenCall[]; stop: () => void } {
  const real = window.fetch;
  const calls: SeenCall[] = [];
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, location.href).pathname;
    if (path.startsWith(`${REF_API}/`)) {
      let body: Record<string, unknown> | undefined;
      try {
        body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      } catch {
        body = undefined;
      }
      calls.push({ path: path.slice(REF_API.length + 1), body });
    }
    return real.call(window, input, init);
  };
  return {
    calls,
    of: (path) => calls.filter((c) => c.path === path),
    stop: () => {
      window.fetch = real;
    },
  };
}

const mounted: HTMLElement[] = [];

/** Puts an element with these attributes on the page, for unmountAll to remove after the test. */
export function mount(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  mounted.push(element);
  return element;
}

/** Removes every element mount put on the page. */
export function unmountAll(): void {
  for (const element of mounted.splice(0)) element.remove();
}

/** The first match of `selector` in the element's shadow tree. */
export const shadow = (element: HTMLElement, selector: string) => element.shadowRoot!.querySelector<HTMLElement>(selector);
