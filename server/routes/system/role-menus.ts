import type { Kysely } from 'kysely';
import type { MenuItem, RoleMenuNode } from '../../../src/api/contract';
import { callsOpenedBy } from '../../../src/api/contract/call-table';
import type { UserIdentity } from '../../auth/user-identity';
import type { Database } from '../../db/schema';
import { fail } from '../../http/business-error';
import { grantedMenus, menuTree, merchantMenus } from '../menu-routes';
import { systemMessages as msg } from './messages';

/** Ids of the menu rows the caller may put in a role: all with `*:*:*`, else those its own roles grant (with their pages and groups). */
export async function grantableMenuIds(db: Kysely<Database>, caller: UserIdentity): Promise<Set<number>> {
  return new Set((await grantedMenus(db, caller)).map((m) => m.id));
}

/** Every menu row of the caller's user type and merchant's lines as the role screen's tree. */
export async function roleMenuTree(db: Kysely<Database>, caller: UserIdentity): Promise<RoleMenuNode[]> {
  const rows = await merchantMenus(db, caller).selectAll().orderBy('sort').orderBy('id').execute();
  const grantable = await grantableMenuIds(db, caller);
  const node = (m: MenuItem): RoleMenuNode => ({
    id: m.id,
    name: m.name,
    isMenu: m.isMenu,
    path: m.path,
    permission: m.permission,
    calls: m.isMenu === 'N' && m.permission !== '' ? callsOpenedBy(m.permission) : [],
    grantable: grantable.has(m.id),
    children: m.children.map(node),
  });
  return menuTree(rows).map(node);
}

/** Ids of every menu row of the caller's user type and merchant's lines (what a `*:*:*` role holds). */
export async function allMenuIds(db: Kysely<Database>, caller: UserIdentity): Promise<number[]> {
  return (await merchantMenus(db, caller).select('id').orderBy('id').execute()).map((m) => m.id);
}

/** The menus asked for: rows of the caller's user type and merchant's lines and, without `*:*:*`, ones the caller may grant. */
export async function checkMenuIds(db: Kysely<Database>, caller: UserIdentity, menuIds: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(menuIds)];
  if (wanted.length === 0) return wanted;
  const found = await merchantMenus(db, caller).select('id').where('id', 'in', wanted).execute();
  if (found.length !== wanted.length) throw fail(msg.menuUnknown);
  if (!caller.grantsAll) {
    const grantable = await grantableMenuIds(db, caller);
    if (wanted.some((id) => !grantable.has(id))) throw fail(msg.menuNotGrantable);
  }
  return wanted;
}

/** Sets the role's menus, touching only the rows that change. */
export async function syncRoleMenus(db: Kysely<Database>, roleId: number, menuIds: readonly number[]): Promise<void> {
  const current = new Set(
    (await db.selectFrom('role_menu').select('menu_id').where('role_id', '=', roleId).execute()).map((r) => r.menu_id),
  );
  const gone = [...current].filter((id) => !menuIds.includes(id));
  const added = menuIds.filter((id) => !current.has(id));
  if (gone.length) await db.deleteFrom('role_menu').where('role_id', '=', roleId).where('menu_id', 'in', gone).execute();
  if (added.length)
    await db
      .insertInto('role_menu')
      .values(added.map((menu_id) => ({ role_id: roleId, menu_id })))
      .execute();
}
