import { useState } from 'react';
import { findPage, type NoticeRow } from '../../../api/contract/notice';
import { callApi } from '../../../api/transport';
import { noticeTexts as t } from '../../../i18n/zh-CN/notices';
import { markNoticeRead } from '../../../session/mark-notice-read';
import { useSession } from '../../../session/use-session';
import type { FieldSpec } from '../../../ui/form/field-spec';
import { css } from '../../../ui/styles/css';
import { useStyles } from '../../../ui/styles/use-styles';
import { TablePage, type PageQuery } from '../../../ui/table-page';
import { tokens } from '../../../ui/theme/tokens';
import { noticeColumns } from './notice-columns';
import { NoticeDialog } from './notice-dialog';

const filters: FieldSpec[] = [{ name: 'unread', label: t.unreadOnly, type: 'switch' }];

const noticeSheet = css`
  .irr-notice-time { margin: 0 0 8px; color: ${tokens.textMuted}; font-size: 12px; }
  .irr-notice-content { margin: 0; white-space: pre-wrap; }
`;

/**
 * /agriculturalWell/notice: the merchant's notices, newest first, with this user's read state and
 * an unread-only filter. Opening one shows its content and marks it read; the new unread count
 * (every badge on the page) reloads the table, as does a count changed elsewhere (a bell, the poll).
 */
export function NoticePage() {
  useStyles(noticeSheet);
  const unread = useSession((s) => s.unreadNoticeCount);
  const [shown, setShown] = useState<NoticeRow | null>(null);
  const fetcher = (q: PageQuery) => callApi(findPage, q as Parameters<typeof callApi<typeof findPage>>[1]);
  const view = (notice: NoticeRow) => {
    setShown(notice);
    if (!notice.read) markNoticeRead(notice.noticeId).catch(() => undefined); // a refusal shows the server's message
  };
  return (
    <>
      <TablePage cacheKey="irrigationWell/notice/findPage" fetcher={fetcher} label={t.table} columns={noticeColumns(view)}
        filters={filters} rowKey={(n) => n.noticeId} refreshKey={unread} />
      <NoticeDialog notice={shown} onClose={() => setShown(null)} />
    </>
  );
}
