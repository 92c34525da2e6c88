import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const ALL_PERMISSIONS = '*:*:*';

/** Who is calling: every protected query is scoped by `merchantId`. */
export interface UserIdentity {
  id: number;
  merchantId: number;
  code: string;
  name: string;
  mobile: string;
  userType: string;
  /** One of the user's roles holds `*:*:*` (every menu and permission of the user type). */
  grantsAll: boolean;
  permissions: string[];
  roles: { id: number; name: string }[];
  /**
   * Changes whenever what the user may do changes (a role given or taken, a role edited: its
   * version): sent with every answer (header `irr-grants`), so that the console reloads its menus
   * and permissions on the next call instead of at the next login.
   */
  grantsStamp: string;
}

/** A user's row as the identity needs it. */
export interface IdentityUser { id: number; merchant_id: number; code: string; name: string; mobile: string; user_type: string }
/** A role of the user as the identity needs it. */
export interface IdentityRole { id: number; name: string; grants_all: boolean; version: number }

/**
 * The identity of a user from its row, its roles (ordered by id) and the permissions of its menus;
 * `*:*:*` alone when a role grants all.
 */
export function identityOf(user: IdentityUser, roles: readonly IdentityRole[], menuPermissions: readonly string[]): UserIdentity {
  const grantsAll = roles.some((r) => r.grants_all);
  return {
    id: user.id, merchantId: user.merchant_id, code: user.code, name: user.name, mobile: user.mobile,
    userType: user.user_type, grantsAll, permissions: grantsAll ? [ALL_PERMISSIONS] : [...menuPermissions],
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    grantsStamp: createHash('sha256').update(JSON.stringify(roles.map((r) => [r.id, r.version, r.grants_all]))).digest('base64url').slice(0, 16),
  };
}

/** The enabled user with roles and permission strings, or undefined. */
export async function loadUserIdentity(db: Kysely<Database>, userId: number): Promise<UserIdentity | undefined> {
  const user = await db.selectFrom('merchant_user')
    .select(['id', 'merchant_id', 'code', 'name', 'mobile', 'user_type', 'enabled'])
    .where('id', '=', userId).executeTakeFirst();
  if (!user || !user.enabled) return undefined;
  const roles = await db.selectFrom('user_role').innerJoin('role', 'role.id', 'user_role.role_id')
    .select(['role.id', 'role.name', 'role.grants_all', 'role.version'])
    .where('user_role.user_id', '=', userId).where('role.merchant_id', '=', user.merchant_id)
    .orderBy('role.id').execute();
  const permissions = roles.some((r) => r.grants_all)
    ? []
    : (await db.selectFrom('role_menu').innerJoin('menu', 'menu.id', 'role_menu.menu_id')
      .select('menu.permission').distinct()
      .where('role_menu.role_id', 'in', roles.length ? roles.map((r) => r.id) : [-1])
      .where('menu.user_type', '=', user.user_type).where('menu.permission', '<>', '')
      .orderBy('menu.permission').execute()).map((r) => r.permission);
  return identityOf(user, roles, permissions);
}

export function hasPermission(user: UserIdentity, permission: string): boolean {
  return user.permissions.includes(ALL_PERMISSIONS) || user.permissions.includes(permission);
}
