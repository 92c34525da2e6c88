import type { Kysely, Selectable } from 'kysely';
import { menuCalls, type MenuItem } from '../../src/api/contract';
import { groupsLacking } from '../../src/api/contract/service-lines';
import type { UserIdentity } from '../auth/user-identity';
import type { Database, MenuTable } from '../db/schema';
import { userOf } from '../http/context';
import type { RouteFn } from '../http/route';

type MenuRow = Selectable<MenuTable>;

/**
 * The menu rows of the user's type and of the business lines its merchant runs: a row's
 * `separation` is its group's key, which is the line's (server/db/seed/accounts.ts).
 */
export function merchantMenus(db: Kysely<Database>, user: UserIdentity) {
  const lacking = groupsLacking(user.serviceLines);
  return db
    .selectFrom('menu')
    .where('user_type', '=', user.userType)
    .$if(lacking.length > 0, (q) => q.where('separation', 'not in', lacking));
}

/** The menu rows the user's roles grant (of the merchant's lines), with the ancestors that hold them. */
export async function grantedMenus(db: Kysely<Database>, user: UserIdentity): Promise<MenuRow[]> {
  const all = await merchantMenus(db, user).selectAll().orderBy('sort').orderBy('id').execute();
  if (user.grantsAll) return all;
  const granted = new Set(
    (
      await db
        .selectFrom('role_menu')
        .select('menu_id')
        .where('role_id', 'in', user.roles.length ? user.roles.map((r) => r.id) : [-1])
        .execute()
    ).map((r) => r.menu_id),
  );
  const byId = new Map(all.map((m) => [m.id, m]));
  for (const id of [...granted]) {
    for (let parent = byId.get(id)?.parent_id; parent && !granted.has(parent); parent = byId.get(parent)?.parent_id) granted.add(parent);
  }
  return all.filter((m) => granted.has(m.id));
}

/** Pages and their buttons (isMenu N) as one tree; the console routes the pages and gates on the buttons. */
export function menuTree(rows: MenuRow[]): MenuItem[] {
  const items = new Map<number, MenuItem>(
    rows.map((m) => [
      m.id,
      {
        id: m.id,
        parentId: m.parent_id,
        name: m.name,
        url: m.url,
        path: m.path,
        css: m.css,
        iconCss: m.icon_css,
        sort: m.sort,
        isMenu: m.is_menu,
        hidden: m.hidden,
        separation: m.separation,
        onlyName: m.only_name,
        permission: m.permission,
        children: [],
      },
    ]),
  );
  const roots: MenuItem[] = [];
  for (const item of items.values()) {
    const parent = items.get(item.parentId);
    if (parent) parent.children.push(item);
    else if (item.parentId === 0) roots.push(item);
  }
  return roots;
}

export function registerMenuRoutes(route: RouteFn): void {
  route(menuCalls.getCurrentMenu, async (_input, ctx) => menuTree(await grantedMenus(ctx.db, userOf(ctx))));

  route(menuCalls.getCurrentAuth, async (_input, ctx) => userOf(ctx).permissions);

  route(menuCalls.getCurrentInfo, async (_input, ctx) => {
    const user = userOf(ctx);
    const merchant = await ctx.db
      .selectFrom('merchant')
      .select(['name', 'footer_name', 'contact_mobile'])
      .where('id', '=', user.merchantId)
      .executeTakeFirstOrThrow();
    return {
      id: user.id,
      code: user.code,
      name: user.name,
      footerName: merchant.footer_name,
      mobile: user.mobile,
      permissions: user.permissions,
      platContactMobile: merchant.contact_mobile,
      roles: user.roles,
      merchantId: user.merchantId,
      merchantName: merchant.name,
      userType: 'merchant' as const,
    };
  });
}
