import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { ACCOUNT_KINDS, FLOW_TYPES } from '../../src/api/contract/money/fields';

export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export type FlowType = (typeof FLOW_TYPES)[number];
export type FundSource = 'A' | 'N';

/** One side of a journal entry: `fen` (signed) on an account of the entry's merchant. */
export interface Leg { account: AccountRef; fen: number }

export interface EntryHead {
  merchantId: number; flowType: FlowType; at: Date; userId: number | null;
  cardId?: number | null; rechargeId?: number | null; billId?: number | null; refundId?: number | null;
  /** The recharge refund (退充值) it belongs to. */
  rechargeRefundId?: number | null; memo?: string;
}

/**
 * The id of the merchant's account of `kind` and `source` (a card's when `cardId`), created on
 * first use. Concurrent first uses meet on the unique key and read the one row.
 */
export async function accountOf(db: Db, merchantId: number, kind: AccountKind, source: FundSource, cardId: number | null = null): Promise<number> {
  const found = await db.selectFrom('ledger_account').select('id')
    .where('merchant_id', '=', merchantId).where('kind', '=', kind).where('source', '=', source)
    .where(sql<boolean>`coalesce(card_id, 0) = ${cardId ?? 0}`).executeTakeFirst();
  if (found) return found.id;
  const { rows } = await sql<{ id: number }>`
    insert into ledger_account (merchant_id, kind, source, card_id) values (${merchantId}, ${kind}, ${source}, ${cardId})
    on conflict (merchant_id, kind, source, coalesce(card_id, 0)) do nothing returning id`.execute(db);
  return rows[0]?.id ?? accountOf(db, merchantId, kind, source, cardId);
}

export interface AccountRef { kind: AccountKind; source: FundSource; cardId?: number | null }

/**
 * The ids of several accounts of the merchant in one read (created on first use, as accountOf),
 * in the order asked.
 */
export async function accountsOf(db: Db, merchantId: number, refs: readonly AccountRef[]): Promise<number[]> {
  const keyOf = (kind: string, source: string, cardId: number | null | undefined) => `${kind}:${source}:${cardId ?? 0}`;
  const cards = [...new Set(refs.map((r) => r.cardId ?? 0))];
  const rows = await db.selectFrom('ledger_account').select(['id', 'kind', 'source', 'card_id']).where('merchant_id', '=', merchantId)
    .where(sql<boolean>`coalesce(card_id, 0) in (${sql.join(cards)})`).execute();
  const found = new Map(rows.map((r) => [keyOf(r.kind, r.source, r.card_id), r.id]));
  const ids: number[] = [];
  for (const r of refs) ids.push(found.get(keyOf(r.kind, r.source, r.cardId)) ?? await accountOf(db, merchantId, r.kind, r.source, r.cardId ?? null));
  return ids;
}

/**
 * Writes one journal entry and its postings (zero legs left out; the accounts read at once); none
 * when every leg is zero.
 * The legs must sum to zero (the database checks it again at commit). Postings go in account
 * order, so two entries on the same accounts lock them in the same order and cannot deadlock.
 */
export async function postEntry(db: Db, head: EntryHead, legs: readonly Leg[]): Promise<number | null> {
  const nonzero = legs.filter((l) => l.fen !== 0);
  if (nonzero.length === 0) return null;
  const ids = await accountsOf(db, head.merchantId, nonzero.map((l) => l.account));
  const moving = nonzero.map((l, i) => ({ account: ids[i]!, fen: l.fen })).sort((a, b) => a.account - b.account);
  if (moving.some((l) => !Number.isSafeInteger(l.fen)) || moving.reduce((sum, l) => sum + l.fen, 0) !== 0) {
    throw new Error(`unbalanced journal entry: ${JSON.stringify(moving)}`);
  }
  // the entry and its postings in one statement; the postings go in in the order of the values
  const { rows } = await sql<{ id: number }>`
    with entry as (
      insert into journal_entry (merchant_id, flow_type, card_id, recharge_id, bill_id, refund_id, recharge_refund_id, user_id, memo, created_at)
      values (${head.merchantId}, ${head.flowType}, ${head.cardId ?? null}, ${head.rechargeId ?? null}, ${head.billId ?? null},
        ${head.refundId ?? null}, ${head.rechargeRefundId ?? null}, ${head.userId}, ${head.memo ?? ''}, ${head.at}) returning id)
    insert into posting (entry_id, merchant_id, account_id, amount_fen, created_at)
    select entry.id, ${head.merchantId}, leg.account_id, leg.amount_fen, ${head.at}
    from entry, (values ${sql.join(moving.map((l, i) => sql`(${i}::int, ${l.account}::int, ${l.fen}::bigint)`))}) as leg (n, account_id, amount_fen)
    order by leg.n
    returning entry_id as id`.execute(db);
  return rows[0]!.id;
}

export interface CardBalances { realFen: number; giftFen: number; frozenRealFen: number; frozenGiftFen: number }

/** The kept balances of a card's accounts (what it holds, and what is frozen while it is lost). */
export async function cardBalances(db: Db, cardId: number): Promise<CardBalances> {
  const rows = await db.selectFrom('ledger_account').select(['kind', 'source', 'balance_fen']).where('card_id', '=', cardId).execute();
  const of = (kind: string, source: string) => Number(rows.find((r) => r.kind === kind && r.source === source)?.balance_fen ?? 0);
  return { realFen: of('card', 'A'), giftFen: of('card', 'N'), frozenRealFen: of('frozen', 'A'), frozenGiftFen: of('frozen', 'N') };
}
