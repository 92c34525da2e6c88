import { loginCalls } from '../../src/api/contract';
import { actorOfAccount, audited } from '../audit/audited';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { consumeCaptcha, saveCaptcha } from '../auth/captcha-store';
import { createCaptcha } from '../auth/captcha-image';
import { clearFailures, isLockedOut, recordFailure } from '../auth/lockout';
import { attemptOf, findLoginUser, recordLogin, userOfAuthorizationCode, type LoginAttempt, type LoginUser } from '../auth/login-log';
import { verifyPassword } from '../auth/password';
import { decryptPassword } from '../auth/rsa-key';
import { createSession, deleteSession } from '../auth/session-store';
import { redeemAuthorizationCode } from '../auth/authorization-codes';
import { BusinessError } from '../http/business-error';
import { RawResponse, sessionOf, type CallContext } from '../http/context';
import { serverMessages } from '../http/messages';
import type { RouteFn } from '../http/route';

const TOKEN_TYPE = 'bearer';

/** The login log's row of a refused attempt, written before the refusal is thrown (login runs in no transaction). */
async function logRefusal(
  ctx: CallContext,
  account: string,
  user: LoginUser | undefined,
  method: LoginAttempt['method'],
  error: BusinessError,
): Promise<void> {
  await recordLogin(ctx.db, attemptOf(account, user, { ip: ctx.ip, method, result: 'failure', reason: error.message, at: ctx.now }));
}

/** Password check of login/login, after the captcha: lockout, user, password. Returns the user id. */
async function checkCredentials(ctx: CallContext, account: string, ciphertext: string, userType: string): Promise<number> {
  const { db, now, ip } = ctx;
  const { config } = ctx.services;
  if (await isLockedOut(db, account, ip, now, config.lockout)) {
    throw new BusinessError(ErrorCode.FAILED, serverMessages.lockedOut(Math.round(config.lockout.windowMs / 60_000)));
  }
  const password = decryptPassword(ctx.services.appKey.privateKeyPem, ciphertext);
  if (password === null) throw new BusinessError(ErrorCode.FAILED, serverMessages.passwordUndecryptable);
  const user = await db
    .selectFrom('merchant_user')
    .innerJoin('merchant', 'merchant.id', 'merchant_user.merchant_id')
    .select(['merchant_user.id', 'merchant_user.password_hash', 'merchant_user.enabled', 'merchant.suspended_at'])
    .where('merchant_user.mobile', '=', account)
    .where('merchant_user.user_type', '=', userType)
    .executeTakeFirst();
  if (!user) {
    await recordFailure(db, account, ip, now);
    throw new BusinessError(ErrorCode.USER_NOT_FOUND);
  }
  if (!(await verifyPassword(password, user.password_hash))) {
    await recordFailure(db, account, ip, now);
    throw new BusinessError(ErrorCode.WRONG_PASSWORD);
  }
  if (!user.enabled) throw new BusinessError(ErrorCode.FAILED, serverMessages.userDisabled);
  if (user.suspended_at !== null) throw new BusinessError(ErrorCode.FAILED, serverMessages.merchantSuspended);
  await clearFailures(db, account, ip);
  return user.id;
}

export function registerLoginRoutes(route: RouteFn): void {
  route(loginCalls.getSessionId, async (_input, ctx) => {
    ctx.message = await createSession(ctx.db, null, ctx.ip, ctx.now);
    return null;
  });

  route(loginCalls.captcha, async (_input, ctx) => {
    const { config } = ctx.services;
    const { text, svg } = createCaptcha(config.captchaFixed);
    await saveCaptcha(ctx.db, sessionOf(ctx).token_hash, text, new Date(ctx.now.getTime() + config.captchaTtlMs));
    return new RawResponse('image/svg+xml', svg);
  });

  route(loginCalls.publicKey, async (_input, ctx) => ({ publicKey: ctx.services.appKey.publicKeyPem }));

  route(loginCalls.login, async (input, ctx) => {
    const session = sessionOf(ctx);
    try {
      const captcha = await consumeCaptcha(ctx.db, session.token_hash, input.code, ctx.now);
      if (captcha !== 'ok') {
        throw new BusinessError(ErrorCode.FAILED, captcha === 'wrong' ? serverMessages.captchaWrong : serverMessages.captchaExpired);
      }
      const userId = await checkCredentials(ctx, input.username, input.password, input.userType);
      // A new token on login: whoever knew the anonymous session id does not inherit the login.
      const user = await findLoginUser(ctx.db, { id: userId });
      if (!user) throw new BusinessError(ErrorCode.USER_NOT_FOUND);
      // the login stamps the account: an audited write like any other, in the account's name
      const token = await audited(ctx.db, actorOfAccount(user, ctx.ip, loginCalls.login, ctx.now), async (trx) => {
        await deleteSession(trx, session.token_hash);
        await trx.updateTable('merchant_user').set({ last_login_at: ctx.now }).where('id', '=', userId).execute();
        await recordLogin(
          trx,
          attemptOf(input.username, user, { ip: ctx.ip, method: 'password', result: 'success', reason: '', at: ctx.now }),
        );
        return createSession(trx, userId, ctx.ip, ctx.now);
      });
      return { token_type: TOKEN_TYPE, access_token: token };
    } catch (error) {
      if (error instanceof BusinessError) {
        await logRefusal(
          ctx,
          input.username,
          await findLoginUser(ctx.db, { account: input.username, userType: input.userType }),
          'password',
          error,
        );
      }
      throw error;
    }
  });

  route(loginCalls.logout, async (_input, ctx) => {
    await deleteSession(ctx.db, sessionOf(ctx).token_hash);
    return null;
  });

  route(loginCalls.forcedEntry, async (input, ctx) => {
    const redeemed = await redeemAuthorizationCode(ctx.db, input.authorizationCode, ctx.now);
    if (!redeemed.ok) {
      const message = {
        unknown: serverMessages.authCodeUnknown,
        used: serverMessages.authCodeUsed,
        expired: serverMessages.authCodeExpired,
      }[redeemed.reason];
      const error = new BusinessError(ErrorCode.FAILED, message);
      // Logged when the code names a user (used or expired); an unknown code belongs to no one's log.
      const userId = redeemed.reason === 'unknown' ? undefined : await userOfAuthorizationCode(ctx.db, input.authorizationCode);
      const known = userId === undefined ? undefined : await findLoginUser(ctx.db, { id: userId });
      if (known) await logRefusal(ctx, known.mobile, known, 'forcedEntry', error);
      throw error;
    }
    const known = await findLoginUser(ctx.db, { id: redeemed.userId });
    if (!known?.enabled || known.suspended) {
      const error = new BusinessError(ErrorCode.FAILED, known?.enabled ? serverMessages.merchantSuspended : serverMessages.userDisabled);
      if (known) await logRefusal(ctx, known.mobile, known, 'forcedEntry', error);
      throw error;
    }
    const token = await audited(ctx.db, actorOfAccount(known, ctx.ip, loginCalls.forcedEntry, ctx.now), async (trx) => {
      await trx.updateTable('merchant_user').set({ last_login_at: ctx.now }).where('id', '=', redeemed.userId).execute();
      await recordLogin(
        trx,
        attemptOf(known.mobile, known, { ip: ctx.ip, method: 'forcedEntry', result: 'success', reason: '', at: ctx.now }),
      );
      return createSession(trx, redeemed.userId, ctx.ip, ctx.now);
    });
    return { token_type: TOKEN_TYPE, access_token: token };
  });
}
