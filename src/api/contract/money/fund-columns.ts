import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import type { FlowRow } from './fund';

/** Headers of the fund flows table's columns (the screen's and the exports'). */
export const flowColumnTitles = {
  time: '时间',
  flowType: '流水类型',
  fundSource: '资金来源',
  accountKind: '账户',
  cardNo: '卡号',
  farmer: '持卡人',
  amount: '金额(元)',
  balanceAfter: '变动后余额(元)',
  orderNo: '订单号',
  memo: '备注',
} as const;

const t = flowColumnTitles;

/** The fund flows table's columns and its export's (common/export and fund/export): the export opens with the posting's number and leaves the memo out. */
export const flowColumnDefs = columnsOf<FlowRow>()([
  { key: 'id', title: '流水号', text: (r) => r.id, only: 'export' },
  { key: 'createTime', title: t.time, text: (r) => r.createTime },
  { key: 'flowType', title: t.flowType, text: (r) => label('flowType', r.flowType) },
  { key: 'fundSource', title: t.fundSource, text: (r) => label('fundSource', r.fundSource) },
  { key: 'accountKind', title: t.accountKind, text: (r) => label('accountKind', r.accountKind) },
  { key: 'cardNo', title: t.cardNo, text: (r) => r.cardNo },
  { key: 'farmerName', title: t.farmer, text: (r) => r.farmerName },
  { key: 'amount', title: t.amount, text: (r) => r.amount.toFixed(2) },
  { key: 'balanceAfter', title: t.balanceAfter, text: (r) => r.balanceAfter.toFixed(2) },
  { key: 'orderNo', title: t.orderNo, text: (r) => r.orderNo },
  { key: 'memo', title: t.memo, text: (r) => r.memo, only: 'table' },
]);
