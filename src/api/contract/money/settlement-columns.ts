import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import type { SettlementItem, SettlementRow } from './settlement';

/** Headers of the settlements table's columns (the screen's and the export's). */
export const settlementColumnTitles = {
  settlementNo: '结算单号',
  period: '结算周期',
  origin: '来源',
  income: '收入(元)',
  refund: '退款(元)',
  fee: '手续费(元)',
  service: '服务费(元)',
  carry: '上期结转(元)',
  amount: '结算金额(元)',
  itemCount: '笔数',
  payMeans: '打款方式',
  status: '结算状态',
  resultCode: '打款结果',
  paidTime: '打款时间',
} as const;

/** What 申请结算 answers when the settlement it made pays nothing (noSettle): the server's message and the console's. */
export const settlementNothingPaidText = (amount: string): string => `已申请结算：结算金额 ${amount} 元，不打款，结转下期`;

/** Who made a settlement. */
export const SETTLEMENT_ORIGIN_TEXTS: Readonly<Record<SettlementRow['origin'], string>> = { job: '定时结算', apply: '申请结算' };

/** The provider's answer with its meaning (spec section 8), or nothing before the first payout. */
export const payoutResultText = (code: SettlementRow['resultCode']): string => (code ? `${code} ${label('paymentResult', code)}` : '');

const t = settlementColumnTitles;

/** The settlements table's columns and its export's: the number, then what is read first (amount, status), the period and its money, the payout. */
export const settlementColumnDefs = columnsOf<SettlementRow>()([
  { key: 'settlementNo', title: t.settlementNo, text: (r) => r.settlementNo },
  { key: 'amount', title: t.amount, text: (r) => r.amount.toFixed(2) },
  { key: 'status', title: t.status, text: (r) => label('payStatus', r.status) },
  { key: 'period', title: t.period, text: (r) => `${r.periodStart} ~ ${r.periodEnd}` },
  { key: 'origin', title: t.origin, text: (r) => SETTLEMENT_ORIGIN_TEXTS[r.origin] },
  { key: 'income', title: t.income, text: (r) => r.income.toFixed(2) },
  { key: 'refund', title: t.refund, text: (r) => r.refund.toFixed(2) },
  { key: 'fee', title: t.fee, text: (r) => r.fee.toFixed(2) },
  { key: 'service', title: t.service, text: (r) => r.service.toFixed(2) },
  { key: 'carry', title: t.carry, text: (r) => r.carry.toFixed(2) },
  { key: 'itemCount', title: t.itemCount, text: (r) => r.itemCount },
  { key: 'payMeans', title: t.payMeans, text: (r) => label('paymentMeans', r.payMeans) },
  { key: 'resultCode', title: t.resultCode, text: (r) => payoutResultText(r.resultCode) },
  { key: 'paidTime', title: t.paidTime, text: (r) => r.paidTime ?? '' },
]);

/** Headers of a settlement's movements (the detail's table and its export). */
export const settlementItemColumnTitles = {
  flowType: '类型',
  orderNo: '订单号',
  cardNo: '卡号',
  amount: '金额(元)',
  createTime: '时间',
} as const;

const it = settlementItemColumnTitles;

/** A settlement's movements: the detail's table's columns and its export's. */
export const settlementItemColumnDefs = columnsOf<SettlementItem>()([
  { key: 'flowType', title: it.flowType, text: (r) => label('flowType', r.flowType) },
  { key: 'orderNo', title: it.orderNo, text: (r) => r.orderNo },
  { key: 'cardNo', title: it.cardNo, text: (r) => r.cardNo },
  { key: 'amount', title: it.amount, text: (r) => r.amount.toFixed(2) },
  { key: 'createTime', title: it.createTime, text: (r) => r.createTime },
]);
