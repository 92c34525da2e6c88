import type { Kysely, Selectable } from 'kysely';
import { userCalls as calls, type UserRow } from '../../../src/api/contract';
import { contains } from '../../db/like';
import type { Database, MerchantUserTable } from '../../db/schema';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { formatDateTime } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { systemMessages as msg } from './messages';
import { registerUserWriteRoutes } from './user-write-routes';

const USER_COLUMNS = ['id', 'mobile', 'name', 'enabled', 'last_login_at', 'created_at', 'version'] as const;

/** Each user's roles (id order), for the rows of a page. */
async function rolesOf(db: Kysely<Database>, userIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('user_role')
          .innerJoin('role', 'role.id', 'user_role.role_id')
          .select(['user_role.user_id', 'role.id', 'role.name'])
          .where('user_role.user_id', 'in', userIds)
          .orderBy('role.id')
          .execute();
  const byUser = new Map<number, { id: number; name: string }[]>(userIds.map((id) => [id, []]));
  for (const r of rows) byUser.get(r.user_id)?.push({ id: r.id, name: r.name });
  return byUser;
}

type UserColumns = Pick<Selectable<MerchantUserTable>, (typeof USER_COLUMNS)[number]>;

/** A user row as the calls send it. */
function userRow(r: UserColumns, roles: { id: number; name: string }[], callerId: number): UserRow {
  return {
    id: r.id,
    mobile: r.mobile,
    name: r.name,
    enabled: r.enabled ? 'Y' : 'N',
    roles,
    self: r.id === callerId,
    lastLoginTime: r.last_login_at ? formatDateTime(r.last_login_at) : null,
    createTime: formatDateTime(r.created_at),
    version: r.version,
  };
}

export function registerUserRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const caller = userOf(ctx);
    const window = clampPage(input);
    let query = ctx.db.selectFrom('merchant_user').where('merchant_id', '=', caller.merchantId).where('user_type', '=', caller.userType);
    if (input.keyword) {
      const pattern = contains(input.keyword);
      query = query.where((eb) => eb.or([eb('mobile', 'ilike', pattern), eb('name', 'ilike', pattern)]));
    }
    if (input.enabled) query = query.where('enabled', '=', input.enabled === 'Y');
    if (input.roleId !== undefined) {
      const roleId = input.roleId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_role')
            .select('role_id')
            .whereRef('user_role.user_id', '=', 'merchant_user.id')
            .where('user_role.role_id', '=', roleId),
        ),
      );
    }
    const { rows, total } = await selectPage(query, (q) => q.select(USER_COLUMNS).orderBy('id', 'desc'), window);
    const roles = await rolesOf(
      ctx.db,
      rows.map((r) => r.id),
    );
    return pageResult(
      rows.map((r) => userRow(r, roles.get(r.id) ?? [], caller.id)),
      total,
      window,
    );
  });

  route(calls.findById, async (input, ctx) => {
    const caller = userOf(ctx);
    const r = await ctx.db
      .selectFrom('merchant_user')
      .select(USER_COLUMNS)
      .where('id', '=', input.id)
      .where('merchant_id', '=', caller.merchantId)
      .executeTakeFirst();
    if (!r) throw fail(msg.userNotFound);
    const roles = (await rolesOf(ctx.db, [r.id])).get(r.id) ?? [];
    return { ...userRow(r, roles, caller.id), roleIds: roles.map((x) => x.id) };
  });

  route(calls.getRoleList, async (_input, ctx) => {
    const caller = userOf(ctx);
    let query = ctx.db.selectFrom('role').select(['id', 'name', 'remark', 'grants_all']).where('merchant_id', '=', caller.merchantId);
    if (!caller.grantsAll) query = query.where('id', 'in', caller.roles.length ? caller.roles.map((r) => r.id) : [-1]);
    const rows = await query.orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, name: r.name, remark: r.remark, grantsAll: r.grants_all }));
  });

  route(calls.checkMobilePhone, async (input, ctx) => {
    const caller = userOf(ctx);
    let query = ctx.db.selectFrom('merchant_user').select('id').where('user_type', '=', caller.userType).where('mobile', '=', input.mobile);
    // only a user of the caller's own merchant can be "the one being edited"
    if (input.id !== undefined) {
      const editing = input.id;
      query = query.where((eb) => eb.not(eb.and([eb('id', '=', editing), eb('merchant_id', '=', caller.merchantId)])));
    }
    return { available: !(await query.limit(1).executeTakeFirst()) };
  });

  registerUserWriteRoutes(route);
}
