/** Texts of the notices screen (/agriculturalWell/notice). */
export const noticeTexts = {
  table: '通知公告',
  title: '标题',
  time: '发布时间',
  state: '状态',
  read: '已读',
  unread: '未读',
  unreadOnly: '只看未读',
  ops: '操作',
  view: '查看',
  viewOf: (title: string) => `查看 ${title}`,
  close: '关闭',
} as const;
