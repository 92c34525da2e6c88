/**
 * The login screen of `<irr-console>` as HTML, for a page to carry in the element's declarative
 * shadow root (build time only: scripts/prerender-login.ts renders it with Preact's
 * preact-render-to-string, as the light build hydrates it; nothing here is in a browser bundle).
 *
 * It renders the console's own tree (ConsoleApp with the public screens, the login page's route)
 * and the sheets its components use, so the element's first render on the client produces the same
 * DOM and hydrates it (console-renderer.ts). Made for the standalone page: history mode without a
 * base path (the links' hrefs are those of that mode). Effects do not run here: no captcha is asked,
 * and its image is the same loading placeholder the client's first render shows. What only the
 * browser knows (a stored session, a chosen colour scheme) is handled by `loginHeadScript`.
 */
import type { ReactElement } from 'react';
import { parseLocation, type RouterHistory } from '../../src/router';
import { publicScreens } from '../../src/screens/public';
import { ConsoleApp } from '../../src/screens/shell';
import { TOKEN_KEY } from '../../src/session/public/session';
import type { Sheet } from '../../src/ui/styles/css';
import { RootContext } from '../../src/ui/styles/root-context';
import { SheetRecorderContext } from '../../src/ui/styles/use-styles';
import { COLOR_SCHEME_COOKIE, colorSchemes } from '../../src/ui/theme';
import { PRERENDERED_ATTRIBUTE } from './console-renderer';

/** The console path the shell shows. */
export const LOGIN_PATH = '/login';

/** A history that stays at `path`, with the hrefs of history mode without a base path. */
function staticHistory(path: string): RouterHistory {
  return {
    mode: 'history',
    base: '',
    location: () => parseLocation(path),
    href: (to) => parseLocation(to).fullPath,
    navigate: () => {},
    subscribe: () => () => {},
  };
}

/**
 * Stands in for the shadow root: components only touch it in effects (adopting sheets, the colour
 * scheme), which a server render does not run; `useRoot` would otherwise reach for `document`.
 */
const serverRoot = {} as ShadowRoot;

/**
 * `<template shadowrootmode="open">` holding the console's login page: one `<style>` with every sheet
 * its components use (marked, so that the element removes it once it has adopted them), then the
 * markup. `renderToString` is preact-render-to-string's, given by the build script.
 */
export function loginShellTemplate(renderToString: (tree: ReactElement) => string): string {
  const sheets: Sheet[] = [];
  const record = (used: readonly Sheet[]) => {
    for (const sheet of used) if (!sheets.includes(sheet)) sheets.push(sheet);
  };
  const markup = renderToString(
    <SheetRecorderContext.Provider value={record}>
      <RootContext.Provider value={serverRoot}>
        <ConsoleApp history={staticHistory(LOGIN_PATH)} publicScreens={publicScreens} />
      </RootContext.Provider>
    </SheetRecorderContext.Provider>,
  );
  const styles = sheets.map((sheet) => sheet.text).join('\n');
  return `<template shadowrootmode="open"><style ${PRERENDERED_ATTRIBUTE}>${styles}</style>${markup}</template>`;
}

/**
 * The script the page's `<head>` loads before the element is parsed, for what the server cannot know
 * (a file of its own, `loginShellHead`: the page's Content-Security-Policy allows no inline script).
 * - A visitor with a stored session (the token lives in localStorage) does not start on the login,
 *   except on the login's own path: the page is marked, and the carried form stays hidden for them
 *   until the element is defined and drops it, rather than shown for a moment as if they had to log in.
 * - A visitor who chose a colour scheme (its cookie) sees the carried form in its colours, which
 *   the element sets on itself when it hydrates (useColorScheme), so the colours do not change then.
 *   The rule is a constructed sheet adopted by the document: CSP governs `<style>` elements, not those.
 */
export function loginHeadScript(): string {
  const schemes = Object.fromEntries(
    colorSchemes
      .filter((s) => Object.keys(s.vars).length)
      .map((s) => [
        s.id,
        Object.entries(s.vars)
          .map(([name, value]) => `${name}:${value}`)
          .join(';'),
      ]),
  );
  const session =
    `localStorage.getItem(${JSON.stringify(TOKEN_KEY)})!==null&&location.pathname.replace(/\\/+$/,"")!==${JSON.stringify(LOGIN_PATH)}` +
    `&&document.documentElement.setAttribute("data-irr-session","")`;
  const scheme =
    `var m=document.cookie.match(/(?:^|; )${COLOR_SCHEME_COOKIE}=([^;]*)/),v=m&&${JSON.stringify(schemes)}[decodeURIComponent(m[1])];` +
    `if(typeof v=="string"){var s=new CSSStyleSheet();s.replaceSync("irr-console:not(:defined){"+v+"}");` +
    `document.adoptedStyleSheets=document.adoptedStyleSheets.concat(s)}`;
  return `try{${session}}catch(e){}try{${scheme}}catch(e){}\n`;
}

/**
 * What the page's `<head>` carries with the shell: `loginHeadScript` from `scriptSrc` (a classic
 * script, so it runs before the element is parsed), and the rule that hides the carried form from
 * a visitor with a session.
 */
export function loginShellHead(scriptSrc: string): string {
  return `<script src="${scriptSrc}"></script>\n` + '  <style>[data-irr-session] irr-console:not(:defined){visibility:hidden}</style>\n';
}
