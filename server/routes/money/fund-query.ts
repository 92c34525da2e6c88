import { sql } from 'kysely';
import { heldSign } from '../../../src/api/contract/money/fields';
import type { FlowRow } from '../../../src/api/contract/money/fund';
import type { Db } from '../../db/connect';
import { toCount } from '../../db/count';
import { startsWith } from '../../db/like';
import { fenToYuan, formatDateTime } from '../../http/format';
import { type PageWindow, selectPage } from '../../http/paging';

export interface FlowFilters {
  keyword?: string | undefined;
  cardId?: number | undefined;
  flowType?: string | undefined;
  fundSource?: string | undefined;
  accountKind?: string | undefined;
}

/** The merchant's postings with their entry, account, card and holder, filtered as fund findPage filters them. */
export function flowQuery(db: Db, merchantId: number, f: FlowFilters, from?: Date, to?: Date) {
  let query = db
    .selectFrom('posting as p')
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

/** The merchant's accounts that the account filters (card, fund source, account kind) keep. */
function flowAccounts(db: Db, merchantId: number, f: FlowFilters) {
  let query = db.selectFrom('ledger_account as a').where('a.merchant_id', '=', merchantId);
  if (f.cardId !== undefined) query = query.where('a.card_id', '=', f.cardId);
  if (f.fundSource) query = query.where('a.source', '=', f.fundSource as 'A' | 'N');
  if (f.accountKind) query = query.where('a.kind', '=', f.accountKind);
  return query;
}

/**
 * How many postings the filters keep, without counting a million of them for the pager: with
 * account filters only, the sum of the accounts' kept counts (`posting_count`, kept by the
 * posting's insert); with a time range too, the postings of the range through the merchant's index
 * and no join; a keyword or flow type needs the entry, card and holder, so those count the joined rows.
 */
/** A keyword or a flow type filters on the joined rows: only counting them gives the total. */
const countsJoinedRows = (f: FlowFilters): boolean => Boolean(f.keyword || f.flowType);

export async function flowTotal(db: Db, merchantId: number, f: FlowFilters, from?: Date, to?: Date): Promise<number> {
  if (countsJoinedRows(f)) {
    const { n } = await flowQuery(db, merchantId, f, from, to)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return toCount(n as number | string);
  }
  if (!from && !to) {
    const { n } = await flowAccounts(db, merchantId, f)
      .select(sql<number | string>`coalesce(sum(a.posting_count), 0)`.as('n'))
      .executeTakeFirstOrThrow();
    return toCount(n);
  }
  let query = db.selectFrom('posting as p').where('p.merchant_id', '=', merchantId);
  if (f.cardId !== undefined || f.fundSource || f.accountKind)
    query = query.where('p.account_id', 'in', flowAccounts(db, merchantId, f).select('a.id'));
  if (from) query = query.where('p.created_at', '>=', from);
  if (to) query = query.where('p.created_at', '<=', to);
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return toCount(n as number | string);
}

/**
 * The balance after a posting: its account's, or for a merchant account (kept in slots, migration
 * 011) the sum over the kind's slots of each slot's balance after its last posting up to this one.
 */
const balanceAfter = sql<string | number>`case when a.card_id is not null then p.balance_after_fen else (
  select coalesce(sum(last.balance_after_fen), 0) from ledger_account s
  cross join lateral (select q.balance_after_fen from posting q where q.account_id = s.id and q.id <= p.id order by q.id desc limit 1) last
  where s.merchant_id = a.merchant_id and s.kind = a.kind and s.source = a.source and s.card_id is null) end`;

function flowColumns(query: ReturnType<typeof flowQuery>) {
  return query
    .select([
      'p.id',
      'p.entry_id',
      'p.amount_fen',
      'p.created_at',
      'e.flow_type',
      'e.memo',
      'a.source',
      'a.kind',
      'a.card_id',
      'c.card_no',
      'f.name as farmer_name',
    ])
    .select(balanceAfter.as('balance_after_fen'))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
}

export function flowRows(db: Db, merchantId: number, f: FlowFilters, from?: Date, to?: Date) {
  return flowColumns(flowQuery(db, merchantId, f, from, to));
}

/** A page of flowRows and flowTotal; the joined rows that a keyword or flow type counts are counted in the page's statement. */
export async function flowPage(db: Db, merchantId: number, f: FlowFilters, window: PageWindow, from?: Date, to?: Date) {
  const query = flowQuery(db, merchantId, f, from, to);
  if (countsJoinedRows(f)) return selectPage(query, flowColumns, window);
  const [rows, total] = await Promise.all([
    flowColumns(query).limit(window.size).offset(window.offset).execute(),
    flowTotal(db, merchantId, f, from, to),
  ]);
  return { rows, total };
}

type FlowSelect = Awaited<ReturnType<ReturnType<typeof flowRows>['execute']>>[number];

export function toFlowRow(r: FlowSelect): FlowRow {
  const sign = heldSign(r.kind as FlowRow['accountKind']);
  return {
    id: r.id,
    entryId: r.entry_id,
    flowType: r.flow_type as FlowRow['flowType'],
    fundSource: r.source,
    accountKind: r.kind as FlowRow['accountKind'],
    cardId: r.card_id,
    cardNo: r.card_no ?? '',
    farmerName: r.farmer_name ?? '',
    amount: fenToYuan(sign * Number(r.amount_fen)),
    balanceAfter: fenToYuan(sign * Number(r.balance_after_fen)),
    orderNo: r.memo,
    memo: r.memo,
    createTime: formatDateTime(r.created_at),
  };
}
