import { useState } from 'react';
import type { NoticeRow } from '../../api/contract/notice';
import { noticeBellTexts as t } from '../../i18n/zh-CN/notice-bell';
import { markNoticeRead } from '../../session/public/notices';
import { LATEST_NOTICES, useLatestNotices } from './use-latest-notices';

export interface NoticeListProps {
  /** A notice's title was activated (its content also unfolds in the list). */
  onOpen: (notice: NoticeRow) => void;
  /** 查看全部 was activated. */
  onShowAll: () => void;
}

/** The panel's content: 查看全部, then the newest notices, each to unfold and to mark read. */
export function NoticeList({ onOpen, onShowAll }: NoticeListProps) {
  const { notices, failure, reload } = useLatestNotices(LATEST_NOTICES);
  const [unfolded, setUnfolded] = useState<number | null>(null);
  const [marking, setMarking] = useState<ReadonlySet<number>>(new Set());
  const mark = (id: number) => {
    setMarking((s) => new Set(s).add(id));
    // the new count reloads the list (useLatestNotices); a refusal shows the server's message
    markNoticeRead(id, { keepOnRouteChange: true })
      .catch(() => undefined)
      .finally(() =>
        setMarking((s) => {
          const next = new Set(s);
          next.delete(id);
          return next;
        }),
      );
  };
  let body;
  if (failure !== null && notices === null) {
    body = (
      <p className="irr-notice-state" role="alert">
        {t.failed}：{failure}{' '}
        <button type="button" className="irr-notice-link" onClick={reload}>
          {t.retry}
        </button>
      </p>
    );
  } else if (notices === null) {
    body = (
      <p className="irr-notice-state" role="status">
        {t.loading}
      </p>
    );
  } else if (notices.length === 0) {
    body = <p className="irr-notice-state">{t.empty}</p>;
  } else {
    body = (
      <ul>
        {notices.map((n) => (
          <li key={n.noticeId} className="irr-notice-item" part="item" data-unread={n.read ? undefined : ''}>
            <div className="irr-notice-head">
              <button
                type="button"
                className="irr-notice-open"
                aria-expanded={unfolded === n.noticeId}
                aria-describedby={n.read ? undefined : `irr-notice-unread-${n.noticeId}`}
                onClick={() => {
                  setUnfolded(unfolded === n.noticeId ? null : n.noticeId);
                  if (unfolded !== n.noticeId) onOpen(n);
                }}
              >
                {n.title}
              </button>
              {!n.read && (
                <button
                  type="button"
                  className="irr-notice-link"
                  aria-label={t.markReadOf(n.title)}
                  disabled={marking.has(n.noticeId)}
                  onClick={() => mark(n.noticeId)}
                >
                  {t.markRead}
                </button>
              )}
            </div>
            <time>{n.createTime}</time>
            {!n.read && (
              <span id={`irr-notice-unread-${n.noticeId}`} hidden>
                {t.unread}
              </span>
            )}
            {unfolded === n.noticeId && <p>{n.content}</p>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="irr-notice-panel">
      {/* 查看全部 first: the focus lands on it when the panel opens, whether the list has loaded or not */}
      <div className="irr-notice-top">
        <h2>{t.panel}</h2>
        <button type="button" className="irr-notice-link" onClick={onShowAll}>
          {t.showAll}
        </button>
      </div>
      {body}
    </div>
  );
}
