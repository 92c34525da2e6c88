import { label } from '../enum-labels';
import type { ExportColumn } from '../export-columns';
import type { UserRow } from './user';

/** Headers of the users table's columns (the screen's and the export's). */
export const userColumnTitles = {
  mobile: '手机号', name: '姓名', roles: '角色', status: '状态', lastLogin: '最近登录', createTime: '创建时间',
} as const;

/** A user's roles as the table lists them. */
export const rolesText = (r: UserRow): string => r.roles.map((role) => role.name).join('、');

/** The last login, or 从未登录. */
export const lastLoginText = (r: UserRow): string => r.lastLoginTime ?? '从未登录';

const t = userColumnTitles;

/** The users' export, column for column as the table. */
export const userExportColumns: readonly ExportColumn<UserRow>[] = [
  { title: t.mobile, text: (r) => r.mobile },
  { title: t.name, text: (r) => r.name },
  { title: t.roles, text: rolesText },
  { title: t.status, text: (r) => label('enabled', r.enabled) },
  { title: t.lastLogin, text: lastLoginText },
  { title: t.createTime, text: (r) => r.createTime },
];
