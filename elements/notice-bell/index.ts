/** `<irr-notice-bell>`: importing this module defines the tag (once per page). */
import { defineElement } from '../define-element';
import { IrrNoticeBellElement } from './notice-bell.element';

export { IrrNoticeBellElement };
export type { NoticeBellProps, IrrNoticeOpenDetail } from './notice-bell-view';

defineElement('irr-notice-bell', IrrNoticeBellElement);
