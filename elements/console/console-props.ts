import type { RouteMode, RouterHistory } from '../../src/router';

/** Props of the console component, one per attribute of `<irr-console>` (r2wc maps kebab-case attributes to them). */
export interface ConsoleProps {
  /** Base of every API call. @default '/cpi' */
  apiBase?: string;
  /** The request-signature secret of the server (its IRR_SIGN_SECRET). @default the development secret */
  signSecret?: string;
  /** How the console keeps its route. @default 'history' */
  routeMode?: string;
  /** Path in front of every console path in history mode. @default '' */
  basePath?: string;
  /** A portal's one-time authorization code, exchanged once for a token. @default undefined */
  authorizationCode?: string;
  /** Initial colour scheme id (classic, green, orange, purple, red, light) until the user picks one. @default 'classic' */
  theme?: string;
  /** The shadow root, set by r2wc. */
  container?: HTMLElement | ShadowRoot;
  /** The console's history, made by the element's renderer before the first render (console-renderer.ts). */
  history?: RouterHistory;
}

export function routeModeOf(value: string | undefined): RouteMode {
  return value === 'hash' || value === 'memory' ? value : 'history';
}
