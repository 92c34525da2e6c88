/** The payment provider's result codes (spec section 8): N00000 success, E10010 pending until a query confirms it. */
export const PAYMENT_RESULT_CODES = [
  'N00000',
  'E10001',
  'E10002',
  'E10003',
  'E10004',
  'E10005',
  'E10006',
  'E10007',
  'E10008',
  'E10009',
  'E10010',
  'E10011',
  'E99999',
] as const;
export type PaymentResultCode = (typeof PAYMENT_RESULT_CODES)[number];

/** What each payment result code means (spec section 8), as the console and the server's refusals say it. */
export const PAYMENT_RESULT_TEXTS: Readonly<Record<PaymentResultCode, string>> = {
  N00000: '成功',
  E10001: '账户余额不足',
  E10002: '支付产品未开通',
  E10003: '个人微信存在风险',
  E10004: '用户当日支付次数超限',
  E10005: '收款方未实名认证',
  E10006: '证书认证错误',
  E10007: '付款方与收款方账户不能相同',
  E10008: '系统繁忙',
  E10009: '请求参数错误',
  E10010: '支付状态待确认',
  E10011: '收款方账户未绑定',
  E99999: '其他，详见支付详情',
};
