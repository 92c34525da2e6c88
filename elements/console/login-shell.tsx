/**
 * The login screen of `<irr-console>` as HTML, for a page to carry in the element's declarative
 * shadow root (build time only: scripts/prerender-login.ts renders it with Preact's
 * preact-render-to-string, as the light build hydrates it; nothing here is in a browser bundle).
 *
 * It renders the console's own tree (ConsoleApp with the public screens, the login page's route)
 * and the sheets its components use, so the element's first render on the client produces the same
 * DOM and hydrates it (console-renderer.ts). Made for the standalone page: history mode without a
 * base path (the links' hrefs are those of that mode). Effects do not run here: no captcha is asked,
 * and its image is the same loading placeholder the client's first render shows.
 */
import type { ReactElement } from 'react';
import { parseLocation, type RouterHistory } from '../../src/router';
import { publicScreens } from '../../src/screens/public';
import { ConsoleApp } from '../../src/screens/shell';
import type { Sheet } from '../../src/ui/styles/css';
import { RootContext } from '../../src/ui/styles/root-context';
import { SheetRecorderContext } from '../../src/ui/styles/use-styles';
import { PRERENDERED_ATTRIBUTE } from './console-renderer';

export { TOKEN_KEY } from '../../src/session/shared';

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
