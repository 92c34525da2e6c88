import { roleCalls as calls } from '../../../src/api/contract';
import { toCount } from '../../db/count';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import type { RouteFn } from '../../http/route';
import { refuseDuplicates } from '../business/write-refusals';
import { systemMessages as msg } from './messages';
import { allMenuIds, checkMenuIds, syncRoleMenus } from './role-menus';
import { lockMerchant } from './user-guards';

/** The unique index of role names per merchant: a concurrent save of the same name. */
const NAME_TAKEN = { role_merchant_name_key: msg.roleNameTaken };

const sameSet = (a: readonly number[], b: readonly number[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
};

export function registerRoleWriteRoutes(route: RouteFn): void {
  route(calls.save, async (input, ctx) => {
    const caller = userOf(ctx);
    return inTransaction(ctx.db, async (trx) => {
      const menuIds = await checkMenuIds(trx, caller, input.menuIds);
      const row = await refuseDuplicates(NAME_TAKEN, () =>
        trx
          .insertInto('role')
          .values({
            merchant_id: caller.merchantId,
            name: input.name,
            remark: input.remark,
            grants_all: false,
            created_at: ctx.now,
          })
          .returning(['id', 'version'])
          .executeTakeFirstOrThrow(),
      );
      await syncRoleMenus(trx, row.id, menuIds);
      return row;
    });
  });

  route(calls.edit, async (input, ctx) => {
    const caller = userOf(ctx);
    return inTransaction(ctx.db, async (trx) => {
      const role = await trx
        .selectFrom('role')
        .select(['id', 'version', 'grants_all'])
        .where('id', '=', input.id)
        .where('merchant_id', '=', caller.merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!role) throw fail(msg.roleNotFound);
      if (role.version !== input.version) throw fail(msg.stale);
      if (role.grants_all) {
        if (!caller.grantsAll) throw fail(msg.grantsAllRoleEdit);
        // it holds every menu by its flag: the ids findById gave come back unchanged
        if (!sameSet(input.menuIds, await allMenuIds(trx, caller))) throw fail(msg.grantsAllMenus);
      }
      const menuIds = role.grants_all ? [] : await checkMenuIds(trx, caller, input.menuIds);
      const row = await refuseDuplicates(NAME_TAKEN, () =>
        trx
          .updateTable('role')
          .set((eb) => ({ name: input.name, remark: input.remark, version: eb('version', '+', 1) }))
          .where('id', '=', role.id)
          .returning(['id', 'version'])
          .executeTakeFirstOrThrow(),
      );
      if (!role.grants_all) await syncRoleMenus(trx, role.id, menuIds);
      return row;
    });
  });

  route(calls.remove, async (input, ctx) => {
    const caller = userOf(ctx);
    return inTransaction(ctx.db, async (trx) => {
      await lockMerchant(trx, caller.merchantId);
      const role = await trx
        .selectFrom('role')
        .select(['id', 'grants_all'])
        .where('id', '=', input.id)
        .where('merchant_id', '=', caller.merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!role) throw fail(msg.roleNotFound);
      if (role.grants_all && !caller.grantsAll) throw fail(msg.grantsAllRoleDelete);
      const { n } = await trx
        .selectFrom('user_role')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('role_id', '=', role.id)
        .executeTakeFirstOrThrow();
      if (toCount(n as number | string) > 0) throw fail(msg.roleInUse);
      if (role.grants_all) {
        const others = await trx
          .selectFrom('role')
          .select('id')
          .where('merchant_id', '=', caller.merchantId)
          .where('grants_all', '=', true)
          .where('id', '<>', role.id)
          .limit(1)
          .executeTakeFirst();
        if (!others) throw fail(msg.lastGrantsAllRole);
      }
      await trx.deleteFrom('role').where('id', '=', role.id).execute();
      return null;
    });
  });
}
