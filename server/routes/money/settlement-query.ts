import type { Selectable } from 'kysely';
import type { PaymentResultCode } from '../../../src/api/contract/money/payment-codes';
import type { PayStatus, SettlementItem, SettlementRow, SettlementWay } from '../../../src/api/contract/money/settlement';
import type { Db } from '../../db/connect';
import type { SettlementTable } from '../../db/schema';
import { fenToYuan, formatDateTime } from '../../http/format';

/** The caller's merchant's settlements: the base of findPage and findById. */
export function settlementQuery(db: Db, merchantId: number) {
  return db.selectFrom('settlement as s').where('s.merchant_id', '=', merchantId);
}

export const toSettlementRow = (r: Selectable<SettlementTable>): SettlementRow => ({
  id: r.id,
  settlementNo: r.settlement_no,
  origin: r.origin,
  way: r.way as SettlementWay,
  periodStart: formatDateTime(r.period_start),
  periodEnd: formatDateTime(r.period_end),
  income: fenToYuan(Number(r.income_fen)),
  refund: fenToYuan(Number(r.refund_fen)),
  fee: fenToYuan(Number(r.fee_fen)),
  service: fenToYuan(Number(r.service_fen)),
  carry: fenToYuan(Number(r.carry_fen)),
  amount: fenToYuan(Number(r.amount_fen)),
  itemCount: r.item_count,
  payMeans: r.pay_means as SettlementRow['payMeans'],
  status: r.status as PayStatus,
  resultCode: r.result_code as PaymentResultCode | '',
  attempts: r.attempts,
  paidTime: r.paid_at ? formatDateTime(r.paid_at) : null,
  createTime: formatDateTime(r.created_at),
  version: r.version,
});

/** One of the merchant's settlements, or undefined. */
export async function settlementById(db: Db, merchantId: number, id: number): Promise<SettlementRow | undefined> {
  const row = await settlementQuery(db, merchantId).selectAll('s').where('s.id', '=', id).executeTakeFirst();
  return row && toSettlementRow(row);
}

/** The entries a settlement covers, newest first (by their time, then as written), at most `most` after the first `offset`. */
export async function settlementItems(db: Db, settlementId: number, most: number, offset = 0): Promise<SettlementItem[]> {
  const rows = await db
    .selectFrom('settlement_item as i')
    .innerJoin('journal_entry as e', 'e.id', 'i.entry_id')
    .leftJoin('card as c', 'c.id', 'e.card_id')
    .select(['i.entry_id', 'i.amount_fen', 'e.flow_type', 'e.memo', 'e.created_at', 'c.card_no'])
    .where('i.settlement_id', '=', settlementId)
    .orderBy('e.created_at', 'desc')
    .orderBy('i.entry_id', 'desc')
    .limit(most)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    entryId: r.entry_id,
    flowType: r.flow_type as SettlementItem['flowType'],
    orderNo: r.memo,
    cardNo: r.card_no ?? '',
    amount: fenToYuan(Number(r.amount_fen)),
    createTime: formatDateTime(r.created_at),
  }));
}
