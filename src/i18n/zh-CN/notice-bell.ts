/** Texts of `<irr-notice-bell>`. */
export const noticeBellTexts = {
  label: (unread: number) => (unread > 0 ? `通知，${unread} 条未读` : '通知'),
} as const;
