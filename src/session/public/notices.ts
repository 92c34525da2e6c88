/** The unread notice count, its one poll and marking a notice read (see ./session.ts for the entries). */
export { markNoticeRead, type NoticeReadResult } from '../mark-notice-read';
// poll-seconds apart from notice-poll: an element's entry reads the interval without the poll's code
export { pollSeconds, DEFAULT_POLL_SECONDS } from '../poll-seconds';
export { joinNoticePoll, noticePollSeconds } from '../notice-poll';
export { useUnreadNoticeCount } from '../use-unread-notice-count';
