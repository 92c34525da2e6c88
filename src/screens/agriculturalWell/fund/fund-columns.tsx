import type { FlowRow } from '../../../api/contract/money/fund';
import { label } from '../../../i18n/zh-CN/enums';
import { wellFundTexts as t } from '../../../i18n/zh-CN/well-fund';
import type { TableColumn } from '../../../ui/table';
import { formatAmount } from '../../../validation';

/** A movement with its sign: +100.00 in, -12.50 out. */
export const signedAmount = (v: number): string => (v > 0 ? `+${formatAmount(v)}` : formatAmount(v));

/** The fund flows' columns: time, type, source, account, card, holder, signed amount, balance after, order, memo. */
export const fundColumns: TableColumn<FlowRow>[] = [
  { key: 'createTime', title: t.time, width: 170, fixed: 'left' },
  { key: 'flowType', title: t.flowType, width: 90, render: (r) => label('flowType', r.flowType) },
  { key: 'fundSource', title: t.fundSource, width: 120, render: (r) => label('fundSource', r.fundSource) },
  { key: 'accountKind', title: t.accountKind, width: 100, render: (r) => label('accountKind', r.accountKind) },
  { key: 'cardNo', title: t.cardNo, width: 150 },
  { key: 'farmerName', title: t.farmer, width: 100 },
  {
    key: 'amount', title: t.amount, width: 110, align: 'right',
    render: (r) => <span data-sign={r.amount < 0 ? 'out' : 'in'}>{signedAmount(r.amount)}</span>,
  },
  { key: 'balanceAfter', title: t.balanceAfter, width: 130, align: 'right', render: (r) => formatAmount(r.balanceAfter) },
  { key: 'orderNo', title: t.orderNo, width: 180 },
  { key: 'memo', title: t.memo, width: 200 },
];
