import r2wc from '@r2wc/react-to-web-component';
import { logout } from '../../src/session/public/session';
import { lazyView } from '../lazy-view';
import { mountOnConnect } from '../mount-on-connect';
import { clearableProps } from '../shared/clearable-props';
import { sessionElement } from '../shared/session-element';
import type { ElementSessionProps } from '../shared/use-element-session';
import type { WellTableProps } from './well-table-view';

const View = lazyView<WellTableProps>(() => import('./well-table-view').then((m) => ({ default: m.WellTableView })), {
  name: 'irr-well-table',
});
const ATTRIBUTES = {
  placeId: 'place-id',
  status: 'status',
  pageSize: 'page-size',
  apiBase: 'api-base',
  authorizationCode: 'authorization-code',
  signSecret: 'sign-secret',
};
const Base = /* @__PURE__ */ clearableProps(
  /* @__PURE__ */ mountOnConnect(
    /* @__PURE__ */ r2wc(sessionElement(View, { showSignedOut: true, display: 'block' }), {
      shadow: 'open',
      props: {
        placeId: 'string',
        status: 'string',
        pageSize: 'number',
        apiBase: 'string',
        authorizationCode: 'string',
        signSecret: 'string',
      },
    }),
  ),
  ATTRIBUTES,
);

/**
 * The well (equipment) table of the wells screen for a portal page: filters, paged rows with status
 * and health, running state, signal, billing and prices, keeper and location, with the merchant's
 * personalised names. It shares the session (one forced entry, one cache) with every other
 * console element on the page. Without a session it says so; a failed forced entry shows the
 * server's message (part `error`) and fires `irr-error`. Changing an attribute (or its property,
 * which reflects it) loads the first page again with it; removing it, or setting the property to
 * null, undefined or '', drops that filter.
 *
 * @tag irr-well-table
 * @summary The well table with filters, status and signal.
 *
 * @attr {string} place-id - Only the wells of this place (its id); the user can change the filter. Default all places.
 * @attr {'normal' | 'broken' | 'unusual' | 'onReplenish' | 'stop' | 'notonline'} status - Only wells in this device status. Default all; another value is ignored.
 * @attr {number} page-size - Rows per page: 10, 20, 30, 40 or 50; anything else gives 10. Default 10.
 * @attr {string} api-base - Base URL of every API call, e.g. `https://irrigation.example.com/cpi` for a portal on another origin. Default `/cpi`.
 * @attr {string} authorization-code - A portal's one-time authorization code (60 s), exchanged once per page for a token (forced entry). A `mainCode` cookie works too.
 * @attr {string} sign-secret - The request-signature secret the server was given (its `IRR_SIGN_SECRET`); needed against a production server, which refuses the development default. It guards against tampering and replay, not against a reader of the page. Default the development secret.
 *
 * @fires {CustomEvent<IrrWellSelectDetail>} irr-well-select - The user picked a well (its code button, by click or Enter); `detail.well` is the row.
 * @fires {CustomEvent<IrrErrorDetail>} irr-error - The forced entry with `authorization-code` (or the mainCode cookie) failed; `detail.message` is the message shown.
 *
 * @csspart base - The table page's frame (filters, table, pager).
 * @csspart filters - The filter bar.
 * @csspart table-wrap - The table's scroll container.
 * @csspart table - The table.
 * @csspart pager - The pager.
 * @csspart error - A failed forced entry's or an ended session's message.
 * @csspart notice - The no-session and logging-in notes.
 *
 * @cssprop [--irr-primary=#0958d9] - Buttons, links, the current page.
 * @cssprop [--irr-primary-soft=#e6f4ff] - Hovered and selected rows.
 * @cssprop [--irr-text=#1f2329] - Text colour.
 * @cssprop [--irr-text-muted=#646a73] - Secondary text.
 * @cssprop [--irr-border=#e5e6eb] - Borders.
 * @cssprop [--irr-surface=#ffffff] - Background of the table.
 * @cssprop [--irr-danger=#d92d20] - Errors.
 * @cssprop [--irr-success=#00b42a] - Online, normal.
 * @cssprop [--irr-radius=4px] - Corner radius.
 * @cssprop [--irr-font=system sans-serif] - Font family.
 */
export class IrrWellTableElement extends Base {
  /** Reflects `place-id`. */
  declare placeId: WellTableProps['placeId'];
  /** Reflects `status`. */
  declare status: WellTableProps['status'];
  /** Reflects `page-size`. */
  declare pageSize: WellTableProps['pageSize'];
  /** Reflects `api-base`. */
  declare apiBase: ElementSessionProps['apiBase'];
  /** Reflects `authorization-code`. */
  declare authorizationCode: ElementSessionProps['authorizationCode'];
  /** Reflects `sign-secret`. */
  declare signSecret: ElementSessionProps['signSecret'];

  /**
   * Logs the page's shared session out (POST login/logout, the stored token forgotten): every
   * console element on the page, of every copy of the bundle, is logged out with it.
   */
  logout(): Promise<void> {
    return logout('user');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'irr-well-table': IrrWellTableElement;
  }
}
