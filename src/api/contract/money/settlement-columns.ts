import { label } from '../enum-labels';
import type { ExportColumn } from '../export-columns';
import type { SettlementItem, SettlementRow } from './settlement';

/** Headers of the settlements table's columns (the screen's and the export's). */
export const settlementColumnTitles = {
  settlementNo: '结算单号', period: '结算周期', origin: '来源', income: '收入(元)', refund: '退款(元)', fee: '手续费(元)', service: '服务费(元)',
  carry: '上期结转(元)', amount: '结算金额(元)', itemCount: '笔数', payMeans: '打款方式', status: '结算状态', resultCode: '打款结果',
  paidTime: '打款时间',
} as const;

/** What 申请结算 answers when the settlement it made pays nothing (noSettle): the server's message and the console's. */
export const settlementNothingPaidText = (amount: string): string => `已申请结算：结算金额 ${amount} 元，不打款，结转下期`;

/** Who made a settlement. */
export const SETTLEMENT_ORIGIN_TEXTS: Readonly<Record<SettlementRow['origin'], string>> = { job: '定时结算', apply: '申请结算' };

/** The provider's answer with its meaning (spec section 8), or nothing before the first payout. */
export const payoutResultText = (code: SettlementRow['resultCode']): string => (code ? `${code} ${label('paymentResult', code)}` : '');

const t = settlementColumnTitles;

/** The settlements' export, column for column as the table. */
export const settlementExportColumns: readonly ExportColumn<SettlementRow>[] = [
  { title: t.settlementNo, text: (r) => r.settlementNo },
  { title: t.period, text: (r) => `${r.periodStart} ~ ${r.periodEnd}` },
  { title: t.origin, text: (r) => SETTLEMENT_ORIGIN_TEXTS[r.origin] },
  { title: t.income, text: (r) => r.income.toFixed(2) },
  { title: t.refund, text: (r) => r.refund.toFixed(2) },
  { title: t.fee, text: (r) => r.fee.toFixed(2) },
  { title: t.service, text: (r) => r.service.toFixed(2) },
  { title: t.carry, text: (r) => r.carry.toFixed(2) },
  { title: t.amount, text: (r) => r.amount.toFixed(2) },
  { title: t.itemCount, text: (r) => r.itemCount },
  { title: t.payMeans, text: (r) => label('paymentMeans', r.payMeans) },
  { title: t.status, text: (r) => label('payStatus', r.status) },
  { title: t.resultCode, text: (r) => payoutResultText(r.resultCode) },
  { title: t.paidTime, text: (r) => r.paidTime ?? '' },
];

/** Headers of a settlement's movements (the detail's table and its export). */
export const settlementItemColumnTitles = {
  flowType: '类型', orderNo: '订单号', cardNo: '卡号', amount: '金额(元)', createTime: '时间',
} as const;

const it = settlementItemColumnTitles;

/** A settlement's movements' export, column for column as the detail's table. */
export const settlementItemExportColumns: readonly ExportColumn<SettlementItem>[] = [
  { title: it.flowType, text: (r) => label('flowType', r.flowType) },
  { title: it.orderNo, text: (r) => r.orderNo },
  { title: it.cardNo, text: (r) => r.cardNo },
  { title: it.amount, text: (r) => r.amount.toFixed(2) },
  { title: it.createTime, text: (r) => r.createTime },
];
