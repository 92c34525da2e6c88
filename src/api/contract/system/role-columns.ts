import { columnsOf } from '../column-def';
import type { RoleRow } from './role';

/** Headers of the roles table's columns (the screen's and the export's). */
export const roleColumnTitles = { name: '角色名称', remark: '备注', userCount: '用户数', createTime: '创建时间' } as const;

const t = roleColumnTitles;

/** The roles table's columns and its export's. */
export const roleColumnDefs = columnsOf<RoleRow>()([
  { key: 'name', title: t.name, text: (r) => r.name },
  { key: 'remark', title: t.remark, text: (r) => r.remark },
  { key: 'userCount', title: t.userCount, text: (r) => r.userCount },
  { key: 'createTime', title: t.createTime, text: (r) => r.createTime },
]);
