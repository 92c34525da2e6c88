import type { BillRefundRow } from '../../../api/contract/money/bill';
import type { CallResponse } from '../../../api/contract/define-call';
import type { findById } from '../../../api/contract/money/bill';
import { label } from '../../../i18n/zh-CN/enums';
import { wellBillTexts as t } from '../../../i18n/zh-CN/well-bill';
import type { TableColumn } from '../../../ui/table';
import { formatAmount } from '../../../validation';

type BillLine = CallResponse<typeof findById>['lines'][number];

/** The priced parts of a bill: power, water within the quota, water in a tier beyond it. */
export const lineColumns: TableColumn<BillLine>[] = [
  { key: 'item', title: t.item, render: (r) => t.items[r.item] ?? r.item },
  { key: 'quantity', title: t.quantity, align: 'right', render: (r) => String(r.quantity) },
  { key: 'unitPrice', title: t.unitPrice, align: 'right', render: (r) => formatAmount(r.unitPrice) },
  { key: 'multiplier', title: t.multiplier, align: 'right', render: (r) => String(r.multiplier) },
  { key: 'amount', title: t.amount, align: 'right', render: (r) => formatAmount(r.amount) },
];

/** A bill's refunds. */
export const refundColumns: TableColumn<BillRefundRow>[] = [
  { key: 'createTime', title: t.time, width: 170 },
  { key: 'count', title: t.refundCount, align: 'right' },
  { key: 'amount', title: t.refundAmount, align: 'right', render: (r) => formatAmount(r.amount) },
  { key: 'channel', title: t.channel, render: (r) => label('refundChannel', r.channel) },
  { key: 'refundMode', title: t.refundMode, render: (r) => label('refundMode', r.refundMode) },
  { key: 'providerCode', title: t.providerCode, render: (r) => label('paymentResult', r.providerCode) },
  { key: 'refundReasonDetail', title: t.refundDetail },
];
