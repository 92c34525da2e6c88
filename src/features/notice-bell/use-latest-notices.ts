import { useEffect, useState } from 'react';
import { findPage, type NoticeRow } from '../../api/contract/notice';
import { callApi, failureText, isApiError } from '../../api/transport';
import { useUnreadNoticeCount } from '../../session/public/notices';

/** How many of the latest notices the bell's panel and the wells' home page list. */
export const LATEST_NOTICES = 5;

export interface LatestNotices {
  /** Newest first; null until the first answer. */
  notices: NoticeRow[] | null;
  /** The server's message of the last failure, or null. */
  failure: string | null;
  reload: () => void;
}

/**
 * The merchant's `count` newest notices with this user's read flags, loaded on mount and again
 * whenever the page's unread count changes (a notice read here, in another bell or on the notices
 * screen, or a new one found by the poll), so an open panel never shows a stale read flag.
 */
export function useLatestNotices(count: number): LatestNotices {
  const unread = useUnreadNoticeCount();
  const [attempt, setAttempt] = useState(0);
  const [notices, setNotices] = useState<NoticeRow[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // 10 is the smallest page the server serves
    callApi(findPage, { page: 1, size: 10 }, { loading: false, hideError: true, keepOnRouteChange: true, signal: controller.signal }).then(
      (page) => {
        setNotices(page.records.slice(0, count));
        setFailure(null);
      },
      (error: unknown) => {
        if (isApiError(error) && error.kind === 'cancelled') return;
        setFailure(failureText(error));
      },
    );
    return () => controller.abort();
  }, [unread, attempt, count]);
  return { notices, failure, reload: () => setAttempt((n) => n + 1) };
}
