/** Texts of the console shell (spec section 2, shell behaviour). */
export const shellTexts = {
  brand: '农业灌溉数字化管理平台',
  brandShort: '灌溉',
  sidebar: '主菜单',
  collapse: '收起菜单',
  expand: '展开菜单',
  unread: (count: number) => `未读通知 ${count} 条`,
  notices: '通知',
  logout: '退出登录',
  tabs: '已打开的页面',
  closeTab: (title: string) => `关闭 ${title}`,
  closeOthers: '关闭其他',
  timeout: '超时，请重新登录！',
  dismiss: '知道了',
  pageLoading: '页面加载中…',
  pageMissing: '该页面暂未提供',
} as const;
