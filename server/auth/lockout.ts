import type { Kysely } from 'kysely';
import { toCount } from '../db/count';
import type { Database } from '../db/schema';

export interface LockoutRules { windowMs: number; maxPerAccountAndIp: number; maxPerAccount: number }

/**
 * Locked when this address failed too often for the account, or when the account failed too
 * often from everywhere. The per-account limit is higher, so one attacking address reaches its
 * own limit long before it could lock the owner out at another address.
 */
export async function isLockedOut(db: Kysely<Database>, account: string, ip: string, now: Date, rules: LockoutRules): Promise<boolean> {
  const since = new Date(now.getTime() - rules.windowMs);
  const row = await db.selectFrom('login_failure')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.count('id').filterWhere('ip', '=', ip).as('from_ip'),
    ])
    .where('account', '=', account).where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return toCount(row.from_ip) >= rules.maxPerAccountAndIp || toCount(row.total) >= rules.maxPerAccount;
}

export async function recordFailure(db: Kysely<Database>, account: string, ip: string, now: Date): Promise<void> {
  await db.insertInto('login_failure').values({ account, ip, created_at: now }).execute();
}

/** A successful login forgets this address's failures for the account. */
export async function clearFailures(db: Kysely<Database>, account: string, ip: string): Promise<void> {
  await db.deleteFrom('login_failure').where('account', '=', account).where('ip', '=', ip).execute();
}
