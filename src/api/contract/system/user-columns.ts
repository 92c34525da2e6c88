import { label } from '../enum-labels';
import { columnsOf } from '../column-def';
import type { UserRow } from './user';

/** Headers of the users table's columns (the screen's and the export's). */
export const userColumnTitles = {
  mobile: '手机号',
  name: '姓名',
  roles: '角色',
  status: '状态',
  lastLogin: '最近登录',
  createTime: '创建时间',
} as const;

/** A user's roles as the table lists them. */
export const rolesText = (r: UserRow): string => r.roles.map((role) => role.name).join('、');

/** The last login, or 从未登录. */
export const lastLoginText = (r: UserRow): string => r.lastLoginTime ?? '从未登录';

const t = userColumnTitles;

/** The users table's columns and its export's. */
export const userColumnDefs = columnsOf<UserRow>()([
  { key: 'mobile', title: t.mobile, text: (r) => r.mobile },
  { key: 'name', title: t.name, text: (r) => r.name },
  { key: 'roles', title: t.roles, text: rolesText },
  { key: 'enabled', title: t.status, text: (r) => label('enabled', r.enabled) },
  { key: 'lastLoginTime', title: t.lastLogin, text: lastLoginText },
  { key: 'createTime', title: t.createTime, text: (r) => r.createTime },
]);
