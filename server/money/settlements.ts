import { sql, type Kysely } from 'kysely';
import type { PaymentResultCode } from '../../src/api/contract/money/payment-codes';
import type { SettlementWay } from '../../src/api/contract/money/settlement';
import { DEDUCTED_MODES } from '../../src/api/contract/money/service';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { fail } from '../http/business-error';
import { postEntry } from './ledger';
import { moneyMessages as msg } from './money-messages';
import type { PaymentProvider } from './payment-provider';
import { periodEndAfter, periodStartOf } from './settlement-periods';

/** Serialises the making of one merchant's settlements (with the merchant's id as the second key). */
const SETTLEMENT_LOCK = 7_270_017;
/**
 * How far before the last settlement's end the next looks for entries not taken yet: an entry
 * stamped before that end whose transaction committed after the settlement was made (a write in
 * flight at midnight) goes into the next one, never lost. No transaction here stays open that long.
 */
export const LATE_COMMIT_MS = 3_600_000;

export interface SettlementSettingRow {
  way: SettlementWay;
  pay_means: string;
  account_binding: string;
  bind_transfer_type: string;
  account_name: string;
  account_no: string;
  fee_permille: number;
  effective_from: Date | null;
  version: number;
}

/** A merchant that never saved a setting: settled by hand only, no account to pay into, the platform's fee. */
export const DEFAULT_SETTING: SettlementSettingRow = {
  way: 'none',
  pay_means: 'bank',
  account_binding: 'none',
  bind_transfer_type: 'both',
  account_name: '',
  account_no: '',
  fee_permille: 6,
  effective_from: null,
  version: 0,
};

export async function settingOf(db: Db, merchantId: number): Promise<SettlementSettingRow> {
  const row = await db
    .selectFrom('settlement_setting')
    .select([
      'way',
      'pay_means',
      'account_binding',
      'bind_transfer_type',
      'account_name',
      'account_no',
      'fee_permille',
      'effective_from',
      'version',
    ])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row ? { ...row, way: row.way as SettlementWay } : DEFAULT_SETTING;
}

export async function lockMerchantSettlements(db: Db, merchantId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${SETTLEMENT_LOCK}::int, ${merchantId}::int)`.execute(db);
}

interface LastSettlement {
  period_end: Date;
  amount_fen: number;
  status: string;
}

export async function lastSettlement(db: Db, merchantId: number): Promise<LastSettlement | undefined> {
  const row = await db
    .selectFrom('settlement')
    .select(['period_end', 'amount_fen', 'status'])
    .where('merchant_id', '=', merchantId)
    .orderBy('period_end', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { period_end: row.period_end, amount_fen: Number(row.amount_fen), status: row.status };
}

/**
 * The entries a settlement ending at `end` takes: every entry of the merchant's provider-held money
 * (`clearing`: online recharges and well orders, refunds through the provider; not the payouts
 * themselves) stamped before `end` and in no settlement yet, with what it brought to that money.
 */
function unsettled(db: Db, merchantId: number, from: Date, end: Date) {
  return (
    db
      .selectFrom('posting as p')
      .innerJoin('ledger_account as a', (j) => j.onRef('a.id', '=', 'p.account_id').on('a.kind', '=', 'clearing'))
      .innerJoin('journal_entry as e', (j) => j.onRef('e.id', '=', 'p.entry_id').on('e.flow_type', '<>', 'withdrawals'))
      .where('p.merchant_id', '=', merchantId)
      .where('p.created_at', '>=', from)
      .where('p.created_at', '<', end)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('settlement_item as i').select('i.entry_id').whereRef('i.entry_id', '=', 'p.entry_id'))),
      )
      .groupBy('p.entry_id')
      // the ledger keeps clearing as minus what the provider holds
      .select((eb) => ['p.entry_id', eb.neg(eb.fn.sum<string | number>('p.amount_fen')).as('held')])
  );
}

/** Where the search for unsettled entries starts: a little before the last settlement's end (see LATE_COMMIT_MS). */
const searchFrom = (last: LastSettlement | undefined) => new Date(last ? last.period_end.getTime() - LATE_COMMIT_MS : 0);

/** The platform's fee on a settlement's income, half up to the fen. */
export const feeOf = (incomeFen: number, permille: number) => Math.floor((incomeFen * permille + 500) / 1000);

/** The open period: what the next settlement would take now. */
/** What a settlement carries to the next: the whole amount (any sign) of one that paid nothing. */
const carryOf = (last: { status: string; amount_fen: string | number } | undefined): number =>
  last?.status === 'noSettle' ? Number(last.amount_fen) : 0;

export async function openPeriodOf(db: Db, merchantId: number, now: Date) {
  const last = await lastSettlement(db, merchantId);
  const held = await db
    .selectFrom(unsettled(db, merchantId, searchFrom(last), now).as('u'))
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string | number>(sql`greatest(u.held, 0)`), eb.lit(0)).as('income'),
      eb.fn.coalesce(eb.fn.sum<string | number>(sql`greatest(-u.held, 0)`), eb.lit(0)).as('refund'),
      eb.fn.countAll<string | number>().as('n'),
    ])
    .executeTakeFirstOrThrow();
  // what the last settlement carried over (one that paid nothing), as makeSettlement adds it
  return { last, incomeFen: Number(held.income), refundFen: Number(held.refund), itemCount: Number(held.n), carryFen: carryOf(last) };
}

export interface NewSettlement {
  merchantId: number;
  origin: 'job' | 'apply';
  periodStart: Date;
  periodEnd: Date;
  now: Date;
  setting: SettlementSettingRow;
}

const settlementNo = (merchantId: number, start: Date) =>
  `JS${merchantId}-${new Date(start.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14)}`;

/**
 * Makes one settlement, in the caller's transaction, which holds the merchant's settlement lock
 * (lockMerchantSettlements, taken before it read where the period starts): the entries not settled yet that are stamped before the period's end, their income and
 * refunds, the platform's fee, and what the settlement before it carried (a noSettle one carries its
 * whole amount, any sign). It is to be paid (waitPay; paused while no account is bound) when that
 * is more than 0, else noSettle and carried. Returns its id, or refuses 申请结算 with nothing to settle.
 */
export async function makeSettlement(trx: Db, s: NewSettlement): Promise<number> {
  const last = await lastSettlement(trx, s.merchantId);
  const carry = carryOf(last);
  const { id } = await trx
    .insertInto('settlement')
    .values({
      merchant_id: s.merchantId,
      settlement_no: settlementNo(s.merchantId, s.periodStart),
      origin: s.origin,
      way: s.setting.way,
      period_start: s.periodStart,
      period_end: s.periodEnd,
      carry_fen: carry,
      amount_fen: carry,
      pay_means: s.setting.pay_means,
      status: 'noSettle',
      created_at: s.now,
      updated_at: s.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('settlement_item')
    .columns(['settlement_id', 'merchant_id', 'entry_id', 'amount_fen'])
    .expression(
      trx
        .selectFrom(unsettled(trx, s.merchantId, searchFrom(last), s.periodEnd).as('u'))
        .select((eb) => [eb.val(id).as('settlement_id'), eb.val(s.merchantId).as('merchant_id'), 'u.entry_id', 'u.held']),
    )
    .execute();
  const sums = await trx
    .selectFrom('settlement_item')
    .where('settlement_id', '=', id)
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string | number>(sql`greatest(amount_fen, 0)`), eb.lit(0)).as('income'),
      eb.fn.coalesce(eb.fn.sum<string | number>(sql`greatest(-amount_fen, 0)`), eb.lit(0)).as('refund'),
      eb.fn.countAll<string | number>().as('n'),
    ])
    .executeTakeFirstOrThrow();
  const income = Number(sums.income);
  const refund = Number(sums.refund);
  const count = Number(sums.n);
  if (s.origin === 'apply' && count === 0 && carry <= 0) throw fail(msg.nothingToSettle);
  const net = income - refund + carry;
  const fee = feeOf(income, s.setting.fee_permille);
  const payable = net > fee;
  const service = payable ? await deductServiceCharges(trx, s.merchantId, id, s.periodEnd, net - fee) : 0;
  await trx
    .updateTable('settlement')
    .set({
      income_fen: income,
      refund_fen: refund,
      item_count: count,
      fee_fen: payable ? fee : 0,
      service_fen: service,
      amount_fen: payable ? net - fee - service : net,
      status: !payable ? 'noSettle' : s.setting.account_binding === 'none' ? 'paused' : 'waitPay',
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/**
 * The service charges (我的服务) of the modes the platform takes from settlements, due by the period's
 * end and not deducted yet, oldest first, each whole, as long as the settlement keeps something to
 * pay out: linked to the settlement, and paid when it is. Returns their sum.
 */
async function deductServiceCharges(
  trx: Db,
  merchantId: number,
  settlementId: number,
  periodEnd: Date,
  available: number,
): Promise<number> {
  const due = await trx
    .selectFrom('service_order')
    .select(['id', 'amount_fen'])
    .where('merchant_id', '=', merchantId)
    .where('status', '<>', 'paid')
    .where('settlement_id', 'is', null)
    .where('mode', 'in', DEDUCTED_MODES)
    .where('period_start', '<', periodEnd)
    .orderBy('period_start')
    .orderBy('id')
    .forUpdate()
    .execute();
  const taken: number[] = [];
  let sum = 0;
  for (const charge of due) {
    const fen = Number(charge.amount_fen);
    if (sum + fen >= available) break;
    taken.push(charge.id);
    sum += fen;
  }
  if (taken.length > 0) await trx.updateTable('service_order').set({ settlement_id: settlementId }).where('id', 'in', taken).execute();
  return sum;
}

/**
 * Makes the merchant's settlements of every period that has ended (catching up after downtime),
 * one transaction each, as the setting's way cuts them from the last settlement's end (the first
 * from the period holding the setting's start). Several processes may run it at once: the lock and
 * the check of the last settlement under it make each period once. Returns how many it made.
 */
export async function settleEndedPeriods(db: Kysely<Database>, merchantId: number, now: Date, most = 400): Promise<number> {
  let made = 0;
  while (made < most) {
    const one = await db.transaction().execute(async (trx) => {
      await lockMerchantSettlements(trx, merchantId);
      const setting = await settingOf(trx, merchantId);
      if (setting.way === 'none' || !setting.effective_from) return false;
      const last = await lastSettlement(trx, merchantId);
      const start = last?.period_end ?? periodStartOf(setting.way, setting.effective_from);
      const end = periodEndAfter(setting.way, start);
      if (end.getTime() > now.getTime()) return false;
      await makeSettlement(trx, { merchantId, origin: 'job', periodStart: start, periodEnd: end, now, setting });
      return true;
    });
    if (!one) break;
    made += 1;
  }
  return made;
}

/**
 * Pays out a settlement that waits for it (waitPay): first marks it sent (pro01) with a payout
 * number of its own, new for each attempt, and commits that; then asks the provider; then records
 * the answer. A crash between the two leaves it pro01 with the number, and `resumePayout` asks the
 * provider what became of that number instead of paying again.
 */
export async function payOut(db: Kysely<Database>, payments: PaymentProvider, settlementId: number, now: () => Date): Promise<void> {
  const claimed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('settlement')
      .select(['merchant_id', 'settlement_no', 'amount_fen', 'pay_means', 'attempts', 'status'])
      .where('id', '=', settlementId)
      .forUpdate()
      .executeTakeFirst();
    if (row?.status !== 'waitPay') return undefined;
    const attempts = row.attempts + 1;
    const payoutNo = `${row.settlement_no}-${attempts}`;
    await trx
      .updateTable('settlement')
      .set((eb) => ({ status: 'pro01', attempts, payout_no: payoutNo, updated_at: now(), version: eb('version', '+', 1) }))
      .where('id', '=', settlementId)
      .execute();
    return { merchantId: row.merchant_id, payoutNo, amountFen: Number(row.amount_fen), payMode: row.pay_means };
  });
  if (!claimed) return;
  let code: PaymentResultCode;
  try {
    code = await payments.payout({
      merchantId: claimed.merchantId,
      reference: claimed.payoutNo,
      amountFen: claimed.amountFen,
      payMode: claimed.payMode,
    });
  } catch {
    return; // no answer: it stays pro01 and resumePayout asks the provider later
  }
  await recordPayout(db, settlementId, claimed.payoutNo, code, now());
}

/**
 * The provider's answer for a payout number: N00000 pays the settlement (paid, and the ledger's
 * withdrawals entry: the provider holds the amount and the fee less, the merchant's account got the
 * amount, the platform the fee); E10010 keeps it pro01; another code fails it (重新打款 may retry).
 * An answer for an earlier attempt's number, or a settlement no longer pro01, changes nothing.
 */
export async function recordPayout(
  db: Kysely<Database>,
  settlementId: number,
  payoutNo: string,
  code: PaymentResultCode,
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('settlement')
      .select(['merchant_id', 'settlement_no', 'amount_fen', 'fee_fen', 'service_fen'])
      .where('id', '=', settlementId)
      .where('status', '=', 'pro01')
      .where('payout_no', '=', payoutNo)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return;
    const status = code === 'N00000' ? 'paid' : code === 'E10010' ? 'pro01' : 'failed';
    await trx
      .updateTable('settlement')
      .set((eb) => ({
        status,
        result_code: code,
        paid_at: code === 'N00000' ? at : null,
        updated_at: at,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', settlementId)
      .execute();
    if (code !== 'N00000') return;
    const amount = Number(row.amount_fen);
    // the platform's take: its fee and the service charges deducted
    const platform = Number(row.fee_fen) + Number(row.service_fen);
    await postEntry(trx, { merchantId: row.merchant_id, flowType: 'withdrawals', at, userId: null, memo: row.settlement_no }, [
      { account: { kind: 'clearing', source: 'A' }, fen: amount + platform },
      { account: { kind: 'payout', source: 'A' }, fen: -amount },
      { account: { kind: 'fee', source: 'A' }, fen: -platform },
    ]);
    await trx
      .updateTable('service_order')
      .set((eb) => ({ status: 'paid', paid_at: at, version: eb('version', '+', 1) }))
      .where('settlement_id', '=', settlementId)
      .where('status', '<>', 'paid')
      .execute();
  });
}

/** Asks the provider what became of a payout sent but not answered (pro01) and records it. */
export async function resumePayout(
  db: Kysely<Database>,
  payments: PaymentProvider,
  settlementId: number,
  payoutNo: string,
  now: () => Date,
): Promise<void> {
  const code = await payments.query(payoutNo);
  await recordPayout(db, settlementId, payoutNo, code, now());
}
