import { roleCalls as calls } from '../../../src/api/contract';
import { groupsLacking } from '../../../src/api/contract/service-lines';
import { toCount } from '../../db/count';
import { contains } from '../../db/like';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { formatDateTime } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { systemMessages as msg } from './messages';
import { allMenuIds, roleMenuTree } from './role-menus';
import { registerRoleWriteRoutes } from './role-write-routes';

export function registerRoleRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const window = clampPage(input);
    let query = ctx.db.selectFrom('role').where('merchant_id', '=', userOf(ctx).merchantId);
    if (input.keyword) {
      const pattern = contains(input.keyword);
      query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('remark', 'ilike', pattern)]));
    }
    const { rows, total } = await selectPage(
      query,
      (q) =>
        q
          .selectAll()
          .select((eb) =>
            eb
              .selectFrom('user_role')
              .select((e) => e.fn.countAll().as('c'))
              .whereRef('user_role.role_id', '=', 'role.id')
              .as('user_count'),
          )
          .orderBy('id', 'desc'),
      window,
    );
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        remark: r.remark,
        grantsAll: r.grants_all,
        userCount: toCount(r.user_count as number | string | null),
        createTime: formatDateTime(r.created_at),
        version: r.version,
      })),
      total,
      window,
    );
  });

  route(calls.getMenuList, async (_input, ctx) => roleMenuTree(ctx.db, userOf(ctx)));

  route(calls.findById, async (input, ctx) => {
    const caller = userOf(ctx);
    const r = await ctx.db
      .selectFrom('role')
      .selectAll()
      .select((eb) =>
        eb
          .selectFrom('user_role')
          .select((e) => e.fn.countAll().as('c'))
          .whereRef('user_role.role_id', '=', 'role.id')
          .as('user_count'),
      )
      .where('id', '=', input.id)
      .where('merchant_id', '=', caller.merchantId)
      .executeTakeFirst();
    if (!r) throw fail(msg.roleNotFound);
    // menus of a line the merchant lacks are not shown in its role tree, so not among its ids either
    const lacking = groupsLacking(caller.serviceLines);
    const menuIds = r.grants_all
      ? await allMenuIds(ctx.db, caller)
      : (
          await ctx.db
            .selectFrom('role_menu')
            .innerJoin('menu', 'menu.id', 'role_menu.menu_id')
            .select('menu.id')
            .where('role_menu.role_id', '=', r.id)
            .where('menu.user_type', '=', caller.userType)
            .$if(lacking.length > 0, (q) => q.where('menu.separation', 'not in', lacking))
            .orderBy('menu.id')
            .execute()
        ).map((m) => m.id);
    return {
      id: r.id,
      name: r.name,
      remark: r.remark,
      grantsAll: r.grants_all,
      userCount: toCount(r.user_count as number | string | null),
      createTime: formatDateTime(r.created_at),
      version: r.version,
      menuIds,
    };
  });

  registerRoleWriteRoutes(route);
}
