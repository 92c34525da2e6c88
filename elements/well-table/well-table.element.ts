import r2wc from '@r2wc/react-to-web-component';
import { lazyView } from '../lazy-view';
import { mountOnConnect } from '../mount-on-connect';
import type { WellTableProps } from './well-table-view';

const View = lazyView<WellTableProps>(() => import('./well-table-view').then((m) => ({ default: m.WellTableView })));
const Base = /* @__PURE__ */ mountOnConnect(/* @__PURE__ */ r2wc(View, {
  shadow: 'open',
  props: { placeId: 'string', status: 'string', pageSize: 'number' },
}));

/**
 * The well (equipment) table with filters, status and signal, for a portal page; it shares the
 * session with every other console element on the page. (A placeholder until the wells screen.)
 *
 * @tag irr-well-table
 * @summary The well table with filters, status and signal.
 *
 * @attr {string} place-id - Only the wells of this place.
 * @attr {string} status - Only wells in this state.
 * @attr {number} page-size - Rows per page (10, 20, 30, 40, 50). Default 10.
 *
 * @fires {CustomEvent<{ wellId: number }>} irr-well-select - The user selected a well.
 *
 * @csspart base - The table's frame.
 *
 * @cssprop [--irr-border=#e5e6eb] - Borders.
 * @cssprop [--irr-text-muted=#646a73] - Secondary text.
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
}

declare global {
  interface HTMLElementTagNameMap {
    'irr-well-table': IrrWellTableElement;
  }
}
