import type { FlowRow } from '../../../src/api/contract/money/fund';
import type { Db } from '../../db/connect';
import { startsWith } from '../../db/like';
import { fenToYuan, formatDateTime } from '../../http/format';

export interface FlowFilters {
  keyword?: string | undefined; cardId?: number | undefined; flowType?: string | undefined; fundSource?: string | undefined;
  accountKind?: string | undefined;
}

/** The merchant's postings with their entry, account, card and holder, filtered as fund findPage filters them. */
export function flowQuery(db: Db, merchantId: number, f: FlowFilters, from?: Date, to?: Date) {
  let query = db.selectFrom('posting as p')
    .innerJoin('journal_entry as e', 'e.id', 'p.entry_id')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .leftJoin('card as c', 'c.id', 'a.card_id')
    .leftJoin('farmer as f', 'f.id', 'c.farmer_id')
    .where('p.merchant_id', '=', merchantId);
  if (f.keyword) {
    const prefix = startsWith(f.keyword);
    query = query.where((eb) => eb.or([eb('c.card_no', 'like', prefix), eb('f.name', 'like', prefix), eb('e.memo', 'like', prefix)]));
  }
  if (f.cardId !== undefined) query = query.where('a.card_id', '=', f.cardId);
  if (f.flowType) query = query.where('e.flow_type', '=', f.flowType);
  if (f.fundSource) query = query.where('a.source', '=', f.fundSource as 'A' | 'N');
  if (f.accountKind) query = query.where('a.kind', '=', f.accountKind);
  if (from) query = query.where('p.created_at', '>=', from);
  if (to) query = query.where('p.created_at', '<=', to);
  return query;
}

export function flowRows(db: Db, merchantId: number, f: FlowFilters, from?: Date, to?: Date) {
  return flowQuery(db, merchantId, f, from, to)
    .select(['p.id', 'p.entry_id', 'p.amount_fen', 'p.balance_after_fen', 'p.created_at', 'e.flow_type', 'e.memo', 'a.source', 'a.kind', 'a.card_id',
      'c.card_no', 'f.name as farmer_name'])
    .orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
}

type FlowSelect = Awaited<ReturnType<ReturnType<typeof flowRows>['execute']>>[number];

export function toFlowRow(r: FlowSelect): FlowRow {
  return {
    id: r.id, entryId: r.entry_id, flowType: r.flow_type as FlowRow['flowType'], fundSource: r.source, accountKind: r.kind as FlowRow['accountKind'],
    cardId: r.card_id, cardNo: r.card_no ?? '', farmerName: r.farmer_name ?? '', amount: fenToYuan(Number(r.amount_fen)),
    balanceAfter: fenToYuan(Number(r.balance_after_fen)), orderNo: r.memo, memo: r.memo, createTime: formatDateTime(r.created_at),
  };
}
