export { Permission, type PermissionProps } from './permission';
export { usePermission } from './use-permission';
export { hasPermission, PermissionListError, ALL_PERMISSIONS } from './has-permission';
