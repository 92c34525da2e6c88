/** Texts of `<irr-notice-bell>` and its panel of the latest notices. */
export const noticeBellTexts = {
  label: (unread: number) => (unread > 0 ? `通知，${unread} 条未读` : '通知'),
  panel: '最新通知',
  empty: '暂无通知',
  loading: '加载中…',
  failed: '通知加载失败',
  retry: '重试',
  unread: '未读',
  markRead: '标为已读',
  markReadOf: (title: string) => `将“${title}”标为已读`,
  showAll: '查看全部',
} as const;
