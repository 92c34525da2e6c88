import { columnsOf } from './column-def';
import type { NoticeRow } from './notice';

/** Headers of the notices table's columns (the screen's and the export's), and its read states. */
export const noticeColumnTitles = { title: '标题', time: '发布时间', state: '状态', read: '已读', unread: '未读' } as const;

const t = noticeColumnTitles;

/** The notices table's columns and its export's: title, time, and the user's read state. */
export const noticeColumnDefs = columnsOf<NoticeRow>()([
  { key: 'title', title: t.title, text: (r) => r.title },
  { key: 'createTime', title: t.time, text: (r) => r.createTime },
  { key: 'read', title: t.state, text: (r) => (r.read ? t.read : t.unread) },
]);
