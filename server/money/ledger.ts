import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { ACCOUNT_KINDS, FLOW_TYPES } from '../../src/api/contract/money/fields';

export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export type FlowType = (typeof FLOW_TYPES)[number];
export type FundSource = 'A' | 'N';

/** One side of a journal entry: `fen` (signed) on an account of the entry's merchant. */
export interface Leg {
  account: AccountRef;
  fen: number;
}

export interface EntryHead {
  merchantId: number;
  flowType: FlowType;
  at: Date;
  userId: number | null;
  cardId?: number | null;
  rechargeId?: number | null;
  billId?: number | null;
  refundId?: number | null;
  /** The recharge refund (退充值) it belongs to. */
  rechargeRefundId?: number | null;
  memo?: string;
}

/**
 * How many rows each merchant account (cash, clearing, promotion, revenue of a fund source) is kept
 * in: an entry posts to one of them, so that a merchant's concurrent recharges and well orders do
 * not all queue on one row's lock (migration 011). A card's accounts are one row each.
 */
export const MERCHANT_SLOTS = 8;

/**
 * The slot of the merchant accounts an entry posts to: its card's (the same card always the same
 * slot; its writes queue on the card's lock anyway), else its bill's or recharge's, spreading the
 * entries without a card over the slots.
 */
export const slotOf = (head: Pick<EntryHead, 'cardId' | 'billId' | 'rechargeId'>): number =>
  (head.cardId ?? head.billId ?? head.rechargeId ?? 0) % MERCHANT_SLOTS;

/**
 * The id of the merchant's account of `kind` and `source` (a card's when `cardId`; of a merchant
 * account, its row `slot`), created on first use. Concurrent first uses meet on the unique key and
 * read the one row.
 */
export async function accountOf(
  db: Db,
  merchantId: number,
  kind: AccountKind,
  source: FundSource,
  cardId: number | null = null,
  slot = 0,
): Promise<number> {
  const found = await db
    .selectFrom('ledger_account')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('source', '=', source)
    .where(sql<boolean>`coalesce(card_id, 0) = ${cardId ?? 0}`)
    .where('slot', '=', slot)
    .executeTakeFirst();
  if (found) return found.id;
  const { rows } = await sql<{ id: number }>`
    insert into ledger_account (merchant_id, kind, source, card_id, slot) values (${merchantId}, ${kind}, ${source}, ${cardId}, ${slot})
    on conflict (merchant_id, kind, source, coalesce(card_id, 0), slot) do nothing returning id`.execute(db);
  return rows[0]?.id ?? accountOf(db, merchantId, kind, source, cardId, slot);
}

/** An account of the entry's merchant: a card's (`cardId`), or a merchant account's row `slot` (default 0). */
export interface AccountRef {
  kind: AccountKind;
  source: FundSource;
  cardId?: number | null;
  slot?: number;
}

/**
 * The ids of several accounts of the merchant in one read (created on first use, as accountOf),
 * in the order asked.
 */
export async function accountsOf(db: Db, merchantId: number, refs: readonly AccountRef[]): Promise<number[]> {
  const keyOf = (kind: string, source: string, cardId: number | null | undefined, slot: number | undefined) =>
    `${kind}:${source}:${cardId ?? 0}:${slot ?? 0}`;
  const cards = [...new Set(refs.map((r) => r.cardId ?? 0))];
  const slots = [...new Set(refs.map((r) => r.slot ?? 0))];
  const rows = await db
    .selectFrom('ledger_account')
    .select(['id', 'kind', 'source', 'card_id', 'slot'])
    .where('merchant_id', '=', merchantId)
    .where(sql<boolean>`coalesce(card_id, 0) in (${sql.join(cards)})`)
    .where('slot', 'in', slots)
    .execute();
  const found = new Map(rows.map((r) => [keyOf(r.kind, r.source, r.card_id, r.slot), r.id]));
  const ids: number[] = [];
  for (const r of refs) {
    ids.push(
      found.get(keyOf(r.kind, r.source, r.cardId, r.slot)) ??
        (await accountOf(db, merchantId, r.kind, r.source, r.cardId ?? null, r.slot ?? 0)),
    );
  }
  return ids;
}

/**
 * Writes one journal entry and its postings (zero legs left out; the accounts read at once); none
 * when every leg is zero.
 * The legs must sum to zero (the database checks it again at commit). Postings go in account
 * order, so two entries on the same accounts lock them in the same order and cannot deadlock.
 */
export async function postEntry(db: Db, head: EntryHead, legs: readonly Leg[]): Promise<number | null> {
  const [id] = await postEntries(db, [{ head, legs }]);
  return id ?? null;
}

/**
 * Several entries of one operation, in turn (a recharge and its gift). Their accounts are locked
 * first, all of them in account order, as one entry takes its own: posted one entry after the
 * other, a recharge would hold its clearing account while waiting for promotions, and a refund of
 * a recharge holding promotions (the lower id) would wait for that clearing account: a deadlock.
 */
export async function postEntries(db: Db, entries: readonly { head: EntryHead; legs: readonly Leg[] }[]): Promise<(number | null)[]> {
  const refs = entries.map(({ head, legs }) => {
    // the merchant's side in the slot the entry picks (a card's accounts have none)
    const slot = slotOf(head);
    return legs.filter((l) => l.fen !== 0).map((l) => ({ ref: l.account.cardId ? l.account : { ...l.account, slot }, fen: l.fen }));
  });
  const all = refs.flat();
  if (all.length === 0) return entries.map(() => null);
  const ids = await accountsOf(
    db,
    entries[0]!.head.merchantId,
    all.map((r) => r.ref),
  );
  if (refs.filter((r) => r.length > 0).length > 1) {
    await sql`select id from ledger_account where id in (${sql.join([...new Set(ids)])}) order by id for no key update`.execute(db);
  }
  const written: (number | null)[] = [];
  let next = 0;
  for (const [i, { head }] of entries.entries()) {
    const moving = refs[i]!.map((r) => ({ account: ids[next++]!, fen: r.fen })).sort((x, y) => x.account - y.account);
    written.push(moving.length === 0 ? null : await writeEntry(db, head, moving));
  }
  return written;
}

async function writeEntry(db: Db, head: EntryHead, moving: readonly { account: number; fen: number }[]): Promise<number> {
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

export interface CardBalances {
  realFen: number;
  giftFen: number;
  frozenRealFen: number;
  frozenGiftFen: number;
}

/** The kept balances of a card's accounts (what it holds, and what is frozen while it is lost). */
export async function cardBalances(db: Db, cardId: number): Promise<CardBalances> {
  const rows = await db.selectFrom('ledger_account').select(['kind', 'source', 'balance_fen']).where('card_id', '=', cardId).execute();
  const of = (kind: string, source: string) => Number(rows.find((r) => r.kind === kind && r.source === source)?.balance_fen ?? 0);
  return { realFen: of('card', 'A'), giftFen: of('card', 'N'), frozenRealFen: of('frozen', 'A'), frozenGiftFen: of('frozen', 'N') };
}
