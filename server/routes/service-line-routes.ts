import { serviceLineCalls } from '../../src/api/contract';
import { SERVICE_LINES } from '../../src/api/contract/service-lines';
import { userOf } from '../http/context';
import type { RouteFn } from '../http/route';

/**
 * plat/common/findMerchantServiceTypeList: the caller's merchant's lines, read with the caller
 * (server/auth/caller-query.ts), so the call costs no statement of its own.
 */
export function registerServiceLineRoutes(route: RouteFn): void {
  route(serviceLineCalls.findMerchantServiceTypeList, async (_input, ctx) => {
    const { serviceLines } = userOf(ctx);
    return SERVICE_LINES.filter((line) => serviceLines.includes(line));
  });
}
