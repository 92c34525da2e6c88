import { useEffect, useId, useState, type ComponentType } from 'react';
import type { NoticeRow } from '../../api/contract/notice';
import { noticeBellTexts as t } from '../../i18n/zh-CN/notice-bell';
import { joinNoticePoll, pollSeconds, useUnreadNoticeCount } from '../../session/public/notices';
import { loadedValue, loadOnce } from '../../ui/lazy/load-once';
import { useStyles } from '../../ui/styles/use-styles';
import { noticeBellStyles } from './notice-bell.styles';
import type { NoticePanelProps } from './notice-panel';

/** What the user opened from the panel: a notice, or (`noticeId` null) the whole list through 查看全部. */
export interface NoticeOpenDetail {
  /** The notice, or null for 查看全部. */
  noticeId: number | null;
  /** Its title, or null for 查看全部. */
  title: string | null;
  /** Whether the notice was unread when opened; for 查看全部, whether any notice is unread. */
  unread: boolean;
}

export interface NoticeBellProps {
  /** Seconds between unread-count polls; empty or invalid is 60 (see `pollSeconds`). @default 60 */
  pollInterval?: number;
  /** The user opened a notice, or 查看全部 (the panel then closes). @default undefined */
  onOpen?: (detail: NoticeOpenDetail) => void;
}

const loadPanel = () => import('./notice-panel').then((m) => m.NoticePanel);

/**
 * The unread count of the page's session as a bell with a badge; pressing it opens a panel (inside
 * the same shadow root) of the latest notices, newest first, each to read and to mark read, and
 * 查看全部. Every bell joins the page's one unread-count poll. The panel's code loads when the
 * pointer or the focus first reaches the bell. Parts: `base`, `badge`, `panel`, `item`.
 */
export function NoticeBell({ pollInterval, onOpen }: NoticeBellProps) {
  useStyles(noticeBellStyles);
  const unread = useUnreadNoticeCount();
  const seconds = pollSeconds(pollInterval);
  useEffect(() => joinNoticePoll(seconds), [seconds]);
  const panelId = useId();
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<NoticePanelProps> | undefined>(() => loadedValue(loadPanel));
  const preload = () => {
    // a failed load leaves the bell closed; the next press tries again
    if (!Panel)
      loadOnce('notice-panel', loadPanel).then(
        (loaded) => setPanel(() => loaded),
        () => setOpen(false),
      );
  };
  const opened = (n: NoticeRow) => onOpen?.({ noticeId: n.noticeId, title: n.title, unread: !n.read });
  const showAll = () => {
    setOpen(false);
    onOpen?.({ noticeId: null, title: null, unread: unread > 0 });
  };
  const shown = open && Panel !== undefined;
  return (
    <>
      <button
        type="button"
        className="irr-bell"
        part="base"
        ref={setButton}
        aria-label={t.label(unread)}
        aria-haspopup="dialog"
        aria-expanded={shown}
        aria-controls={shown ? panelId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          preload();
          setOpen(!open);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10 21a2 2 0 0 0 4 0" />
        </svg>
        {unread > 0 && (
          <span className="irr-bell-badge" part="badge">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {Panel && <Panel anchor={button} panelId={panelId} open={open} onOpenChange={setOpen} onOpen={opened} onShowAll={showAll} />}
    </>
  );
}
