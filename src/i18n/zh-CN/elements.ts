/** Texts of the standalone elements (`<irr-well-table>`, `<irr-notice-bell>`) about their session. */
export const elementTexts = {
  /** No session on the page yet (no authorization code, no stored login). */
  signedOut: '未登录，无法显示数据',
  /** A forced entry is running. */
  entering: '正在登录…',
} as const;
