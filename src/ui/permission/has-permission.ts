import { transportMessages } from '../../i18n/zh-CN/errors';

/** The permission string that grants everything. */
export const ALL_PERMISSIONS = '*:*:*';

/** Thrown when a control is gated without a list of permission strings (spec sections 5 and 8). */
export class PermissionListError extends Error {
  constructor() {
    super(transportMessages.permissionListMissing);
    this.name = 'PermissionListError';
  }
}

/** True when `held` contains `*:*:*` or any of `anyOf`; an empty or non-array list throws. */
export function hasPermission(held: readonly string[], anyOf: unknown): boolean {
  if (!Array.isArray(anyOf) || anyOf.length === 0) throw new PermissionListError();
  if (held.includes(ALL_PERMISSIONS)) return true;
  return anyOf.some((p) => typeof p === 'string' && held.includes(p));
}
