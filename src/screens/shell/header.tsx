import { useEffect } from 'react';
import { logout, useSession } from '../../session/public/session';
import { joinNoticePoll } from '../../session/public/notices';
import { shellTexts } from '../../i18n/zh-CN/shell';
import { Link, type RouteTable } from '../../router';
import type { ColorSchemeState } from '../../ui/theme';
import { SchemeMenu } from './scheme-menu';

/** Where the unread badge leads, when the user has that page. */
const NOTICE_PATH = '/agriculturalWell/notice';

export interface HeaderProps {
  title: string;
  collapsed: boolean;
  onToggleCollapsed(): void;
  colorScheme: ColorSchemeState;
  table: RouteTable;
}

export function Header({ title, collapsed, onToggleCollapsed, colorScheme, table }: HeaderProps) {
  const nickname = useSession((s) => s.user?.name ?? '');
  const unread = useSession((s) => s.unreadNoticeCount);
  // the badge stays current on a page with only the console: it joins the page's one poll (default interval)
  useEffect(() => joinNoticePoll(), []);
  const badge = (
    <span className="badge-wrap">
      {shellTexts.notices}
      {unread > 0 && (
        <span className="badge" part="badge">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </span>
  );
  return (
    <header className="header" part="header">
      <button
        type="button"
        aria-pressed={collapsed}
        aria-label={collapsed ? shellTexts.expand : shellTexts.collapse}
        onClick={onToggleCollapsed}
      >
        {collapsed ? '☰' : '⇤'}
      </button>
      <span className="title">{title}</span>
      <span className="spacer" />
      {table.byPath.has(NOTICE_PATH) ? (
        <Link to={NOTICE_PATH} aria-label={shellTexts.unread(unread)}>
          {badge}
        </Link>
      ) : (
        <span role="status" aria-label={shellTexts.unread(unread)}>
          {badge}
        </span>
      )}
      <SchemeMenu colorScheme={colorScheme} />
      <span className="nickname">{nickname}</span>
      <button type="button" onClick={() => void logout('user')}>
        {shellTexts.logout}
      </button>
    </header>
  );
}
