import r2wc from '@r2wc/react-to-web-component';
import { logout } from '../../src/session/public/session';
import { pollSeconds } from '../../src/session/public/notices';
import { lazyView } from '../lazy-view';
import { mountOnConnect } from '../mount-on-connect';
import { clearableProps } from '../shared/clearable-props';
import { sessionElement } from '../shared/session-element';
import type { ElementSessionProps } from '../shared/use-element-session';
import type { NoticeBellProps } from './notice-bell-view';

const View = lazyView<NoticeBellProps>(() => import('./notice-bell-view').then((m) => ({ default: m.NoticeBellView })), {
  name: 'irr-notice-bell',
});
const Base = /* @__PURE__ */ clearableProps(
  /* @__PURE__ */ mountOnConnect(
    /* @__PURE__ */ r2wc(sessionElement(View), {
      shadow: 'open',
      props: { pollInterval: 'number', apiBase: 'string', authorizationCode: 'string', signSecret: 'string' },
    }),
  ),
  { pollInterval: 'poll-interval', apiBase: 'api-base', authorizationCode: 'authorization-code', signSecret: 'sign-secret' },
);

/**
 * The unread notice count of the page's shared session as a bell with a badge. Pressing it opens
 * a panel, inside the element's shadow root, of the five newest notices (newest first, unread ones
 * marked), each to unfold and to mark read (标为已读), and 查看全部. All bells and consoles on the
 * page share the session, its unread count and one unread-count poll, which asks at the shortest
 * `poll-interval` of the bells mounted (a console's header joins it at 60), only while logged in and while
 * the page is visible.
 *
 * @tag irr-notice-bell
 * @summary Unread notice count badge with a panel of the latest notices.
 *
 * @attr {number} poll-interval - Seconds between unread-count polls, at least 1. Default 60; empty or invalid is 60.
 * @attr {string} api-base - Base URL of every API call, e.g. `https://irrigation.example.com/cpi` for a portal on another origin. Default `/cpi`.
 * @attr {string} authorization-code - A portal's one-time authorization code (60 s), exchanged once per page for a token (forced entry). A `mainCode` cookie works too.
 * @attr {string} sign-secret - The request-signature secret the server was given (its `IRR_SIGN_SECRET`); needed against a production server, which refuses the development default. It guards against tampering and replay, not against a reader of the page. Default the development secret.
 *
 * @fires {CustomEvent<IrrNoticeOpenDetail>} irr-notice-open - The user opened a notice in the panel (detail `{ noticeId, title, unread }`, `unread` whether it was unread), or pressed 查看全部 (`noticeId` and `title` null).
 *
 * @fires {CustomEvent<IrrErrorDetail>} irr-error - The forced entry with `authorization-code` (or the mainCode cookie) failed; `detail.message` is the message the bell shows instead.
 *
 * @csspart base - The bell button.
 * @csspart badge - The unread count.
 * @csspart panel - The floating panel of the latest notices.
 * @csspart item - One notice of the panel.
 * @csspart error - A failed forced entry's or an ended session's message (shown instead of the bell).
 *
 * @cssprop [--irr-danger=#d92d20] - Badge and unread mark colour.
 * @cssprop [--irr-text=#1f2329] - Bell and text colour.
 * @cssprop [--irr-text-muted=#646a73] - Times and states.
 * @cssprop [--irr-primary=#0958d9] - Links (标为已读, 查看全部) and focus ring.
 * @cssprop [--irr-primary-soft=#e6f4ff] - Bell background on hover and while open.
 * @cssprop [--irr-surface=#ffffff] - Panel background.
 * @cssprop [--irr-border=#e5e6eb] - Panel border and separators.
 * @cssprop [--irr-radius=4px] - Corner radius.
 * @cssprop [--irr-font=system sans-serif] - Font family.
 */
export class IrrNoticeBellElement extends Base {
  /** Reflects `api-base`. */
  declare apiBase: ElementSessionProps['apiBase'];
  /** Reflects `sign-secret`. */
  declare signSecret: ElementSessionProps['signSecret'];
  /** Reflects `authorization-code`. */
  declare authorizationCode: ElementSessionProps['authorizationCode'];

  /**
   * Logs the page's shared session out (POST login/logout, the stored token forgotten): every
   * console element on the page, of every copy of the bundle, is logged out with it.
   */
  logout(): Promise<void> {
    return logout('user');
  }

  /** Seconds between unread-count polls (reflects `poll-interval`); reads 60 when unset or invalid, null or undefined removes the attribute. */
  get pollInterval(): number {
    // the base's accessors (r2wc's, made clearable) are not in its type: reached through Reflect
    return pollSeconds(Reflect.get(Base.prototype, 'pollInterval', this));
  }

  set pollInterval(value: number | null | undefined) {
    Reflect.set(Base.prototype, 'pollInterval', value, this);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'irr-notice-bell': IrrNoticeBellElement;
  }
}
