import type { Actor } from '../audit/audited';

/** The platform's operations as the merchant's operation log names them (routes/system/log-operation.ts shows their labels). */
export const PLATFORM_OPERATIONS = {
  add: 'platform/merchant/add',
  suspend: 'platform/merchant/suspend',
  resume: 'platform/merchant/resume',
  lines: 'platform/merchant/lines',
  addWell: 'platform/well/add',
} as const;

/** Where a platform operation came from: the API's caller address, or `cli`. */
export interface PlatformOrigin {
  ip: string;
  now: Date;
}

/** The platform as the actor of a write to one merchant: logged in that merchant's operation log, by no user. */
export const platformActor = (merchantId: number, path: string, origin: PlatformOrigin): Actor => ({
  merchantId,
  userId: null,
  userName: '平台',
  userMobile: '',
  ip: origin.ip,
  path,
  permission: '',
  at: origin.now.toISOString(),
});
