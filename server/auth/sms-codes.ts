import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { SmsRules } from '../config';
import type { Db } from '../db/connect';
import { toCount } from '../db/count';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { lockoutAddress } from './lockout';

export type SmsCodeRules = Pick<SmsRules, 'codeTtlMs' | 'maxTries' | 'resendMs' | 'windowMs' | 'perMobile' | 'perAddress'>;

export interface CodeRequest {
  mobile: string;
  purpose: string;
  ip: string;
  now: Date;
}

/** Issued (with the plain code, for the message) or refused until `retryAt`. */
export type Issued = { ok: true; code: string } | { ok: false; retryAt: Date };

/** 'missing': no live code was ever asked for (or it was already used); 'exhausted': too many wrong tries. */
export type CodeCheck = { result: 'ok' } | { result: 'wrong'; triesLeft: number } | { result: 'missing' | 'expired' | 'exhausted' };

/** Six random digits. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

function codeHash(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');
}

/** Stored as `salt$hash`: the table never shows a code. */
function storedHash(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${codeHash(salt, code)}`;
}

function matches(stored: string, code: string): boolean {
  const [salt = '', hash = ''] = stored.split('$');
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(codeHash(salt, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The earliest time a new code may be sent to `mobile` from `address`, or null for now. */
async function refusedUntil(
  trx: Transaction<Database>,
  mobile: string,
  address: string,
  now: Date,
  rules: SmsCodeRules,
): Promise<Date | null> {
  const since = new Date(now.getTime() - rules.windowMs);
  const ofMobile = await trx
    .selectFrom('sms_code')
    .select('created_at')
    .where('mobile', '=', mobile)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .execute();
  const { rows } = await sql<{ n: string | number; first: Date | null }>`
    select count(*) as n, min(created_at) as first from (
      select created_at from sms_code where ip = ${address} and created_at > ${since}
      order by created_at desc limit ${rules.perAddress}) latest`.execute(trx);
  const waits: number[] = [];
  const last = ofMobile[0];
  if (last) waits.push(last.created_at.getTime() + rules.resendMs);
  // A count is full until its oldest row within the window leaves it.
  const oldestCounted = ofMobile[rules.perMobile - 1];
  if (oldestCounted) waits.push(oldestCounted.created_at.getTime() + rules.windowMs);
  const byAddress = rows[0];
  if (byAddress?.first && toCount(byAddress.n) >= rules.perAddress) waits.push(new Date(byAddress.first).getTime() + rules.windowMs);
  const until = Math.max(0, ...waits);
  return until > now.getTime() ? new Date(until) : null;
}

/**
 * A new code for `mobile`, unless the limits refuse it (one per `resendMs`, `perMobile` per
 * window, `perAddress` per window from one address). The limits are rows, not memory, so they hold
 * across server processes; the counts are taken under locks on the mobile and the address so that
 * parallel requests cannot all pass them. `deliver` runs in the same transaction: if it throws,
 * no code is kept and nothing counts.
 */
export async function issueSmsCode(
  db: Db,
  request: CodeRequest,
  rules: SmsCodeRules,
  deliver: (code: string, trx: Transaction<Database>) => Promise<void>,
): Promise<Issued> {
  const address = lockoutAddress(request.ip);
  return inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`sms:mobile:${request.mobile}`}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(hashtext(${`sms:address:${address}`}))`.execute(trx);
    const retryAt = await refusedUntil(trx, request.mobile, address, request.now, rules);
    if (retryAt) return { ok: false, retryAt };
    const code = newSmsCode();
    await trx
      .insertInto('sms_code')
      .values({
        mobile: request.mobile,
        purpose: request.purpose,
        code_hash: storedHash(code),
        ip: address,
        created_at: request.now,
        expires_at: new Date(request.now.getTime() + rules.codeTtlMs),
        used_at: null,
      })
      .execute();
    await deliver(code, trx);
    return { ok: true, code };
  });
}

/**
 * Checks `code` against the latest code sent to `mobile` for `purpose` (older ones are replaced
 * by it). Every try counts, written before the answer, and the code is used at most once.
 */
export async function checkSmsCode(
  db: Db,
  mobile: string,
  purpose: string,
  code: string,
  now: Date,
  rules: Pick<SmsRules, 'maxTries'>,
): Promise<CodeCheck> {
  const latest = await db
    .selectFrom('sms_code')
    .select(['id', 'used_at', 'expires_at', 'attempts'])
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest || latest.used_at) return { result: 'missing' };
  if (latest.expires_at.getTime() <= now.getTime()) return { result: 'expired' };
  const tried = await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', rules.maxTries)
    .returning(['code_hash', 'attempts'])
    .executeTakeFirst();
  if (!tried) return { result: 'exhausted' };
  if (!matches(tried.code_hash, code)) {
    const triesLeft = rules.maxTries - tried.attempts;
    return triesLeft > 0 ? { result: 'wrong', triesLeft } : { result: 'exhausted' };
  }
  const used = await db
    .updateTable('sms_code')
    .set({ used_at: now })
    .where('id', '=', latest.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used ? { result: 'ok' } : { result: 'missing' };
}
