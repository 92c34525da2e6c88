import { passwordCalls, passwordProblem } from '../../../src/api/contract';
import { actorOfAccount, audited } from '../../audit/audited';
import { hashPassword, verifyPassword } from '../../auth/password';
import { decryptPassword } from '../../auth/rsa-key';
import { fail } from '../../http/business-error';
import { sessionOf, type CallContext } from '../../http/context';
import { serverMessages } from '../../http/messages';
import { consumeCheckedFlow, type FlowUser } from './password-flow';
import { passwordMessages } from './password-messages';

/**
 * The last step: judges the new password, then in one audited transaction (the operation log
 * names the user) stores it, ends every other session of the user and the flow, and forgets the
 * account's failed logins.
 */
export async function changeUserPassword(ctx: CallContext, user: FlowUser, ciphertext: string): Promise<void> {
  const password = decryptPassword(ctx.services.appKey.privateKeyPem, ciphertext);
  if (password === null) throw fail(serverMessages.passwordUndecryptable);
  const problem = passwordProblem(password, user.mobile);
  if (problem) throw fail(problem);
  if (await verifyPassword(password, user.passwordHash)) throw fail(passwordMessages.samePassword);
  const passwordHash = await hashPassword(password, ctx.services.config.passwordLogN);
  const sessionHash = sessionOf(ctx).token_hash;
  await audited(ctx.services.db, actorOfAccount(user, ctx.ip, passwordCalls.changePassword, ctx.now), async (trx) => {
    await consumeCheckedFlow(trx, sessionHash, user.id);
    await trx
      .updateTable('merchant_user')
      .set((eb) => ({ password_hash: passwordHash, password_changed_at: ctx.now, version: eb('version', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
    // A logged-in caller keeps its own session; a recovery session never was the user's.
    await trx.deleteFrom('session').where('user_id', '=', user.id).where('token_hash', '<>', sessionHash).execute();
    await trx.deleteFrom('login_failure').where('account', '=', user.mobile).execute();
  });
}
