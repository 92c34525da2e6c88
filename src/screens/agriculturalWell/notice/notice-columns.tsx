import type { NoticeRow } from '../../../api/contract/notice';
import { noticeColumnDefs } from '../../../api/contract/notice-columns';
import { noticeTexts as t } from '../../../i18n/zh-CN/notices';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';

/** The notices table (noticeColumnDefs): title, time, this user's read state (未读 in bold), and 查看. */
export function noticeColumns(onView: (notice: NoticeRow) => void): TableColumn<NoticeRow>[] {
  return tableColumnsOf(
    noticeColumnDefs,
    {
      title: { width: 320, fixed: 'left', ellipsis: true },
      createTime: 170,
      read: { width: 90, render: (n) => (n.read ? t.read : <strong>{t.unread}</strong>) },
    },
    {
      actions: {
        key: 'ops',
        title: t.ops,
        width: 80,
        fixed: 'right',
        render: (n) => (
          <button type="button" className="irr-button" aria-label={t.viewOf(n.title)} onClick={() => onView(n)}>
            {t.view}
          </button>
        ),
      },
    },
  );
}
