import type { GroupModule } from '../../router';
import { lazyPart } from '../../ui/lazy';

/** The system group's screens by route path (this module is the group's lazily loaded chunk). */
export const screens: GroupModule['screens'] = {
  '/system/user': lazyPart('system/user', () => import('./user/user-screen').then((m) => m.UserScreen)),
  '/system/role': lazyPart('system/role', () => import('./role/role-screen').then((m) => m.RoleScreen)),
  '/system/param': lazyPart('system/param', () => import('./param/param-screen').then((m) => m.ParamScreen)),
  '/system/password': lazyPart('system/password', () => import('./password/password-screen').then((m) => m.PasswordScreen)),
  '/system/loginLog': lazyPart('system/loginLog', () => import('./login-log/login-log-screen').then((m) => m.LoginLogScreen)),
  '/system/operLog': lazyPart('system/operLog', () => import('./oper-log/oper-log-screen').then((m) => m.OperLogScreen)),
};
