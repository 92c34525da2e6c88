import { useId } from 'react';
import type { NoticeRow } from '../../../api/contract/notice';
import { wellHomeTexts as t } from '../../../i18n/zh-CN/well-home';
import { Link } from '../../../router';

/** The latest notices, newest first, unread ones marked, with a link to all of them. */
export function LatestNotices({ notices }: { notices: readonly NoticeRow[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t.noticeSection}</h2>
      {notices.length === 0 ? (
        <p className="irr-home-state">{t.noNotices}</p>
      ) : (
        <ul className="irr-notices" aria-labelledby={headingId}>
          {notices.map((n) => (
            <li key={n.noticeId} data-unread={n.read ? undefined : ''}>
              <span className="irr-notice-title">{n.title}</span>
              {!n.read && <span className="irr-notice-unread">{t.unread}</span>}
              <time className="irr-notice-time">{n.createTime}</time>
            </li>
          ))}
        </ul>
      )}
      <Link className="irr-notices-all" to="/agriculturalWell/notice">
        {t.allNotices}
      </Link>
    </section>
  );
}
