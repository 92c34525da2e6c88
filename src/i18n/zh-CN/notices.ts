import { noticeColumnTitles } from '../../api/contract/notice-columns';

/** Texts of the notices screen (/agriculturalWell/notice). */
export const noticeTexts = {
  ...noticeColumnTitles,
  table: '通知公告',
  unreadOnly: '只看未读',
  ops: '操作',
  view: '查看',
  viewOf: (title: string) => `查看 ${title}`,
  close: '关闭',
} as const;
