import type { FlowRow } from '../../../api/contract/money/fund';
import { flowColumnDefs } from '../../../api/contract/money/fund-columns';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';
import { formatAmount } from '../../../validation';

/** A movement with its sign: +100.00 in, -12.50 out. */
export const signedAmount = (v: number): string => (v > 0 ? `+${formatAmount(v)}` : formatAmount(v));

/** The fund flows table (flowColumnDefs): time, type, source, account, card, holder, signed amount, balance after, order, memo. */
export const fundColumns: TableColumn<FlowRow>[] = tableColumnsOf(flowColumnDefs, {
  createTime: { width: 170, fixed: 'left' },
  flowType: 90,
  fundSource: 120,
  accountKind: 100,
  cardNo: 150,
  farmerName: { width: 100, ellipsis: true },
  amount: { width: 110, align: 'right', render: (r) => <span data-sign={r.amount < 0 ? 'out' : 'in'}>{signedAmount(r.amount)}</span> },
  balanceAfter: { width: 130, align: 'right' },
  orderNo: 180,
  memo: { width: 200, ellipsis: true },
});
