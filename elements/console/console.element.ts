import r2wc from '@r2wc/core';
import { ConsoleRoot } from './console-root';
import { consoleRenderer, type ConsoleElementProps, type Mounted } from './console-renderer';
import { keepDeclarativeShadowRoot } from './keep-declarative-shadow-root';
import { mountOnConnect } from '../mount-on-connect';
import type { ConsoleProps } from './console-props';

// r2wc's core with the console's own renderer: it can hydrate a login the page carried in the
// element's declarative shadow root, which the element keeps instead of letting attachShadow empty it.
const Base = /* @__PURE__ */ mountOnConnect(
  /* @__PURE__ */ keepDeclarativeShadowRoot(
    /* @__PURE__ */ r2wc<ConsoleElementProps, Mounted>(
      ConsoleRoot,
      {
        shadow: 'open',
        props: {
          apiBase: 'string',
          signSecret: 'string',
          routeMode: 'string',
          basePath: 'string',
          authorizationCode: 'string',
          theme: 'string',
        },
      },
      consoleRenderer,
    ),
  ),
);

/**
 * The whole merchant console of the agricultural irrigation platform: login, the shell with its
 * tabs and menus, every business screen (each business group loads when first entered).
 *
 * @tag irr-console
 * @summary The merchant console (login, shell, every screen) as one element.
 *
 * A page may carry the console's login in the element's declarative shadow root, as the standalone
 * page does (`dist/light/login-page.html`, made by scripts/prerender-login.ts): the element takes
 * that markup over, with whatever was typed into it, when the console starts on the login.
 *
 * @attr {string} api-base - Base URL of every API call. Default `/cpi`.
 * @attr {string} sign-secret - The request-signature secret the server was given (its `IRR_SIGN_SECRET`); needed against a production server, which refuses the development default. It guards against tampering and replay, not against a reader of the page. Default the development secret.
 * @attr {'history' | 'hash' | 'memory'} route-mode - Where the console keeps its route: the page path (`history`, default), the hash (`hash`), or inside the element (`memory`, for embedding; kept in sessionStorage across reloads).
 * @attr {string} base-path - Path in front of every console path in history mode, e.g. `/console`. Default none.
 * @attr {string} authorization-code - A portal's one-time authorization code (60 s), exchanged once for a token (forced entry).
 * @attr {'classic' | 'green' | 'orange' | 'purple' | 'red' | 'light'} theme - Colour scheme shown until the user picks one. Default `classic`.
 *
 * @fires {CustomEvent<IrrLoginDetail>} irr-login - A user logged in (login screen or forced entry) and their info loaded.
 * @fires {CustomEvent<IrrLogoutDetail>} irr-logout - The session ended: logout, timeout, forced, or another tab changed the user.
 * @fires {CustomEvent<IrrNavigateDetail>} irr-navigate - The console moved to a route that passed the guard.
 * @fires {CustomEvent<IrrErrorDetail>} irr-error - The console showed an error message.
 *
 * @csspart login - The login page.
 * @csspart login-card - The login form's card.
 * @csspart login-button - The login button.
 * @csspart captcha - The captcha image button.
 * @csspart footer - The login page's footer with the filing notices.
 * @csspart public-page - The no-info, error, 404 and placeholder pages.
 * @csspart sidebar - The shell's collapsible menu (width 200).
 * @csspart header - The shell's header bar.
 * @csspart tabs - The bar of open pages.
 * @csspart page - A business page (one per open tab).
 * @csspart badge - The unread notice count in the header.
 * @csspart timeout - The 超时，请重新登录！ notice above the login.
 * @csspart loading - The global loading overlay.
 * @csspart toasts - The message stack.
 * @csspart alert - An alert dialog.
 * @csspart alert-backdrop - The backdrop behind an alert.
 *
 * @cssprop [--irr-primary=#0958d9] - Primary colour (buttons, links, active tab).
 * @cssprop [--irr-primary-soft=#e6f4ff] - Soft primary (selected rows, active tab background).
 * @cssprop [--irr-text=#1f2329] - Text colour.
 * @cssprop [--irr-text-muted=#646a73] - Secondary text.
 * @cssprop [--irr-border=#e5e6eb] - Borders.
 * @cssprop [--irr-bg=#f5f6f8] - Page background.
 * @cssprop [--irr-surface=#ffffff] - Cards and dialogs.
 * @cssprop [--irr-danger=#d92d20] - Errors.
 * @cssprop [--irr-success=#00b42a] - Success.
 * @cssprop [--irr-radius=4px] - Corner radius.
 * @cssprop [--irr-font=system sans-serif] - Font family.
 * @cssprop [--irr-sidebar-bg=#001529] - Sidebar background.
 * @cssprop [--irr-sidebar-text=#d9e1ea] - Sidebar text.
 * @cssprop [--irr-sidebar-active-bg=var(--irr-primary)] - Active menu item background.
 * @cssprop [--irr-sidebar-active-text=#ffffff] - Active menu item text.
 * @cssprop [--irr-sidebar-border=transparent] - Line between the sidebar and the page.
 * @cssprop [--irr-header-bg=#ffffff] - Header and tab bar.
 * @cssprop [--irr-login-background=light green-blue gradient] - Background of the login page.
 */
export class IrrConsoleElement extends Base {
  /** Reflects `api-base`. */
  declare apiBase: ConsoleProps['apiBase'];
  /** Reflects `sign-secret`. */
  declare signSecret: ConsoleProps['signSecret'];
  /** Reflects `route-mode`. */
  declare routeMode: ConsoleProps['routeMode'];
  /** Reflects `base-path`. */
  declare basePath: ConsoleProps['basePath'];
  /** Reflects `authorization-code`. */
  declare authorizationCode: ConsoleProps['authorizationCode'];
  /** Reflects `theme`. */
  declare theme: ConsoleProps['theme'];
}

declare global {
  interface HTMLElementTagNameMap {
    'irr-console': IrrConsoleElement;
  }
}
