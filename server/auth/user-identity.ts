import { createHash } from 'node:crypto';
import { lineAllows, type ServiceLine } from '../../src/api/contract/service-lines';

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
  /** Without the permissions of a business line the merchant lacks (they are not held, even under `*:*:*`). */
  permissions: string[];
  roles: { id: number; name: string }[];
  /** The merchant's business lines (migration 016). */
  serviceLines: readonly ServiceLine[];
  /**
   * Changes whenever what the user may do changes (a role given or taken, a role edited: its
   * version, its menus changed by anyone: its stamp; a business line of the merchant added or
   * taken): sent with every answer (header `irr-grants`), so that the console reloads its menus
   * and permissions on the next call instead of at the next login.
   */
  grantsStamp: string;
}

/** A user's row as the identity needs it. */
export interface IdentityUser {
  id: number;
  merchant_id: number;
  code: string;
  name: string;
  mobile: string;
  user_type: string;
}
/** A role of the user as the identity needs it; `stamp` moves with its menus (migration 014). */
export interface IdentityRole {
  id: number;
  name: string;
  grants_all: boolean;
  version: number;
  stamp: number;
}

/**
 * The identity of a user from its row, its roles (ordered by id), the permissions of its menus and
 * its merchant's business lines; `*:*:*` alone when a role grants all.
 */
export function identityOf(
  user: IdentityUser,
  roles: readonly IdentityRole[],
  menuPermissions: readonly string[],
  serviceLines: readonly ServiceLine[],
): UserIdentity {
  const grantsAll = roles.some((r) => r.grants_all);
  const stamped = [roles.map((r) => [r.id, r.version, r.grants_all, r.stamp]), serviceLines];
  return {
    id: user.id,
    merchantId: user.merchant_id,
    code: user.code,
    name: user.name,
    mobile: user.mobile,
    userType: user.user_type,
    grantsAll,
    permissions: grantsAll ? [ALL_PERMISSIONS] : menuPermissions.filter((p) => lineAllows(serviceLines, p)),
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    serviceLines,
    grantsStamp: createHash('sha256').update(JSON.stringify(stamped)).digest('base64url').slice(0, 16),
  };
}

/** Whether the user holds `permission`: granted (or `*:*:*`), and of a business line the merchant runs. */
export function hasPermission(user: UserIdentity, permission: string): boolean {
  return lineAllows(user.serviceLines, permission) && (user.permissions.includes(ALL_PERMISSIONS) || user.permissions.includes(permission));
}
