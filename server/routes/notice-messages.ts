/** Messages of the notice calls (Chinese, shown by the console as they are). */
export const noticeMessages = {
  /** Unknown, deleted or another merchant's notice: the same words, so nothing tells them apart. */
  notFound: '该通知不存在或已被删除',
} as const;
