/** Texts of the refund quantity dialog (src/features/refund-dialog); the card screen's recharge refund reports its success in the same words. */
export const refundTexts = {
  title: '退款',
  refundType: '退款类型',
  refundTypes: { ONLY: '缺货退款' } as Record<string, string>,
  refundReason: '退款原因',
  refundReasons: { LACK: '缺货' } as Record<string, string>,
  count: '商品件数',
  countOf: (count: number) => `共 ${count} 件`,
  amount: '退款金额',
  detail: '退款说明',
  success: '退款成功!',
  submit: '确定退款',
  cancel: '取消',
} as const;
