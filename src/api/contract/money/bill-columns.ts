import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import type { BillRow } from './bill';

/** Headers of the bills table's columns (the screen's and the export's); the well is a personalised name. */
export const billColumnTitles = {
  orderNo: '订单号',
  cardNo: '卡号',
  farmer: '用户',
  billingMode: '计费方式',
  water: '用水量(m³)',
  power: '用电量(kWh)',
  count: '计费数量',
  amount: '金额(元)',
  refunded: '已退款(元)',
  shortfall: '欠费(元)',
  status: '状态',
  payMode: '支付方式',
  time: '账单时间',
} as const;

const t = billColumnTitles;

/**
 * The bills table's columns and its export's: the order, then what is read first (amount, status: in
 * view on a laptop), card, farmer, well, billing, quantities, the other money, pay mode, time.
 */
export const billColumnDefs = columnsOf<BillRow>()([
  { key: 'orderNo', title: t.orderNo, text: (r) => r.orderNo },
  { key: 'amount', title: t.amount, text: (r) => r.amount.toFixed(2) },
  { key: 'status', title: t.status, text: (r) => label('billStatus', r.status) },
  { key: 'cardNo', title: t.cardNo, text: (r) => r.cardNo },
  { key: 'farmer', title: t.farmer, text: (r) => [r.farmerName, r.farmerMobile].filter(Boolean).join(' ') },
  { key: 'well', title: (n) => n.equipment, text: (r) => `${r.wellName}(${r.wellCd})` },
  { key: 'billingMode', title: t.billingMode, text: (r) => label('billingMode', r.billingMode) },
  { key: 'waterM3', title: t.water, text: (r) => r.waterM3.toFixed(3) },
  { key: 'powerKwh', title: t.power, text: (r) => r.powerKwh.toFixed(2) },
  { key: 'count', title: t.count, text: (r) => r.count },
  { key: 'refundedAmount', title: t.refunded, text: (r) => r.refundedAmount.toFixed(2) },
  { key: 'shortfall', title: t.shortfall, text: (r) => r.shortfall.toFixed(2) },
  { key: 'payMode', title: t.payMode, text: (r) => label('payMode', r.payMode) },
  { key: 'createTime', title: t.time, text: (r) => r.createTime },
]);
