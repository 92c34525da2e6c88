import { serviceColumnTitles } from '../../api/contract/money/service-columns';
import { SETTLEMENT_ORIGIN_TEXTS, settlementColumnTitles, settlementNothingPaidText } from '../../api/contract/money/settlement-columns';

/** Texts of the settlements screen (支付结算): the setting, the open period, the settlements and their detail. */
export const wellSettlementTexts = {
  ...settlementColumnTitles,
  table: '结算记录', range: '结算周期结束时间', ops: '操作', attempts: '打款次数', createTime: '生成时间',
  origins: SETTLEMENT_ORIGIN_TEXTS as Record<string, string>,
  detail: '详情', retry: '重新打款', apply: '申请结算', setting: '结算设置',
  rowAction: (action: string, no: string) => `${action} ${no}`,
  detailTitle: (no: string) => `结算详情 - ${no}`,
  items: '结算明细',
  summary: '结算概况', way: '结算方式', interval: '结算间隔', intervalDays: (n: number) => `${n}天`,
  binding: '账户绑定', transfer: '转账方式', account: '收款账户', feeRate: '手续费率', noAccount: '未填写',
  openPeriod: (start: string, end: string | null) => (start ? `${start} 至 ${end ?? '申请结算时'}` : '尚无结算'),
  openFigures: (income: string, refund: string, n: number) => `收入 ${income} 元，退款 ${refund} 元，共 ${n} 笔`,
  openCarry: (carry: string) => `；上期结转 ${carry} 元（上一笔结算未打款，计入本期）`,
  applyConfirm: '将截至当前未结算的线上收入生成一笔结算并打款，确定申请结算吗？',
  payFailed: (why: string) => `支付失败：${why}`,
  applied: '已申请结算', retried: '已重新发起打款', saved: '结算设置已保存',
  appliedNothingPaid: settlementNothingPaidText,
  settingTitle: '结算设置', accountName: '收款户名', accountNo: '收款账号', save: '保存', cancel: '取消', confirm: '确定',
  accountMissing: '请填写收款账号',
  wayHint: '修改结算方式后，从上一笔结算结束时起按新方式结算',
  tabs: '支付结算', settlementsTab: '结算记录', serviceTab: '我的服务',
  services: {
    ...serviceColumnTitles,
    table: '我的服务',
    pay: '支付', payTitle: (no: string) => `支付服务费 - ${no}`, payAmount: (yuan: string) => `应付金额 ${yuan} 元`,
    paid: '支付成功', pending: '支付状态待确认，稍后再点支付可查询结果', confirm: '确定支付', cancel: '取消',
    rowAction: (action: string, no: string) => `${action} ${no}`,
  },
} as const;
