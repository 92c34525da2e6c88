import type { BillRefundRow, BillRow } from '../../../src/api/contract/money/bill';
import type { Db } from '../../db/connect';
import { startsWith } from '../../db/like';
import { fenToYuan, formatDateTime } from '../../http/format';

export interface BillFilters {
  keyword?: string | undefined;
  status?: string | undefined;
  payMode?: string | undefined;
  refundChannel?: string | undefined;
  cardId?: number | undefined;
}

/** The refund-channel filter's `funds`: paid from a card's or a wallet's balance. */
const BALANCE_MODES = ['funds', 'cardFunds'];

/** The merchant's bills with their order, well, place and card, filtered as bill findPage filters them. */
export function billQuery(db: Db, merchantId: number, f: BillFilters, from?: Date, to?: Date) {
  let query = db
    .selectFrom('bill as b')
    .innerJoin('usage_record as r', 'r.id', 'b.usage_record_id')
    .innerJoin('well as w', 'w.id', 'b.well_id')
    .innerJoin('place as p', 'p.id', 'w.place_id')
    .leftJoin('card as c', 'c.id', 'b.card_id')
    .where('b.merchant_id', '=', merchantId);
  if (f.keyword) {
    const prefix = startsWith(f.keyword);
    query = query.where((eb) =>
      eb.or([eb('r.order_no', 'like', prefix), eb('c.card_no', 'like', prefix), eb('r.user_mobile', 'like', prefix)]),
    );
  }
  if (f.status) query = query.where('b.status', '=', f.status as BillRow['status']);
  if (f.payMode) query = query.where('b.pay_mode', '=', f.payMode);
  if (f.refundChannel && f.refundChannel !== 'all') {
    query = f.refundChannel === 'funds' ? query.where('b.pay_mode', 'in', BALANCE_MODES) : query.where('b.pay_mode', '=', f.refundChannel);
  }
  if (f.cardId !== undefined) query = query.where('b.card_id', '=', f.cardId);
  if (from) query = query.where('b.created_at', '>=', from);
  if (to) query = query.where('b.created_at', '<=', to);
  return query;
}

/** The columns of billQuery that toBillRow reads. */
export function billColumns(query: ReturnType<typeof billQuery>) {
  return query
    .selectAll('b')
    .select(['r.order_no', 'r.user_name', 'r.user_mobile', 'w.cd as well_cd', 'w.name as well_name', 'p.name as place_name', 'c.card_no']);
}

export function billRows(db: Db, merchantId: number, f: BillFilters, from?: Date, to?: Date) {
  return billColumns(billQuery(db, merchantId, f, from, to));
}

type BillSelect = Awaited<ReturnType<ReturnType<typeof billRows>['execute']>>[number];

const m3 = (liters: number) => Math.round(liters) / 1000;

export function toBillRow(b: BillSelect): BillRow {
  return {
    id: b.id,
    orderNo: b.order_no,
    recordId: b.usage_record_id,
    cardId: b.card_id,
    cardNo: b.card_no ?? '',
    farmerName: b.user_name,
    farmerMobile: b.user_mobile,
    wellId: b.well_id,
    wellCd: b.well_cd,
    wellName: b.well_name,
    placeName: b.place_name,
    billingMode: b.billing_mode as BillRow['billingMode'],
    waterM3: m3(Number(b.water_liters)),
    powerKwh: Math.round(Number(b.electric_wh) / 10) / 100,
    waterFromPower: b.water_from_power,
    overQuotaM3: m3(Number(b.over_quota_liters)),
    count: b.count,
    amount: fenToYuan(Number(b.amount_fen)),
    refundedAmount: fenToYuan(Number(b.refunded_fen)),
    refundedCount: b.refunded_count,
    shortfall: fenToYuan(Number(b.shortfall_fen)),
    status: b.status,
    payMode: b.pay_mode,
    createTime: formatDateTime(b.created_at),
  };
}

export function toRefundRow(r: {
  id: number;
  amount_fen: string | number;
  count: number;
  refund_type: string;
  refund_reason: string;
  refund_reason_detail: string;
  refund_mode: string;
  channel: string;
  provider_code: string;
  created_at: Date;
}): BillRefundRow {
  return {
    id: r.id,
    amount: fenToYuan(Number(r.amount_fen)),
    count: r.count,
    refundType: r.refund_type,
    refundReason: r.refund_reason,
    refundReasonDetail: r.refund_reason_detail,
    refundMode: r.refund_mode,
    channel: r.channel,
    providerCode: r.provider_code,
    createTime: formatDateTime(r.created_at),
  };
}
