import type { ExportColumn } from '../export-columns';
import type { RoleRow } from './role';

/** Headers of the roles table's columns (the screen's and the export's). */
export const roleColumnTitles = { name: '角色名称', remark: '备注', userCount: '用户数', createTime: '创建时间' } as const;

const t = roleColumnTitles;

/** The roles' export, column for column as the table. */
export const roleExportColumns: readonly ExportColumn<RoleRow>[] = [
  { title: t.name, text: (r) => r.name },
  { title: t.remark, text: (r) => r.remark },
  { title: t.userCount, text: (r) => r.userCount },
  { title: t.createTime, text: (r) => r.createTime },
];
