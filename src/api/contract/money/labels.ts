/**
 * Chinese labels of the money enumerations that the server writes into files (the fund flow CSV)
 * as well as the console shows them; src/i18n/zh-CN/enums.ts uses these same objects.
 */
export const FLOW_TYPE_TEXTS = {
  recharge: '充值',
  balance: '余额',
  pay: '支付',
  withdrawals: '提现',
  batchg: '批量充值',
  charge: '充电',
  refund: '退款',
  drink: '饮水',
  laundry: '洗衣',
  gift: '赠送',
  chargeivem: '充电赠送',
  swipe: '刷卡',
  freeze: '冻结',
  refundApply: '退款申请',
  underLineRefund: '线下退款',
  vinTransIn: 'VIN转入',
  vinTransOut: 'VIN转出',
  carChargeFinish: '汽车充电完成',
  thaw: '解冻',
} as const;

export const FUND_SOURCE_TEXTS = { A: '可提现账户', N: '不可提现账户' } as const;

export const ACCOUNT_KIND_TEXTS = {
  card: '用户卡',
  frozen: '冻结',
  cash: '现金',
  clearing: '支付通道',
  promotion: '营销赠送',
  revenue: '售水收入',
  payout: '结算打款',
  fee: '结算手续费',
} as const;
