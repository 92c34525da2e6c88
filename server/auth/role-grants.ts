import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { IdentityRole } from './user-identity';

/** The menu permissions that a set of roles grants a user type, as a role's version stamps them. */
export interface RoleGrants {
  permissionsOf(db: Kysely<Database>, userType: string, roles: readonly IdentityRole[]): Promise<readonly string[]>;
}

const MAX_ENTRIES = 1000;

/**
 * Remembers, for one server and its database, the permissions of each set of roles at their
 * stamps. A role's stamp moves with any change of its menus, by a trigger (migration 014), and
 * every call reads its caller's roles and their stamps: a caller whose roles changed misses and is
 * read afresh, so no server keeps a role's old grants past the change's commit.
 */
export function createRoleGrants(): RoleGrants {
  const known = new Map<string, readonly string[]>();
  return {
    async permissionsOf(db, userType, roles) {
      if (roles.length === 0 || roles.some((r) => r.grants_all)) return [];
      const key = `${userType}|${roles.map((r) => `${r.id}.${r.stamp}`).join(',')}`;
      const hit = known.get(key);
      if (hit) return hit;
      const rows = await db
        .selectFrom('role_menu')
        .innerJoin('menu', 'menu.id', 'role_menu.menu_id')
        .select('menu.permission')
        .distinct()
        .where(
          'role_menu.role_id',
          'in',
          roles.map((r) => r.id),
        )
        .where('menu.user_type', '=', userType)
        .where('menu.permission', '<>', '')
        .orderBy('menu.permission')
        .execute();
      const permissions = Object.freeze(rows.map((r) => r.permission));
      if (known.size >= MAX_ENTRIES) known.clear();
      known.set(key, permissions);
      return permissions;
    },
  };
}
