/** Messages of spec section 8 for response errorCodes: the server sends them, so they live with the contract. */
export { errorCodeMessages } from '../../api/contract/error-messages';

/** Messages of spec section 8 for HTTP statuses (400 and 401 show the server's message). */
export const httpStatusMessages: Readonly<Record<number, string>> = {
  403: '拒绝访问',
  404: '请求地址出错',
  408: '请求超时',
  500: '服务器内部错误',
  501: '服务未实现',
  502: '网关错误',
  503: '服务不可用',
  504: '网关超时',
  505: 'HTTP版本不受支持',
};

export const transportMessages = {
  timeout: '请求超时',
  /** Not in the spec: the request never reached the server (offline, blocked). */
  network: '网络连接失败，请检查网络',
  sessionTimeoutScreen: '超时，请重新登录！',
  menuFailed: '菜单请求失败！',
  serviceLinesFailed: '业务线请求失败！',
  permissionFailed: '权限请求失败！',
  userInfoFailed: '用户信息请求失败！',
  forcedEntryServerError: '服务器出错',
  captchaLoadFailed: '图片加载失败',
  fileLoadFailed: '文件下载失败',
  permissionListMissing: '请设置操作权限标签值(需为数组)',
  rsaTooLong: 'Message too long for RSA',
  chunkLoadTimeout: '模块加载超时',
} as const;
