import type { Db } from '../db/connect';
import type { LoginLogTable } from '../db/schema';
import { hashToken } from './tokens';

export interface LoginAttempt {
  account: string;
  userId: number | null;
  /** Null for an account no user has: the attempt belongs to no merchant's log. */
  merchantId: number | null;
  userName: string;
  ip: string;
  method: LoginLogTable['method'];
  result: LoginLogTable['result'];
  /** The message the caller got; empty on success. */
  reason: string;
  at: Date;
}

/** One row of the login log (not audited: the log is its own record). */
export async function recordLogin(db: Db, attempt: LoginAttempt): Promise<void> {
  await db
    .insertInto('login_log')
    .values({
      account: attempt.account,
      user_id: attempt.userId,
      merchant_id: attempt.merchantId,
      user_name: attempt.userName,
      ip: attempt.ip,
      method: attempt.method,
      result: attempt.result,
      reason: attempt.reason,
      created_at: attempt.at,
    })
    .execute();
}

export interface LoginUser {
  id: number;
  merchantId: number;
  name: string;
  mobile: string;
  enabled: boolean;
  /** Its merchant is suspended by the platform (server/docs/platform.md). */
  suspended: boolean;
}

/** The user an account names, whatever its state, for the log. */
export async function findLoginUser(db: Db, by: { account: string; userType: string } | { id: number }): Promise<LoginUser | undefined> {
  let query = db
    .selectFrom('merchant_user as u')
    .innerJoin('merchant as m', 'm.id', 'u.merchant_id')
    .select(['u.id', 'u.merchant_id', 'u.name', 'u.mobile', 'u.enabled', 'm.suspended_at']);
  query = 'id' in by ? query.where('u.id', '=', by.id) : query.where('u.mobile', '=', by.account).where('u.user_type', '=', by.userType);
  const row = await query.executeTakeFirst();
  return (
    row && {
      id: row.id,
      merchantId: row.merchant_id,
      name: row.name,
      mobile: row.mobile,
      enabled: row.enabled,
      suspended: row.suspended_at !== null,
    }
  );
}

/** The user an authorization code was issued for (used or expired alike), for the log of a refused forced entry. */
export async function userOfAuthorizationCode(db: Db, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('authorization_code').select('user_id').where('code_hash', '=', hashToken(code)).executeTakeFirst();
  return row?.user_id;
}

/** The log row of an attempt by `user` (or by an account no user has). */
export function attemptOf(
  account: string,
  user: LoginUser | undefined,
  fields: Pick<LoginAttempt, 'ip' | 'method' | 'result' | 'reason' | 'at'>,
): LoginAttempt {
  return { account, userId: user?.id ?? null, merchantId: user?.merchantId ?? null, userName: user?.name ?? '', ...fields };
}
