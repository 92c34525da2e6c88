// Bulk-loads a merchant's ledger for the money bench: farmers with a card each, the cards'
// withdrawable accounts, and journal entries of two postings each (a cash recharge of 200 yuan,
// then three well orders of 30 yuan paid from the card, round after round), spread over the
// last year, in a handful of generate_series statements.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { accountOf } from '../server/money/ledger';

export interface LoadedLedger {
  /** Ids of the loaded cards, in order. */
  cardIds: number[];
  /** How the ledger's row triggers were kept out of the load. */
  triggersOff: string;
}

/**
 * Adds `postings` postings (half as many entries) on `cards` new cards of the merchant. The
 * posting triggers (kept balance, balanced entry) would run once per row: they are disabled for
 * the load, each posting's balance after it is computed with a window sum, each account's kept
 * balance is set to the sum of its postings in one UPDATE, and the entries are checked to balance.
 * The posting indexes are dropped during the load and built again, then the tables are analysed.
 */
export async function loadLedger(db: Kysely<Database>, merchantId: number, postings: number, cards: number): Promise<LoadedLedger> {
  const entries = Math.floor(postings / 2);
  const places = await db.selectFrom('place').select('id').where('merchant_id', '=', merchantId).orderBy('id').execute();
  const cash = await accountOf(db, merchantId, 'cash', 'A');
  const revenue = await accountOf(db, merchantId, 'revenue', 'A');
  const placeIds = sql.val(places.map((p) => p.id));
  const loaded = await db.transaction().execute(async (trx) => {
    let triggersOff = 'alter table posting disable trigger user';
    try {
      await sql`savepoint disable_triggers`.execute(trx);
      await sql.raw(triggersOff).execute(trx);
    } catch {
      // not the table's owner: the whole session skips user triggers instead (superuser only)
      await sql`rollback to savepoint disable_triggers`.execute(trx);
      triggersOff = 'set local session_replication_role = replica';
      await sql.raw(triggersOff).execute(trx);
    }
    await sql`insert into farmer (merchant_id, name, mobile, id_card, place_id, created_at)
      select ${merchantId}, '压测' || g, '139' || lpad(g::text, 8, '0'), 'BENCH' || lpad(g::text, 13, '0'),
        (${placeIds}::int[])[1 + g % ${places.length}], now() - interval '400 days'
      from generate_series(1, ${cards}) g`.execute(trx);
    await sql`insert into card (merchant_id, farmer_id, card_no, card_type, status, created_at)
      select ${merchantId}, f.id, 'B' || substr(f.id_card, 8), 'online', 'normal', f.created_at
      from farmer f where f.merchant_id = ${merchantId} and f.id_card like 'BENCH%' order by f.id`.execute(trx);
    const cardRows = await trx
      .selectFrom('card')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('card_no', 'like', 'B%')
      .orderBy('id')
      .execute();
    const cardIds = cardRows.map((c) => c.id);
    // a card's two accounts, as card/issue opens them; the gift one stays empty here
    await sql`insert into ledger_account (merchant_id, kind, source, card_id)
      select ${merchantId}, 'card', s.source, id from unnest(${sql.val(cardIds)}::int[]) id cross join (values ('A'), ('N')) s(source)`.execute(
      trx,
    );
    const accounts = await sql<{ id: number }>`select id from ledger_account
      where card_id = any(${sql.val(cardIds)}::int[]) and kind = 'card' and source = 'A' order by card_id`.execute(trx);
    const accountIds = accounts.rows.map((a) => a.id);
    const indexes = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes where tablename = 'posting' and indexname like 'posting_%_idx'`.execute(trx);
    for (const { indexname } of indexes.rows) await sql`drop index ${sql.ref(indexname)}`.execute(trx);

    const base = await sql<{ entry: number; posting: number }>`
      select (select coalesce(max(id), 0) from journal_entry) as entry, (select coalesce(max(id), 0) from posting) as posting`.execute(trx);
    const { entry: entryBase, posting: postingBase } = base.rows[0]!;
    // entry g: card (g - 1) % cards, in round (g - 1) / cards; a card's rounds go recharge, pay, pay, pay
    await sql`insert into journal_entry (id, merchant_id, flow_type, card_id, memo, created_at)
      select ${entryBase} + g, ${merchantId}, case when ((g - 1) / ${cards}) % 4 = 0 then 'recharge' else 'pay' end,
        (${sql.val(cardIds)}::int[])[1 + (g - 1) % ${cards}], 'BENCH' || lpad(g::text, 9, '0'),
        now() - (${entries} - g) * interval '60 seconds'
      from generate_series(1, ${entries}) g`.execute(trx);
    await sql`insert into posting (id, entry_id, merchant_id, account_id, amount_fen, balance_after_fen, created_at)
      select x.id, x.entry_id, ${merchantId}, x.account_id, x.fen,
        a.balance_fen + sum(x.fen) over (partition by x.account_id order by x.id), x.created_at
      from (
        select ${postingBase} + 2 * g - 1 + leg as id, ${entryBase} + g as entry_id, now() - (${entries} - g) * interval '60 seconds' as created_at,
          case when ((g - 1) / ${cards}) % 4 = 0 then (case leg when 0 then ${cash} else card end)
               else (case leg when 0 then card else ${revenue} end) end as account_id,
          case when ((g - 1) / ${cards}) % 4 = 0 then (case leg when 0 then -20000 else 20000 end)
               else (case leg when 0 then -3000 else 3000 end) end as fen
        from generate_series(1, ${entries}) g
        cross join lateral (select (${sql.val(accountIds)}::int[])[1 + (g - 1) % ${cards}] as card) c
        cross join (values (0), (1)) l(leg)
      ) x join ledger_account a on a.id = x.account_id`.execute(trx);
    await sql`select setval(pg_get_serial_sequence('journal_entry', 'id'), ${entryBase + entries})`.execute(trx);
    await sql`select setval(pg_get_serial_sequence('posting', 'id'), ${postingBase + 2 * entries})`.execute(trx);
    for (const { indexdef } of indexes.rows) await sql.raw(indexdef).execute(trx);
    await sql`update ledger_account a set balance_fen = s.fen, posting_count = s.n
      from (select account_id, sum(amount_fen) as fen, count(*) as n from posting where merchant_id = ${merchantId} group by account_id) s
      where a.id = s.account_id and (a.balance_fen, a.posting_count) <> (s.fen, s.n)`.execute(trx);
    const unbalanced = await sql<{ n: number | string }>`select count(*) as n from (select entry_id from posting
      where entry_id > ${entryBase} group by entry_id having sum(amount_fen) <> 0) u`.execute(trx);
    if (Number(unbalanced.rows[0]!.n) !== 0) throw new Error(`${unbalanced.rows[0]!.n} loaded journal entries do not balance`);
    if (triggersOff.startsWith('alter')) await sql`alter table posting enable trigger user`.execute(trx);
    return { cardIds, triggersOff };
  });
  await sql`vacuum analyze farmer, card, ledger_account, journal_entry, posting`.execute(db);
  return loaded;
}
