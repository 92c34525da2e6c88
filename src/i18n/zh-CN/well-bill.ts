/** Texts of the bills screen (账单管理) and its detail dialog; the refund dialog's own texts are in ui-b.ts. */
export const wellBillTexts = {
  table: '账单列表', keyword: '订单号/卡号/手机号', ops: '操作', range: '账单时间范围',
  orderNo: '订单号', cardNo: '卡号', farmer: '用户', billingMode: '计费方式', water: '用水量(m³)', power: '用电量(kWh)',
  count: '计费数量', amount: '金额(元)', refunded: '已退款(元)', shortfall: '欠费(元)', status: '状态', payMode: '支付方式',
  refundChannel: '退款渠道', time: '账单时间',
  detail: '详情', refund: '退款',
  rowAction: (action: string, orderNo: string) => `${action} ${orderNo}`,
  detailTitle: (orderNo: string) => `账单详情 - ${orderNo}`,
  lines: '计费明细', item: '项目', quantity: '数量', unitPrice: '单价(元)', multiplier: '倍率',
  items: { electric: '电费', water: '水费(定额内)', waterTier: '水费(超定额)' } as Record<string, string>,
  waterFromPower: '以电折水', overQuota: '超定额水量(m³)', refundedCount: '已退数量', yes: '是', no: '否',
  refunds: '退款记录', refundCount: '件数', refundAmount: '金额(元)', refundMode: '退款方式', channel: '渠道',
  providerCode: '支付结果', refundDetail: '退款说明', none: '无',
} as const;
