import { passwordCalls } from '../../../src/api/contract';
import { ErrorCode } from '../../../src/api/contract/error-codes';
import { createCaptcha } from '../../auth/captcha-image';
import { consumeCaptcha, saveCaptcha } from '../../auth/captcha-store';
import { checkSmsCode } from '../../auth/sms-codes';
import { BusinessError, fail } from '../../http/business-error';
import { RawResponse, sessionOf } from '../../http/context';
import { serverMessages } from '../../http/messages';
import type { RouteFn } from '../../http/route';
import { changeUserPassword } from './password-change';
import { markCodeChecked, requireFlow, startFlow } from './password-flow';
import { maskMobile, passwordMessages } from './password-messages';
import { passwordCodePurpose, sendPasswordCode } from './password-sms';

/**
 * bind/changePassword: password change (logged in) and recovery (anonymous session), one flow
 * whose steps are rows of password_flow; see src/api/contract/system/password.ts.
 */
export function registerPasswordRoutes(route: RouteFn): void {
  route(passwordCalls.captcha, async (_input, ctx) => {
    const { config } = ctx.services;
    const { text, svg } = createCaptcha(config.captchaFixed);
    await saveCaptcha(ctx.db, sessionOf(ctx).token_hash, text, new Date(ctx.now.getTime() + config.captchaTtlMs));
    return new RawResponse('image/svg+xml', svg);
  });

  route(passwordCalls.verifyPhone, async (input, ctx) => {
    const session = sessionOf(ctx);
    const captcha = await consumeCaptcha(ctx.db, session.token_hash, input.code, ctx.now);
    if (captcha !== 'ok') throw fail(captcha === 'wrong' ? serverMessages.captchaWrong : serverMessages.captchaExpired);
    if (session.user_id !== null) {
      const own = await ctx.db.selectFrom('merchant_user').select('mobile').where('id', '=', session.user_id).executeTakeFirst();
      if (own?.mobile !== input.mobile) throw fail(passwordMessages.notOwnMobile);
    }
    const user = await ctx.db
      .selectFrom('merchant_user')
      .select(['id', 'enabled'])
      .where('mobile', '=', input.mobile)
      .where('user_type', '=', input.userType)
      .executeTakeFirst();
    if (!user || (session.user_id !== null && user.id !== session.user_id)) throw new BusinessError(ErrorCode.USER_NOT_FOUND);
    if (!user.enabled) throw fail(serverMessages.userDisabled);
    await startFlow(ctx.db, session.token_hash, user.id, new Date(ctx.now.getTime() + ctx.services.config.sms.flowTtlMs));
    return { maskedMobile: maskMobile(input.mobile) };
  });

  route(passwordCalls.getMsgCode, async (_input, ctx) => {
    const user = await requireFlow(ctx, 'phoneVerified');
    await sendPasswordCode(ctx, user);
    return { maskedMobile: maskMobile(user.mobile), resendAfter: Math.ceil(ctx.services.config.sms.resendMs / 1000) };
  });

  route(passwordCalls.checkMessage, async (input, ctx) => {
    const user = await requireFlow(ctx, 'phoneVerified');
    const { sms } = ctx.services.config;
    const sessionHash = sessionOf(ctx).token_hash;
    const checked = await checkSmsCode(ctx.db, user.mobile, passwordCodePurpose(sessionHash), input.code, ctx.now, sms);
    switch (checked.result) {
      case 'ok':
        break;
      case 'wrong':
        throw fail(passwordMessages.codeWrong(checked.triesLeft));
      case 'missing':
        throw fail(passwordMessages.codeMissing);
      case 'expired':
        throw fail(passwordMessages.codeExpired);
      case 'exhausted':
        throw fail(passwordMessages.codeExhausted);
    }
    await markCodeChecked(ctx.db, sessionHash, user.id, new Date(ctx.now.getTime() + sms.flowTtlMs));
    return null;
  });

  route(passwordCalls.changePassword, async (input, ctx) => {
    await changeUserPassword(ctx, await requireFlow(ctx, 'messageChecked'), input.password);
    return null;
  });
}
