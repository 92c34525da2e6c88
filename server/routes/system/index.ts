import type { RouteFn } from '../../http/route';
import { registerLogRoutes } from './log-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerRoleRoutes } from './role-routes';
import { registerUserRoutes } from './user-routes';

/** The system group: merchant users, roles, password change and recovery, logs. */
export function registerSystemRoutes(route: RouteFn): void {
  registerUserRoutes(route);
  registerRoleRoutes(route);
  registerPasswordRoutes(route);
  registerLogRoutes(route);
}
