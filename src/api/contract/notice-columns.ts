import type { ExportColumn } from './export-columns';
import type { NoticeRow } from './notice';

/** Headers of the notices table's columns (the screen's and the export's), and its read states. */
export const noticeColumnTitles = { title: '标题', time: '发布时间', state: '状态', read: '已读', unread: '未读' } as const;

const t = noticeColumnTitles;

/** The notices' export, column for column as the table: title, time, and the exporting user's read state. */
export const noticeExportColumns: readonly ExportColumn<NoticeRow>[] = [
  { title: t.title, text: (r) => r.title },
  { title: t.time, text: (r) => r.createTime },
  { title: t.state, text: (r) => (r.read ? t.read : t.unread) },
];
