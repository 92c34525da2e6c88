import type { Kysely } from 'kysely';
import { passwordProblem, userCalls as calls } from '../../../src/api/contract';
import { hashPassword } from '../../auth/password';
import { decryptPassword } from '../../auth/rsa-key';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import type { RouteFn } from '../../http/route';
import { refuseDuplicates } from '../business/write-refusals';
import { systemMessages as msg } from './messages';
import { checkRoleIds, checkWithinReach, keepAdministrable, lockMerchant, nextUserCode, syncUserRoles } from './user-guards';

/** The unique index of accounts (user type, mobile): a concurrent save of the same mobile. */
const MOBILE_TAKEN = { merchant_user_user_type_mobile_key: msg.mobileTaken };

async function refuseTakenMobile(db: Kysely<Database>, userType: string, mobile: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('merchant_user').select('id').where('user_type', '=', userType).where('mobile', '=', mobile);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.limit(1).executeTakeFirst()) throw fail(msg.mobileTaken);
}

export function registerUserWriteRoutes(route: RouteFn): void {
  route(calls.add, async (input, ctx) => {
    const caller = userOf(ctx);
    const password = decryptPassword(ctx.services.appKey.privateKeyPem, input.password);
    if (password === null) throw fail(msg.passwordUnreadable);
    const problem = passwordProblem(password, input.mobile);
    if (problem) throw fail(problem);
    const passwordHash = await hashPassword(password, ctx.services.config.passwordLogN);
    return inTransaction(ctx.db, async (trx) => {
      // user and role writes of one merchant take turns: a role deleted meanwhile is not given
      await lockMerchant(trx, caller.merchantId);
      const roleIds = await checkRoleIds(trx, caller, input.roleIds);
      await refuseTakenMobile(trx, caller.userType, input.mobile);
      const code = await nextUserCode(trx);
      const row = await refuseDuplicates(MOBILE_TAKEN, () =>
        trx
          .insertInto('merchant_user')
          .values({
            merchant_id: caller.merchantId,
            code,
            mobile: input.mobile,
            name: input.name,
            password_hash: passwordHash,
            enabled: input.enabled === 'Y',
            user_type: caller.userType,
            created_at: ctx.now,
          })
          .returning(['id', 'version'])
          .executeTakeFirstOrThrow(),
      );
      await syncUserRoles(trx, row.id, roleIds);
      return row;
    });
  });

  route(calls.update, async (input, ctx) => {
    const caller = userOf(ctx);
    return inTransaction(ctx.db, async (trx) => {
      await lockMerchant(trx, caller.merchantId);
      const target = await trx
        .selectFrom('merchant_user')
        .select(['id', 'version', 'enabled', 'mobile'])
        .where('id', '=', input.id)
        .where('merchant_id', '=', caller.merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!target) throw fail(msg.userNotFound);
      if (target.version !== input.version) throw fail(msg.stale);
      const enabled = input.enabled === 'Y';
      if (target.id === caller.id && !enabled) throw fail(msg.selfDisable);
      // the mobile is the account and where its password can be recovered: moving someone else's
      // is for an administrator holding everything, and ends that user's sessions and flows
      const mobileMoved = input.mobile !== target.mobile;
      if (mobileMoved && target.id !== caller.id && !caller.grantsAll) throw fail(msg.mobileNeedsAdministrator);
      await checkWithinReach(trx, caller, target.id, msg.userOutranksEdit);
      const roleIds = await checkRoleIds(trx, caller, input.roleIds);
      await refuseTakenMobile(trx, caller.userType, input.mobile, target.id);
      const row = await refuseDuplicates(MOBILE_TAKEN, () =>
        trx
          .updateTable('merchant_user')
          .set((eb) => ({ mobile: input.mobile, name: input.name, enabled, version: eb('version', '+', 1) }))
          .where('id', '=', target.id)
          .returning(['id', 'version'])
          .executeTakeFirstOrThrow(),
      );
      await syncUserRoles(trx, target.id, roleIds);
      // a disabled user is out at once, not at the session's idle timeout
      if (!enabled || (mobileMoved && target.id !== caller.id)) {
        await trx.deleteFrom('session').where('user_id', '=', target.id).execute();
        await trx.deleteFrom('password_flow').where('user_id', '=', target.id).execute();
      }
      await keepAdministrable(trx, caller.merchantId);
      return row;
    });
  });

  route(calls.remove, async (input, ctx) => {
    const caller = userOf(ctx);
    return inTransaction(ctx.db, async (trx) => {
      await lockMerchant(trx, caller.merchantId);
      const target = await trx
        .selectFrom('merchant_user')
        .select('id')
        .where('id', '=', input.id)
        .where('merchant_id', '=', caller.merchantId)
        .forUpdate()
        .executeTakeFirst();
      if (!target) throw fail(msg.userNotFound);
      if (target.id === caller.id) throw fail(msg.selfDelete);
      await checkWithinReach(trx, caller, target.id, msg.userOutranksDelete);
      // sessions, roles, password flows and notice reads go by cascade
      await trx.deleteFrom('merchant_user').where('id', '=', target.id).execute();
      await keepAdministrable(trx, caller.merchantId);
      return null;
    });
  });
}
