import { PAYMENT_RESULT_TEXTS, type PaymentResultCode } from '../../src/api/contract/money/payment-codes';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Refusals of the money calls (HTTP 200, errorCode 1 unless said), worded for the operator. */
export const moneyMessages = {
  idempotencyKeyMissing: '缺少幂等键(Idempotency-Key)，请刷新后重试',
  idempotencyKeyInvalid: '幂等键(Idempotency-Key)格式错误',
  idempotencyKeyReused: '该幂等键已用于另一笔不同的操作，请重新提交',
  replayed: '该操作已处理，返回首次结果',
  /** The success message of a refund (of a bill or of a recharge), the spec's. */
  refunded: '退款成功!',
  cardNotFound: '用户卡不存在或已删除',
  placeNotFound: '村镇不存在或已删除',
  farmerNotFound: '农户不存在或已删除',
  billNotFound: '账单不存在或已删除',
  rechargeNotFound: '充值记录不存在或已删除',
  idCardInvalid: '身份证号格式错误',
  cardNoTaken: '卡号已存在',
  farmerNameMismatch: (name: string) => `该身份证号已登记，姓名为${name}，与输入不一致`,
  farmerOtherPlace: (place: string) => `该农户已登记在${place}，如需变更请使用迁移村镇`,
  cardLost: '该卡已挂失，余额已冻结',
  cardReplaced: '该卡已补卡作废，请使用新卡',
  onlyNormalLoss: '只有正常状态的卡可以挂失',
  alreadyReplaced: '该卡已补卡，不能再次补卡',
  payFailed: (code: PaymentResultCode) => `支付失败（${code}）：${PAYMENT_RESULT_TEXTS[code]}`,
  refundFailed: (code: PaymentResultCode) => `退款失败（${code}）：${PAYMENT_RESULT_TEXTS[code]}`,
  billRefunded: '该账单已全额退款',
  refundCountTooMany: (remaining: number) => `退款件数不能超过剩余可退件数${remaining}`,
  refundAmountWrong: (fen: number) => `退款金额应为${yuan(fen)}元`,
  refundNothingPaid: '该账单未实付金额，无可退款项',
  rechargeRefunded: '该充值已全部退款',
  rechargeNotSucceeded: '该充值未成功，不能退款',
  dummyRechargeRefund: '虚拟金额充值不可退款',
  dummyRechargeWithGift: '免费充值不能另加赠送金额',
  rechargeRefundAboveRemaining: (most: number) => `退款金额超过该充值未退金额，最多可退 ${yuan(most)} 元`,
  rechargeRefundAboveBalance: (most: number) => `卡内可提现余额不足，最多可退 ${yuan(most)} 元`,
  samePlace: '农户已在该村镇',
  balanceBelowMinimum: (fen: number) => `卡内余额不足${yuan(fen)}元，不能开始用水`,
  wellBusy: '机井正在使用中',
  wellUnavailable: '机井已停用或故障，不能开始用水',
} as const;
