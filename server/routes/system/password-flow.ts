import type { Db } from '../../db/connect';
import type { PasswordFlowTable } from '../../db/schema';
import { fail } from '../../http/business-error';
import { sessionOf, type CallContext } from '../../http/context';
import { serverMessages } from '../../http/messages';
import { passwordMessages } from './password-messages';

/**
 * The password flow's state: one row per session (password_flow), so that each step needs the
 * one before it in the same session, whichever server process answers.
 */
export type FlowStep = PasswordFlowTable['step'];

export interface FlowUser {
  id: number;
  merchantId: number;
  name: string;
  mobile: string;
  passwordHash: string;
}

/** Starts (or restarts) the session's flow for `userId`: the phone is verified. */
export async function startFlow(db: Db, sessionHash: string, userId: number, expiresAt: Date): Promise<void> {
  await db
    .insertInto('password_flow')
    .values({ session_hash: sessionHash, user_id: userId, step: 'phoneVerified', expires_at: expiresAt })
    .onConflict((oc) => oc.column('session_hash').doUpdateSet({ user_id: userId, step: 'phoneVerified', expires_at: expiresAt }))
    .execute();
}

/**
 * Marks the code checked, only for the flow of the user whose code it was and still at the phone
 * step: a verifyPhone of another account in the same session meanwhile makes this a refusal.
 */
export async function markCodeChecked(db: Db, sessionHash: string, userId: number, expiresAt: Date): Promise<void> {
  const updated = await db
    .updateTable('password_flow')
    .set({ step: 'messageChecked', expires_at: expiresAt })
    .where('session_hash', '=', sessionHash)
    .where('user_id', '=', userId)
    .where('step', '=', 'phoneVerified')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw fail(passwordMessages.verifyPhoneFirst);
}

/** Ends the flow as the password is changed: once, and only for the user it checked. */
export async function consumeCheckedFlow(db: Db, sessionHash: string, userId: number): Promise<void> {
  const ended = await db
    .deleteFrom('password_flow')
    .where('session_hash', '=', sessionHash)
    .where('user_id', '=', userId)
    .where('step', '=', 'messageChecked')
    .returning('session_hash')
    .executeTakeFirst();
  if (!ended) throw fail(passwordMessages.checkMessageFirst);
}

export async function endFlow(db: Db, sessionHash: string): Promise<void> {
  await db.deleteFrom('password_flow').where('session_hash', '=', sessionHash).execute();
}

/**
 * The user of the session's flow, once it has reached `step`; anything else is refused with the
 * step that is missing, and writes nothing but the removal of a dead flow.
 */
export async function requireFlow(ctx: CallContext, step: FlowStep): Promise<FlowUser> {
  const sessionHash = sessionOf(ctx).token_hash;
  const flow = await ctx.db
    .selectFrom('password_flow')
    .select(['user_id', 'step', 'expires_at'])
    .where('session_hash', '=', sessionHash)
    .executeTakeFirst();
  if (!flow) throw fail(passwordMessages.verifyPhoneFirst);
  if (flow.expires_at.getTime() <= ctx.now.getTime()) {
    await endFlow(ctx.db, sessionHash);
    throw fail(passwordMessages.flowExpired);
  }
  if (step === 'messageChecked' && flow.step !== 'messageChecked') throw fail(passwordMessages.checkMessageFirst);
  const user = await ctx.db
    .selectFrom('merchant_user')
    .select(['id', 'merchant_id', 'name', 'mobile', 'password_hash', 'enabled'])
    .where('id', '=', flow.user_id)
    .executeTakeFirst();
  if (!user?.enabled) {
    await endFlow(ctx.db, sessionHash);
    throw fail(serverMessages.userDisabled);
  }
  return { id: user.id, merchantId: user.merchant_id, name: user.name, mobile: user.mobile, passwordHash: user.password_hash };
}
