import { loginCalls } from '../../src/api/contract';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { issueAuthorizationCode } from '../auth/authorization-codes';
import { BusinessError } from '../http/business-error';
import { serverMessages } from '../http/messages';
import type { RouteFn } from '../http/route';

export function registerOpenRoutes(route: RouteFn): void {
  route(loginCalls.authorizationCode, async (input, ctx) => {
    const user = await ctx.db
      .selectFrom('merchant_user as u')
      .innerJoin('merchant as m', 'm.id', 'u.merchant_id')
      .select(['u.id', 'u.enabled', 'm.suspended_at'])
      .where('u.mobile', '=', input.mobile)
      .where('u.user_type', '=', 'merchant')
      .executeTakeFirst();
    if (!user) throw new BusinessError(ErrorCode.USER_NOT_FOUND);
    if (!user.enabled) throw new BusinessError(ErrorCode.FAILED, serverMessages.userDisabled);
    if (user.suspended_at !== null) throw new BusinessError(ErrorCode.FAILED, serverMessages.merchantSuspended);
    const ttlMs = ctx.services.config.authCodeTtlMs;
    const code = await issueAuthorizationCode(ctx.db, user.id, ctx.now, ttlMs);
    return { authorizationCode: code, expiresIn: Math.round(ttlMs / 1000) };
  });
}
