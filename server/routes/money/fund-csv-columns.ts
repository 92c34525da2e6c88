import type { FlowRow } from '../../../src/api/contract/money/fund';
import type { CsvColumn } from './csv';
import { label } from './labels';

/** The fund flow export's columns, as the console's table shows them. */
export const flowCsvColumns: readonly CsvColumn<FlowRow>[] = [
  { title: '流水号', value: (r) => r.id },
  { title: '时间', value: (r) => r.createTime },
  { title: '流水类型', value: (r) => label('flowType', r.flowType) },
  { title: '资金来源', value: (r) => label('fundSource', r.fundSource) },
  { title: '账户', value: (r) => label('accountKind', r.accountKind) },
  { title: '卡号', value: (r) => r.cardNo },
  { title: '农户', value: (r) => r.farmerName },
  { title: '金额(元)', value: (r) => r.amount.toFixed(2) },
  { title: '变动后余额(元)', value: (r) => r.balanceAfter.toFixed(2) },
  { title: '单号', value: (r) => r.orderNo },
];
