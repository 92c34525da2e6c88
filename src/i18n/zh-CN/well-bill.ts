import { billColumnTitles } from '../../api/contract/money/bill-columns';

/** Texts of the bills screen (账单管理) and its detail dialog; the refund dialog's own texts are in refund-dialog.ts. */
export const wellBillTexts = {
  ...billColumnTitles,
  table: '账单列表', keyword: '订单号/卡号/手机号', ops: '操作', range: '账单时间范围',
  refundChannel: '退款渠道', detail: '详情', refund: '退款',
  rowAction: (action: string, orderNo: string) => `${action} ${orderNo}`,
  detailTitle: (orderNo: string) => `账单详情 - ${orderNo}`,
  lines: '计费明细', item: '项目', quantity: '数量', unitPrice: '单价(元)', multiplier: '倍率',
  items: { electric: '电费', water: '水费(定额内)', waterTier: '水费(超定额)' } as Record<string, string>,
  waterFromPower: '以电折水', overQuota: '超定额水量(m³)', refundedCount: '已退数量', yes: '是', no: '否',
  refunds: '退款记录', refundCount: '件数', refundAmount: '金额(元)', refundMode: '退款方式', channel: '渠道',
  providerCode: '支付结果', refundDetail: '退款说明', none: '无',
} as const;
