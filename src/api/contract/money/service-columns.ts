import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import type { ServiceRow } from './service';
import { payoutResultText } from './settlement-columns';

/** Headers of the service charges table's columns (我的服务: the screen's and the export's). */
export const serviceColumnTitles = {
  orderNo: '服务单号',
  business: '业务',
  equip: '设备',
  mode: '授权方式',
  how: '扣费方式',
  amount: '金额(元)',
  period: '服务期',
  payMethod: '支付方式',
  status: '支付状态',
  settlementNo: '扣除结算单',
  result: '支付结果',
  paidTime: '支付时间',
} as const;

/** The business line a charge is for. */
export const SERVICE_BUSINESS_TEXTS: Readonly<Record<ServiceRow['business'], string>> = { well: '农业机井', fertigation: '水肥一体化' };

/** Whether a charge comes out of a settlement or the merchant pays it. */
export const serviceHowText = (r: Pick<ServiceRow, 'deducted'>): string => (r.deducted ? '从结算扣除' : '商户支付');

const t = serviceColumnTitles;

/** The service charges table's columns and its export's: the number, then its status (read first), the charge, its period, its payment. */
export const serviceColumnDefs = columnsOf<ServiceRow>()([
  { key: 'orderNo', title: t.orderNo, text: (r) => r.orderNo },
  { key: 'status', title: t.status, text: (r) => label('myServiceStatus', r.status) },
  { key: 'business', title: t.business, text: (r) => SERVICE_BUSINESS_TEXTS[r.business] ?? r.business },
  { key: 'equipName', title: t.equip, text: (r) => r.equipName },
  { key: 'mode', title: t.mode, text: (r) => label('authorisationMode', r.mode) },
  { key: 'how', title: t.how, text: serviceHowText },
  { key: 'amount', title: t.amount, text: (r) => r.amount.toFixed(2) },
  { key: 'period', title: t.period, text: (r) => `${r.periodStart} ~ ${r.periodEnd}` },
  { key: 'payMethod', title: t.payMethod, text: (r) => (r.payMethod ? label('myServicePayMethod', r.payMethod) : '') },
  { key: 'settlementNo', title: t.settlementNo, text: (r) => r.settlementNo },
  { key: 'result', title: t.result, text: (r) => payoutResultText(r.resultCode) },
  { key: 'paidTime', title: t.paidTime, text: (r) => r.paidTime ?? '' },
]);
