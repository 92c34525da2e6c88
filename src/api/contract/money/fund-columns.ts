import { label } from '../enum-labels';
import type { ExportColumn } from '../export-columns';
import type { FlowRow } from './fund';

/** Headers of the fund flows table's columns (the screen's and the exports'). */
export const flowColumnTitles = {
  time: '时间', flowType: '流水类型', fundSource: '资金来源', accountKind: '账户', cardNo: '卡号', farmer: '持卡人',
  amount: '金额(元)', balanceAfter: '变动后余额(元)', orderNo: '订单号', memo: '备注',
} as const;

const t = flowColumnTitles;

/** The fund flows' export (common/export and fund/export): the posting's number, then the table's columns. */
export const flowExportColumns: readonly ExportColumn<FlowRow>[] = [
  { title: '流水号', text: (r) => r.id },
  { title: t.time, text: (r) => r.createTime },
  { title: t.flowType, text: (r) => label('flowType', r.flowType) },
  { title: t.fundSource, text: (r) => label('fundSource', r.fundSource) },
  { title: t.accountKind, text: (r) => label('accountKind', r.accountKind) },
  { title: t.cardNo, text: (r) => r.cardNo },
  { title: t.farmer, text: (r) => r.farmerName },
  { title: t.amount, text: (r) => r.amount.toFixed(2) },
  { title: t.balanceAfter, text: (r) => r.balanceAfter.toFixed(2) },
  { title: t.orderNo, text: (r) => r.orderNo },
];
