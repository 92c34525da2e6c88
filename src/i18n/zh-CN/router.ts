/** Texts of the router (spec section 2). */
export const routerTexts = {
  /** Name of a group's single home page. */
  home: '首页',
  chunkLoadFailed: '页面加载失败',
  retry: '重试',
  loading: '加载中…',
} as const;
