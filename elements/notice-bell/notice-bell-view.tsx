import { RootContext } from '../../src/ui/styles/root-context';
import { NoticeBell, type NoticeOpenDetail } from '../../src/features/notice-bell';

export interface NoticeBellProps {
  /** Seconds between unread-count polls, at least 1; empty or invalid is 60. @default 60 */
  pollInterval?: number;
  container?: HTMLElement | ShadowRoot;
}

/**
 * Detail of `irr-notice-open`: the notice the user opened in the panel (`noticeId`, `title`, and
 * whether it was `unread`), or `noticeId: null, title: null` when the user pressed 查看全部
 * (`unread` then tells whether any notice is unread).
 */
export type IrrNoticeOpenDetail = NoticeOpenDetail;

/** The bell of the page's shared session; its events come from the host element. */
export function NoticeBellView({ container, pollInterval }: NoticeBellProps) {
  const root = typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot ? container : null;
  const host = root ? (root.host as HTMLElement) : null;
  const open = (detail: IrrNoticeOpenDetail) =>
    host?.dispatchEvent(new CustomEvent<IrrNoticeOpenDetail>('irr-notice-open', { detail, bubbles: true, composed: true }));
  return (
    <RootContext.Provider value={root ?? document}>
      <NoticeBell pollInterval={pollInterval} onOpen={open} />
    </RootContext.Provider>
  );
}
