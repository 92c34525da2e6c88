import { sql, type Kysely } from 'kysely';
import type { UserIdentity } from '../../auth/user-identity';
import type { Database } from '../../db/schema';
import { fail } from '../../http/business-error';
import { systemMessages as msg } from './messages';

/**
 * Serialises the merchant's user and role writes (a row lock on the merchant, no update), so that
 * two administrators removing each other cannot both pass the last-administrator check.
 */
export async function lockMerchant(db: Kysely<Database>, merchantId: number): Promise<void> {
  await db.selectFrom('merchant').select('id').where('id', '=', merchantId).forUpdate().executeTakeFirstOrThrow();
}

/** The roles asked for, each the merchant's own and, for a caller without `*:*:*`, one it holds. */
export async function checkRoleIds(db: Kysely<Database>, caller: UserIdentity, roleIds: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(roleIds)];
  const found = await db.selectFrom('role').select('id').where('merchant_id', '=', caller.merchantId).where('id', 'in', wanted).execute();
  if (found.length !== wanted.length) throw fail(msg.roleUnknown);
  const held = new Set(caller.roles.map((r) => r.id));
  if (!caller.grantsAll && wanted.some((id) => !held.has(id))) throw fail(msg.roleNotHeld);
  return wanted;
}

/** A caller without `*:*:*` changes no user holding a role it does not hold itself. */
export async function checkWithinReach(db: Kysely<Database>, caller: UserIdentity, userId: number, refusal: string): Promise<void> {
  if (caller.grantsAll) return;
  const held = new Set(caller.roles.map((r) => r.id));
  const roles = await db.selectFrom('user_role').select('role_id').where('user_id', '=', userId).execute();
  if (roles.some((r) => !held.has(r.role_id))) throw fail(refusal);
}

/** After a write: the merchant keeps an enabled user holding one of its `*:*:*` roles, else all is rolled back. */
export async function keepAdministrable(db: Kysely<Database>, merchantId: number): Promise<void> {
  const admin = await db
    .selectFrom('merchant_user')
    .innerJoin('user_role', 'user_role.user_id', 'merchant_user.id')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .select('merchant_user.id')
    .where('merchant_user.merchant_id', '=', merchantId)
    .where('merchant_user.enabled', '=', true)
    .where('role.merchant_id', '=', merchantId)
    .where('role.grants_all', '=', true)
    .limit(1)
    .executeTakeFirst();
  if (!admin) throw fail(msg.lastAdministrator);
}

/** Sets the user's roles, touching only the rows that change (so the log shows only those). */
export async function syncUserRoles(db: Kysely<Database>, userId: number, roleIds: readonly number[]): Promise<void> {
  const current = new Set(
    (await db.selectFrom('user_role').select('role_id').where('user_id', '=', userId).execute()).map((r) => r.role_id),
  );
  const gone = [...current].filter((id) => !roleIds.includes(id));
  const added = roleIds.filter((id) => !current.has(id));
  if (gone.length) await db.deleteFrom('user_role').where('user_id', '=', userId).where('role_id', 'in', gone).execute();
  if (added.length)
    await db
      .insertInto('user_role')
      .values(added.map((role_id) => ({ user_id: userId, role_id })))
      .execute();
}

/** Advisory lock key of user code allocation (migrate.ts holds 7_270_001). */
const USER_CODE_LOCK = 7_270_005;

/** Next free user code in the seed's shape (U0001, U0002...); the lock keeps two adds from taking the same one. */
export async function nextUserCode(db: Kysely<Database>): Promise<string> {
  await sql`select pg_advisory_xact_lock(${USER_CODE_LOCK})`.execute(db);
  const last = await db
    .selectFrom('merchant_user')
    .select('code')
    .where(sql<boolean>`code ~ '^U[0-9]+$'`)
    .orderBy(sql`length(code)`, 'desc')
    .orderBy('code', 'desc')
    .limit(1)
    .executeTakeFirst();
  const n = last ? Number(last.code.slice(1)) + 1 : 1;
  return `U${String(n).padStart(4, '0')}`;
}
