import { sql, type Kysely, type Transaction } from 'kysely';
import type { CallDef } from '../../src/api/contract/define-call';
import type { UserIdentity } from '../auth/user-identity';
import type { Database } from '../db/schema';

/** Who is writing, as the audit trigger (migration 008) records it on each operation. */
export interface Actor {
  merchantId: number;
  /** Null for the platform's own writes (server/platform/). */
  userId: number | null;
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
export function actorOfAccount(
  user: { id: number; merchantId: number; name: string; mobile: string },
  ip: string,
  call: CallDef,
  now: Date,
): Actor {
  return {
    merchantId: user.merchantId,
    userId: user.id,
    userName: user.name,
    userMobile: user.mobile,
    ip,
    path: call.path,
    permission: typeof call.access === 'object' ? call.access.permission : '',
    at: now.toISOString(),
  };
}

/**
 * Runs `work` in one transaction that names the actor: every row it changes is written to the
 * operation log by the trigger, in the same transaction, so a rolled back call leaves no entry.
 */
export async function audited<T>(db: Kysely<Database>, actor: Actor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await nameActor(trx, actor);
    return work(trx);
  });
}

/** Names the actor of the rest of `trx`: the rows it changes from here on are logged under it. */
export async function nameActor(trx: Transaction<Database>, actor: Actor): Promise<void> {
  // the actor as a literal (base64: no quote or backslash to escape in any quoting mode), so that
  // the statement has no parameters and goes out with the transaction's BEGIN (named-statements.ts)
  const named = sql.lit(Buffer.from(JSON.stringify(actor), 'utf8').toString('base64'));
  await sql`select set_config('irr.actor', convert_from(decode(${named}, 'base64'), 'UTF8'), true)`.execute(trx);
}
