import { PERSONALIZED_NAME, defaultPersonalizedNames, paramCalls } from '../../src/api/contract';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { BusinessError } from '../http/business-error';
import { userOf } from '../http/context';
import type { RouteFn } from '../http/route';
import { pickNames } from './personalized-names';

export function registerParamRoutes(route: RouteFn): void {
  route(paramCalls.findParamByCd, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    if (input.paramCd !== PERSONALIZED_NAME) throw new BusinessError(ErrorCode.PARAM_NOT_FOUND);
    const row = await ctx.db
      .selectFrom('merchant_param')
      .select('param_value')
      .where('merchant_id', '=', merchantId)
      .where('param_cd', '=', input.paramCd)
      .executeTakeFirst();
    const defaults = { paramCd: PERSONALIZED_NAME, paramValue: { ...defaultPersonalizedNames } };
    // Unset: 1010 with the spec's defaults, so a caller hiding errors still gets usable labels.
    if (!row) throw new BusinessError(ErrorCode.PARAM_NOT_FOUND, undefined, defaults);
    return { paramCd: PERSONALIZED_NAME, paramValue: { ...defaultPersonalizedNames, ...pickNames(row.param_value) } };
  });

  // The call's transaction (server/audit) logs the change, before and after.
  route(paramCalls.editParam, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const value = JSON.stringify(input.paramValue);
    await ctx.db
      .insertInto('merchant_param')
      .values({ merchant_id: merchantId, param_cd: input.paramCd, param_value: value })
      .onConflict((oc) => oc.columns(['merchant_id', 'param_cd']).doUpdateSet({ param_value: value }))
      .execute();
    return { paramCd: input.paramCd, paramValue: input.paramValue };
  });
}
