import { useState } from 'react';
import { findPage, type NoticeRow } from '../../../api/contract/notice';
import { callApi } from '../../../api/transport';
import { noticeTexts as t } from '../../../i18n/zh-CN/notices';
import { markNoticeRead } from '../../../session/public/notices';
import { useSession } from '../../../session/public/session';
import type { FieldSpec, FieldValues } from '../../../ui/form/field-spec';
import { css } from '../../../ui/styles/css';
import { useStyles } from '../../../ui/styles/use-styles';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { tokens } from '../../../ui/theme/tokens';
import { noticeColumns } from './notice-columns';
import { NoticeDialog } from './notice-dialog';

const filters: FieldSpec[] = [{ name: 'unread', label: t.unreadOnly, type: 'switch' }];

const noticeSheet = css`
  .irr-notice-time { margin: 0 0 8px; color: ${tokens.textMuted}; font-size: 12px; }
  .irr-notice-content { margin: 0; white-space: pre-wrap; }
`;

/** The filters as findPage (and the export) take them. */
const noticeInput = ({ unread }: Readonly<FieldValues>) => ({ unread: unread === true ? true : undefined });
const exportAs: TableExport = { call: findPage.path, filters: noticeInput };

/**
 * /agriculturalWell/notice: the merchant's notices, newest first, with this user's read state and
 * an unread-only filter. Opening one shows its content and marks it read; the new unread count
 * (every badge on the page) reloads the table, as does a count changed elsewhere (a bell, the poll).
 * 导出CSV / 导出Excel write the notices with this user's read state.
 */
export function NoticePage() {
  useStyles(noticeSheet);
  const unread = useSession((s) => s.unreadNoticeCount);
  const [shown, setShown] = useState<NoticeRow | null>(null);
  const fetcher = ({ page, size, ...q }: PageQuery) => callApi(findPage, { page, size, ...noticeInput(q as FieldValues) });
  const view = (notice: NoticeRow) => {
    setShown(notice);
    if (!notice.read) markNoticeRead(notice.noticeId).catch(() => undefined); // a refusal shows the server's message
  };
  return (
    <>
      <TablePage
        cacheKey="irrigationWell/notice/findPage"
        fetcher={fetcher}
        label={t.table}
        columns={noticeColumns(view)}
        filters={filters}
        rowKey={(n) => n.noticeId}
        refreshKey={unread}
        exportAs={exportAs}
      />
      <NoticeDialog notice={shown} onClose={() => setShown(null)} />
    </>
  );
}
