import { sql, type Kysely, type Transaction } from 'kysely';
import type { CallDef } from '../../src/api/contract/define-call';
import type { UserIdentity } from '../auth/user-identity';
import type { Database } from '../db/schema';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { BusinessError } from '../http/business-error';
import { serverMessages } from '../http/messages';

/** Who is writing, as the audit trigger (migration 008) records it on each operation. */
export interface Actor {
  merchantId: number;
  userId: number;
  userName: string;
  userMobile: string;
  ip: string;
  /** The call's path (e.g. plat/role/edit) and the permission it needed, if any. */
  path: string;
  permission: string;
  /** The server clock (ISO), so that tests with a fixed clock see their own times. */
  at: string;
}

/** The actor of a user's call: the call's path and the permission it needs. */
export function actorOf(user: UserIdentity, ip: string, call: CallDef, now: Date): Actor {
  return actorOfAccount(user, ip, call, now);
}

/**
 * The actor of a call made without a logged-in user for the account it writes (a login stamping
 * last_login_at, a recovered password): that account is who the operation log names.
 */
export function actorOfAccount(user: { id: number; merchantId: number; name: string; mobile: string }, ip: string, call: CallDef, now: Date): Actor {
  return {
    merchantId: user.merchantId, userId: user.id, userName: user.name, userMobile: user.mobile, ip,
    path: call.path, permission: typeof call.access === 'object' ? call.access.permission : '', at: now.toISOString(),
  };
}

/** A signed request's nonce, taken in the call's own transaction (see nonceExpiry). */
export interface TransactionNonce { value: string; expiresAt: Date }

/**
 * Runs `work` in one transaction that names the actor: every row it changes is written to the
 * operation log by the trigger, in the same transaction, so a rolled back call leaves no entry.
 * With a `nonce`, the same first statement takes the request's nonce (refused when taken before:
 * a replay); it is then kept only if the call commits, and a read commits without a WAL flush of
 * its own, the nonce table being unlogged (migration 013).
 */
export async function audited<T>(db: Kysely<Database>, actor: Actor, work: (trx: Transaction<Database>) => Promise<T>, nonce?: TransactionNonce): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (!nonce) {
      await sql`select set_config('irr.actor', ${JSON.stringify(actor)}, true)`.execute(trx);
      return work(trx);
    }
    const { rows } = await sql<{ fresh: boolean }>`
      with taken as (insert into nonce (value, expires_at) values (${nonce.value}, ${nonce.expiresAt}) on conflict (value) do nothing returning 1)
      select set_config('irr.actor', ${JSON.stringify(actor)}, true) is not null and exists (select 1 from taken) as fresh`.execute(trx);
    if (!rows[0]?.fresh) throw new BusinessError(ErrorCode.CREDENTIALS_EXPIRED, serverMessages.nonceReplayed);
    return work(trx);
  });
}
