import { ErrorCode } from './error-codes';

/**
 * Messages of spec section 8 for response errorCodes: the server puts them in its envelopes and
 * the console shows them (src/i18n/zh-CN/errors.ts re-exports them).
 */
export const errorCodeMessages: Readonly<Record<number, string>> = {
  [ErrorCode.FAILED]: '操作失败',
  [ErrorCode.USER_NOT_FOUND]: '用户不存在',
  [ErrorCode.WRONG_PASSWORD]: '密码错误',
  [ErrorCode.NO_PERMISSION]: '无权限',
  [ErrorCode.CREDENTIALS_EXPIRED]: '认证信息已过期',
  [ErrorCode.PARAM_NOT_FOUND]: '商户参数数据不存在',
  [ErrorCode.INVALID_OPERATION]: '无效的操作',
  [ErrorCode.SYSTEM_ERROR]: '系统异常',
  [ErrorCode.BUSY]: '系统繁忙，请稍后再试',
  [ErrorCode.TOO_FREQUENT]: '您的请求太过频繁，请休息一下',
  [ErrorCode.LOGIN_TIMEOUT]: '用户登录超时，请重新登录',
};
