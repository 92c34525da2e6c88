import { usePermissions } from '../../session/public/permissions';
import { hasPermission } from './has-permission';

/**
 * Whether the logged-in user holds any of `anyOf` (or `*:*:*`).
 * Throws `PermissionListError` (请设置操作权限标签值(需为数组)) for an empty or non-array list.
 */
export function usePermission(anyOf: readonly string[]): boolean {
  const held = usePermissions();
  return hasPermission(held, anyOf);
}
