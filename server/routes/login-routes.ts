import { loginCalls } from '../../src/api/contract';
import { ErrorCode } from '../../src/api/error-codes';
import { consumeCaptcha, saveCaptcha } from '../auth/captcha-store';
import { createCaptcha } from '../auth/captcha-image';
import { clearFailures, isLockedOut, recordFailure } from '../auth/lockout';
import { verifyPassword } from '../auth/password';
import { decryptPassword } from '../auth/rsa-key';
import { createSession, deleteSession } from '../auth/session-store';
import { redeemAuthorizationCode } from '../auth/authorization-codes';
import { BusinessError } from '../http/business-error';
import { RawResponse, sessionOf, type CallContext } from '../http/context';
import { serverMessages } from '../http/messages';
import type { RouteFn } from '../http/route';

const TOKEN_TYPE = 'bearer';

/** Password check of login/login, after the captcha: lockout, user, password. Returns the user id. */
async function checkCredentials(ctx: CallContext, account: string, ciphertext: string, userType: string): Promise<number> {
  const { db, now, ip } = ctx;
  const { config } = ctx.services;
  if (await isLockedOut(db, account, ip, now, config.lockout)) {
    throw new BusinessError(ErrorCode.FAILED, serverMessages.lockedOut(Math.round(config.lockout.windowMs / 60_000)));
  }
  const password = decryptPassword(ctx.services.appKey.privateKeyPem, ciphertext);
  if (password === null) throw new BusinessError(ErrorCode.FAILED, serverMessages.passwordUndecryptable);
  const user = await db.selectFrom('merchant_user').select(['id', 'password_hash', 'enabled'])
    .where('mobile', '=', account).where('user_type', '=', userType).executeTakeFirst();
  if (!user) {
    await recordFailure(db, account, ip, now);
    throw new BusinessError(ErrorCode.USER_NOT_FOUND);
  }
  if (!(await verifyPassword(password, user.password_hash))) {
    await recordFailure(db, account, ip, now);
    throw new BusinessError(ErrorCode.WRONG_PASSWORD);
  }
  if (!user.enabled) throw new BusinessError(ErrorCode.FAILED, serverMessages.userDisabled);
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
    const captcha = await consumeCaptcha(ctx.db, session.token_hash, input.code, ctx.now);
    if (captcha !== 'ok') {
      throw new BusinessError(ErrorCode.FAILED, captcha === 'wrong' ? serverMessages.captchaWrong : serverMessages.captchaExpired);
    }
    const userId = await checkCredentials(ctx, input.username, input.password, input.userType);
    // A new token on login: whoever knew the anonymous session id does not inherit the login.
    const token = await ctx.db.transaction().execute(async (trx) => {
      await deleteSession(trx, session.token_hash);
      return createSession(trx, userId, ctx.ip, ctx.now);
    });
    return { token_type: TOKEN_TYPE, access_token: token };
  });

  route(loginCalls.logout, async (_input, ctx) => {
    await deleteSession(ctx.db, sessionOf(ctx).token_hash);
    return null;
  });

  route(loginCalls.forcedEntry, async (input, ctx) => {
    const redeemed = await redeemAuthorizationCode(ctx.db, input.authorizationCode, ctx.now);
    if (!redeemed.ok) {
      const message = { unknown: serverMessages.authCodeUnknown, used: serverMessages.authCodeUsed, expired: serverMessages.authCodeExpired }[redeemed.reason];
      throw new BusinessError(ErrorCode.FAILED, message);
    }
    const user = await ctx.db.selectFrom('merchant_user').select('enabled').where('id', '=', redeemed.userId).executeTakeFirst();
    if (!user?.enabled) throw new BusinessError(ErrorCode.FAILED, serverMessages.userDisabled);
    return { token_type: TOKEN_TYPE, access_token: await createSession(ctx.db, redeemed.userId, ctx.ip, ctx.now) };
  });
}
