import r2wc from '@r2wc/react-to-web-component';
import { lazyView } from '../lazy-view';
import { mountOnConnect } from '../mount-on-connect';
import type { NoticeBellProps } from './notice-bell-view';

const View = lazyView<NoticeBellProps>(() => import('./notice-bell-view').then((m) => ({ default: m.NoticeBellView })));
const Base = /* @__PURE__ */ mountOnConnect(/* @__PURE__ */ r2wc(View, { shadow: 'open', props: { pollInterval: 'number' } }));

/**
 * The unread notice count of the page's shared session as a bell with a badge; it shares the
 * session (and the one poll) with every other console element on the page.
 *
 * @tag irr-notice-bell
 * @summary Unread notice count badge.
 *
 * @attr {number} poll-interval - Seconds between unread-count polls. Default 60.
 *
 * @fires {CustomEvent<IrrNoticeOpenDetail>} irr-notice-open - The user opened the bell.
 *
 * @csspart base - The bell button.
 * @csspart badge - The unread count.
 *
 * @cssprop [--irr-danger=#d92d20] - Badge colour.
 * @cssprop [--irr-text=#1f2329] - Bell colour.
 * @cssprop [--irr-primary-soft=#e6f4ff] - Hover background.
 * @cssprop [--irr-radius=4px] - Corner radius.
 * @cssprop [--irr-font=system sans-serif] - Font family.
 */
export class IrrNoticeBellElement extends Base {
  /** Reflects `poll-interval`. */
  declare pollInterval: NoticeBellProps['pollInterval'];
}

declare global {
  interface HTMLElementTagNameMap {
    'irr-notice-bell': IrrNoticeBellElement;
  }
}
