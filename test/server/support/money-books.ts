import assert from 'node:assert/strict';
import { sql, type RawBuilder } from 'kysely';
import { ledgerCalls } from '../../../src/api/contract';
import { rollupMismatches } from './report-expected';
import type { WellSuite } from './well';

/**
 * Every rule of the ledger, by SQL on the whole database (both merchants), and the trial balance
 * call of each merchant: what the money property tests (money-property, money-offline-property)
 * check after each run.
 */
export async function checkBooks(s: WellSuite): Promise<void> {
  const rows = async <T>(query: RawBuilder<T>): Promise<T[]> => (await query.execute(s.database.db)).rows;
  const [total] = await rows(sql<{ fen: string }>`select coalesce(sum(amount_fen), 0) as fen from posting`);
  assert.equal(Number(total!.fen), 0, 'postings sum to zero');
  assert.deepEqual(
    await rows(sql`select entry_id, sum(amount_fen) as fen from posting group by entry_id having sum(amount_fen) <> 0`),
    [],
    'each entry sums to zero',
  );
  assert.deepEqual(
    await rows(sql`select e.id from journal_entry e where not exists (select 1 from posting p where p.entry_id = e.id)`),
    [],
    'no entry without postings',
  );
  assert.deepEqual(
    await rows(sql`
    select a.id, a.balance_fen, coalesce(sum(p.amount_fen), 0) as posted from ledger_account a left join posting p on p.account_id = a.id
    group by a.id having a.balance_fen <> coalesce(sum(p.amount_fen), 0)`),
    [],
    'each kept balance is the sum of its postings',
  );
  assert.deepEqual(
    await rows(sql`select id, kind, balance_fen from ledger_account where kind in ('card', 'frozen') and balance_fen < 0`),
    [],
    'no card below zero',
  );
  // each posting's balance after it: the account's postings chain from 0 to its balance (in whatever order they locked it)
  assert.deepEqual(
    await rows(sql`
    with steps as (
      select account_id, balance_after_fen - amount_fen as v, 1 as side from posting
      union all select id, balance_fen, 1 from ledger_account
      union all select account_id, balance_after_fen, -1 from posting
      union all select id, 0, -1 from ledger_account)
    select account_id, v, sum(side) as n from steps group by account_id, v having sum(side) <> 0`),
    [],
    'balances after each posting chain up',
  );
  // where a card's money may be: a normal card holds none frozen, a lost one holds it all frozen, a replaced one none
  assert.deepEqual(
    await rows(sql`
    select c.id, c.status, a.kind, a.balance_fen from card c join ledger_account a on a.card_id = c.id
    where a.balance_fen <> 0 and (c.status = 'replace' or (c.status = 'normal' and a.kind = 'frozen') or (c.status = 'loss' and a.kind = 'card'))`),
    [],
    "money sits on the accounts the card's status allows",
  );
  assert.deepEqual(
    await rows(sql`
    select b.id, b.amount_fen, b.refunded_fen, b.count, b.refunded_count, b.status, coalesce(sum(r.amount_fen), 0) as refunds, coalesce(sum(r.count), 0) as pieces
    from bill b left join bill_refund r on r.bill_id = b.id group by b.id
    having b.refunded_fen > b.amount_fen or b.refunded_fen <> coalesce(sum(r.amount_fen), 0) or b.refunded_count <> coalesce(sum(r.count), 0)
      or b.refunded_gift_fen > b.gift_fen
      or b.status <> case when b.refunded_count = 0 then 'FINISH'
        when b.refunded_count = b.count or b.refunded_fen = b.amount_fen then 'REFUNDED' else 'PARTRFDED' end`),
    [],
    'each bill: refunds sum to what it says was refunded, never beyond what was paid',
  );
  // per source: withdrawable (A) and gift (N) money never turn into each other
  assert.deepEqual(
    await rows(sql`
    select b.id, b.amount_fen, b.gift_fen, b.refunded_fen, b.refunded_gift_fen,
      coalesce(sum(p.amount_fen) filter (where a.source = 'A'), 0) as revenue_a, coalesce(sum(p.amount_fen) filter (where a.source = 'N'), 0) as revenue_n
    from bill b left join journal_entry e on e.bill_id = b.id left join posting p on p.entry_id = e.id
      left join ledger_account a on a.id = p.account_id and a.kind = 'revenue'
    group by b.id
    having b.refunded_fen - b.refunded_gift_fen > b.amount_fen - b.gift_fen
      or coalesce(sum(p.amount_fen) filter (where a.source = 'A'), 0) <> (b.amount_fen - b.gift_fen) - (b.refunded_fen - b.refunded_gift_fen)
      or coalesce(sum(p.amount_fen) filter (where a.source = 'N'), 0) <> b.gift_fen - b.refunded_gift_fen`),
    [],
    "each bill's revenue, withdrawable and gift, is what it was paid less its refunds",
  );
  assert.deepEqual(
    await rows(sql`
    select o.id, o.result, count(e.id) as entries from recharge_order o left join journal_entry e on e.recharge_id = o.id and e.flow_type = 'recharge'
    group by o.id having count(e.id) <> case when o.result = 'succeed' then 1 else 0 end`),
    [],
    'a succeeded recharge is credited once, another never',
  );
  // each recharge: its refunds sum to what it says went back, of it and of its gift, never beyond it; its status says how much
  assert.deepEqual(
    await rows(sql`
    select o.id, o.amount_type, o.result, o.status, o.amount_fen, o.gift_fen, o.refunded_fen, o.refunded_gift_fen,
      count(r.id) as refunds, coalesce(sum(r.amount_fen), 0) as refunded, coalesce(sum(r.gift_fen), 0) as gift_back
    from recharge_order o left join recharge_refund r on r.recharge_id = o.id group by o.id
    having o.refunded_fen <> coalesce(sum(r.amount_fen), 0) or o.refunded_gift_fen <> coalesce(sum(r.gift_fen), 0)
      or o.refunded_fen < 0 or o.refunded_fen > o.amount_fen or o.refunded_gift_fen < 0 or o.refunded_gift_fen > o.gift_fen
      or (count(r.id) > 0 and (o.amount_type = 'dummy' or o.result <> 'succeed'))
      or o.status <> case when count(r.id) = 0 then 'paid' when o.refunded_fen = o.amount_fen then 'refund' else 'parterd' end`),
    [],
    'each recharge: refunds sum to what it says went back, never beyond it, never of a dummy or unpaid one; its status follows',
  );
  // each recharge refund: one entry naming it, of its recharge and the card the money left (the recharge's holder's), cash back
  // at the counter (underLineRefund) or through the provider (refund, its code kept); its legs take the amount and the gift off that card
  assert.deepEqual(
    await rows(sql`
    select r.id, r.recharge_id, r.card_id, r.amount_fen, r.gift_fen, o.pay_mode, r.provider_code, count(distinct e.id) as entries,
      min(e.flow_type) as flow_type, coalesce(sum(p.amount_fen) filter (where a.card_id = r.card_id and a.kind = 'card' and a.source = 'A'), 0) as card_a,
      coalesce(sum(p.amount_fen) filter (where a.card_id = r.card_id and a.kind = 'card' and a.source = 'N'), 0) as card_n
    from recharge_refund r join recharge_order o on o.id = r.recharge_id join card oc on oc.id = o.card_id join card rc on rc.id = r.card_id
      left join journal_entry e on e.recharge_refund_id = r.id left join posting p on p.entry_id = e.id left join ledger_account a on a.id = p.account_id
    group by r.id, o.id, oc.id, rc.id
    having count(distinct e.id) <> 1 or rc.farmer_id <> oc.farmer_id or r.merchant_id <> o.merchant_id
      or min(e.flow_type) <> case when o.pay_mode = 'cash' then 'underLineRefund' else 'refund' end or max(e.flow_type) <> min(e.flow_type)
      or min(e.recharge_id) <> r.recharge_id or max(e.recharge_id) <> r.recharge_id or min(e.card_id) <> r.card_id or max(e.card_id) <> r.card_id
      or (r.provider_code is null) <> (o.pay_mode = 'cash')
      or coalesce(sum(p.amount_fen) filter (where a.card_id = r.card_id and a.kind = 'card' and a.source = 'A'), 0) <> -r.amount_fen
      or coalesce(sum(p.amount_fen) filter (where a.card_id = r.card_id and a.kind = 'card' and a.source = 'N'), 0) <> -r.gift_fen
      or coalesce(sum(p.amount_fen) filter (where a.kind = case when o.pay_mode = 'cash' then 'cash' else 'clearing' end and a.source = 'A'), 0) <> r.amount_fen
      or coalesce(sum(p.amount_fen) filter (where a.kind = 'promotion' and a.source = 'N'), 0) <> r.gift_fen`),
    [],
    'each recharge refund has its entry: underLineRefund for cash, refund online, the money off the card it left, back to cash or clearing and promotions',
  );
  assert.deepEqual(
    await rows(sql`
    select e.id, e.flow_type, e.recharge_refund_id, e.refund_id from journal_entry e
    where (e.flow_type = 'underLineRefund' and e.recharge_refund_id is null) or (e.recharge_refund_id is not null and e.refund_id is not null)`),
    [],
    "a counter refund is a recharge refund's",
  );
  // every farmer's money, from the documents, per source: succeeded recharges less bills plus refunds
  assert.deepEqual(
    await rows(sql`
    with held as (select c.farmer_id, a.source, sum(a.balance_fen) as fen from card c join ledger_account a on a.card_id = c.id group by c.farmer_id, a.source),
    paid_in as (
      -- a dummy (free) recharge's amount is gift money
      select c.farmer_id, s.source, sum(case when (s.source = 'A') = (o.amount_type = 'real') then o.amount_fen else 0 end
        + case when s.source = 'N' then o.gift_fen else 0 end) as fen
      from recharge_order o join card c on c.id = o.card_id cross join (values ('A'), ('N')) as s(source) where o.result = 'succeed' group by c.farmer_id, s.source),
    spent as (
      select c.farmer_id, s.source,
        sum(case when s.source = 'A' then (b.amount_fen - b.gift_fen) - (b.refunded_fen - b.refunded_gift_fen) else b.gift_fen - b.refunded_gift_fen end) as fen
      from bill b join card c on c.id = b.card_id cross join (values ('A'), ('N')) as s(source) group by c.farmer_id, s.source),
    -- a recharge paid back: from the card the money left (the same farmer's as the recharge's card)
    refunded as (
      select c.farmer_id, s.source, sum(case when s.source = 'A' then r.amount_fen else r.gift_fen end) as fen
      from recharge_refund r join card c on c.id = r.card_id cross join (values ('A'), ('N')) as s(source) group by c.farmer_id, s.source),
    farmer_source as (select f.id, s.source from farmer f cross join (values ('A'), ('N')) as s(source))
    select fs.id, fs.source, coalesce(h.fen, 0) as held, coalesce(i.fen, 0) as paid_in, coalesce(x.fen, 0) as spent, coalesce(r.fen, 0) as refunded
    from farmer_source fs
    left join held h on h.farmer_id = fs.id and h.source = fs.source left join paid_in i on i.farmer_id = fs.id and i.source = fs.source
    left join spent x on x.farmer_id = fs.id and x.source = fs.source left join refunded r on r.farmer_id = fs.id and r.source = fs.source
    where coalesce(h.fen, 0) <> coalesce(i.fen, 0) - coalesce(x.fen, 0) - coalesce(r.fen, 0)`),
    [],
    'each farmer holds what was paid in less what was spent and what was paid back, withdrawable and gift',
  );
  // settlements: each chain of periods accounts for every entry it took, to the fen; a paid one has one payout entry of its money
  assert.deepEqual(
    await rows(sql`
    with chain as (
      select s.merchant_id, sum(case when s.status <> 'noSettle' then s.amount_fen + s.fee_fen + s.service_fen else 0 end) as out,
        (select l.amount_fen from settlement l where l.merchant_id = s.merchant_id and l.status = 'noSettle'
          and l.period_end = (select max(period_end) from settlement x where x.merchant_id = s.merchant_id)) as carried
      from settlement s group by s.merchant_id),
    taken as (select merchant_id, sum(amount_fen) as fen from settlement_item group by merchant_id)
    select c.merchant_id, c.out, c.carried, t.fen from chain c left join taken t on t.merchant_id = c.merchant_id
    where c.out + coalesce(c.carried, 0) <> coalesce(t.fen, 0)`),
    [],
    'what settlements pay out (and carry) is what they took',
  );
  assert.deepEqual(
    await rows(sql`
    select s.id, s.status, count(e.id) as entries, coalesce(sum(p.amount_fen) filter (where a.kind = 'clearing'), 0) as clearing
    from settlement s left join journal_entry e on e.memo = s.settlement_no and e.flow_type = 'withdrawals' and e.merchant_id = s.merchant_id
      left join posting p on p.entry_id = e.id left join ledger_account a on a.id = p.account_id
    group by s.id
    having count(distinct e.id) <> case when s.status = 'paid' then 1 else 0 end
      or coalesce(sum(p.amount_fen) filter (where a.kind = 'clearing'), 0) <> case when s.status = 'paid' then s.amount_fen + s.fee_fen + s.service_fen else 0 end`),
    [],
    'a paid settlement has one payout entry of its amount, fee and service charges; another none',
  );
  assert.deepEqual(
    await rows(sql`
    select i.entry_id from settlement_item i join journal_entry e on e.id = i.entry_id
    where e.flow_type = 'withdrawals' or not exists (select 1 from posting p join ledger_account a on a.id = p.account_id where p.entry_id = i.entry_id and a.kind = 'clearing')`),
    [],
    "a settlement takes entries of the provider's money only, never a payout",
  );
  assert.equal(await rollupMismatches(s.database.db), 0, 'the report rollups sum exactly the bills and refunds');
  for (const client of [s.admin, s.other]) {
    const res = await client.call<{ total: number; mismatches: number | null }>(ledgerCalls.trialBalance, { verify: true });
    assert.equal(res.body.errorCode, 0, `trialBalance: ${res.text.slice(0, 300)}`);
    assert.equal(res.body.data.total, 0, 'trial balance total');
    assert.equal(res.body.data.mismatches, 0, 'trial balance mismatches');
  }
}
