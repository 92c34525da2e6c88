/** Texts of the public screens other than login (spec section 2, public routes). */
export const publicPageTexts = {
  noInfoTitle: '暂无权限',
  noInfoBody: '当前账号没有可用的菜单或路由数据，请联系管理员分配权限。',
  viewUpdateTitle: '系统更新',
  viewUpdateBody: '系统正在更新，请稍后刷新页面。',
  errorTitle: (status: string) => `错误 ${status}`,
  errorFallback: '请求出错',
  notFoundTitle: '404',
  notFoundBody: '抱歉，您访问的页面不存在。',
  backToLogin: '返回登录',
  backHome: '返回首页',
} as const;
