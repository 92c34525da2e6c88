import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { emptyRequest } from './schemas';
import { SERVICE_LINES } from './service-lines';

/**
 * GET plat/common/findMerchantServiceTypeList: the caller's merchant's business lines, in the order
 * of SERVICE_LINES (`['agriculturalWell', 'fertigation']` for a merchant with both). The console
 * loads a line's screens only when it is listed.
 */
export const findMerchantServiceTypeList = defineCall({
  method: 'GET',
  path: 'plat/common/findMerchantServiceTypeList',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: emptyRequest,
  response: z.array(z.enum(SERVICE_LINES)),
});
