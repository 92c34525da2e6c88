import type { NoticeRow } from '../../../api/contract/notice';
import { noticeTexts as t } from '../../../i18n/zh-CN/notices';
import type { TableColumn } from '../../../ui/table';

/** The notices table's columns: title, time, this user's read state, and 查看. */
export function noticeColumns(onView: (notice: NoticeRow) => void): TableColumn<NoticeRow>[] {
  return [
    { key: 'title', title: t.title },
    { key: 'createTime', title: t.time, width: 170 },
    { key: 'read', title: t.state, width: 90, render: (n) => (n.read ? t.read : <strong>{t.unread}</strong>) },
    {
      key: 'ops', title: t.ops, width: 90,
      render: (n) => <button type="button" className="irr-button" aria-label={t.viewOf(n.title)} onClick={() => onView(n)}>{t.view}</button>,
    },
  ];
}
