import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PaymentProvider } from './payment-provider';
import { periodicJob } from '../jobs/periodic-job';
import { payOut, resumePayout, settleEndedPeriods } from './settlements';

/**
 * A payout left sent (pro01) this long is asked about: longer than any provider call takes, so a
 * process never asks about another's payout still in flight.
 */
export const RESUME_AFTER_MS = 5 * 60_000;

export interface SettlementJob {
  /** One pass: the ended periods of every merchant with a way, then the payouts waiting or unanswered. */
  runOnce(): Promise<void>;
  /** Pays out one settlement now (after 申请结算 or 重新打款 commit). */
  payNow(settlementId: number): Promise<void>;
  stop(): void;
  /** The passes ended and failed (the metrics). */
  readonly runs: { ended: number; failed: number };
}

/**
 * The scheduled settlement job of one server process (every `everyMs`; 0: only when asked, as in
 * tests). Every process of a deployment runs it: the database decides which one makes a period
 * (settlements.ts), and a payout is claimed before it is sent.
 */
export function settlementJob(
  db: Kysely<Database>,
  payments: PaymentProvider,
  opts: { now: () => Date; everyMs: number; log: (line: string) => void },
): SettlementJob {
  const pass = async () => {
    const now = opts.now();
    const merchants = await db.selectFrom('settlement_setting').select('merchant_id').where('way', '<>', 'none').execute();
    for (const { merchant_id: merchantId } of merchants) await settleEndedPeriods(db, merchantId, now);
    const unanswered = await db
      .selectFrom('settlement')
      .select(['id', 'payout_no'])
      .where('status', '=', 'pro01')
      .where('updated_at', '<', new Date(now.getTime() - RESUME_AFTER_MS))
      .execute();
    for (const s of unanswered) if (s.payout_no) await resumePayout(db, payments, s.id, s.payout_no, opts.now);
    const waiting = await db.selectFrom('settlement').select('id').where('status', '=', 'waitPay').orderBy('id').execute();
    for (const s of waiting) await payOut(db, payments, s.id, opts.now);
  };
  const job = periodicJob('settlement', pass, opts);
  return {
    runOnce: job.runOnce,
    payNow: (settlementId) => payOut(db, payments, settlementId, opts.now),
    stop: job.stop,
    runs: job.runs,
  };
}
