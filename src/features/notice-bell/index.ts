/** The notice bell: unread badge, the page's one poll, and the panel of the latest notices (its own chunk). */
export { NoticeBell, type NoticeBellProps, type NoticeOpenDetail } from './notice-bell';
export type { NoticePanelProps } from './notice-panel';
export type { NoticeListProps } from './notice-list';
