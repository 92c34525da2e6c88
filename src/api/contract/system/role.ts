import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { id, keyword, optionalText, paging, requiredText, savedRow, version } from '../fields';
import { pageOf } from '../schemas';
import { systemPermissions } from './permissions';

const p = systemPermissions.role;

export const roleRow = z.object({
  id: z.number(),
  name: z.string(),
  remark: z.string(),
  /** Holds `*:*:*`: every menu and permission; its menus are not edited. */
  grantsAll: z.boolean(),
  userCount: z.number(),
  createTime: z.string(),
  version: z.number(),
});
export type RoleRow = z.infer<typeof roleRow>;

/** POST plat/role/findPage (query body): by name or remark. */
export const findPage = defineCall({
  method: 'POST',
  path: 'plat/role/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.findPage },
  request: z.strictObject({ ...paging, keyword }),
  response: pageOf(roleRow),
});

/** A node of the role screen's tree: a group, a page or a button (with the calls its permission opens). */
export interface RoleMenuNode {
  id: number;
  name: string;
  isMenu: 'Y' | 'N';
  path: string;
  permission: string;
  /** Paths of the protected calls that need this node's permission (from the server's call table). */
  calls: string[];
  /** The caller may grant it (an editor without `*:*:*` grants only what it holds). */
  grantable: boolean;
  children: RoleMenuNode[];
}

export const roleMenuNode: z.ZodMiniType<RoleMenuNode> = z.object({
  id: z.number(),
  name: z.string(),
  isMenu: z.enum(['Y', 'N']),
  path: z.string(),
  permission: z.string(),
  calls: z.array(z.string()),
  grantable: z.boolean(),
  get children() {
    return z.array(roleMenuNode);
  },
});

/** GET plat/role/getMenuList: every menu and button of the user type, as the role screen's tree. */
export const getMenuList = defineCall({
  method: 'GET',
  path: 'plat/role/getMenuList',
  readOnly: true,
  mode: 'json',
  access: { permission: p.findPage, orPermissions: [p.add, p.edit] },
  request: z.strictObject({}),
  response: z.array(roleMenuNode),
});

/** GET plat/role/findById: the role with the ids of the menus and buttons it grants (a grants-all role: every menu of the user type). */
export const findById = defineCall({
  method: 'GET',
  path: 'plat/role/findById',
  readOnly: true,
  mode: 'json',
  access: { permission: p.findPage, orPermissions: [p.edit] },
  request: z.strictObject({ id }),
  response: z.extend(roleRow, { menuIds: z.array(z.number()) }),
});

/**
 * The menus a role grants: pages and buttons by id (a button's page and group follow from it).
 * Unknown ids, and ids the editor may not grant, are refused.
 */
const menuIds = z.array(id).check(z.maxLength(1000, '菜单过多'));

const roleFields = {
  name: requiredText('角色名称', 30),
  remark: optionalText('备注', 200),
  menuIds,
};

/** POST plat/role/add/save */
export const save = defineCall({
  method: 'POST',
  path: 'plat/role/add/save',
  mode: 'json',
  access: { permission: p.add },
  request: z.strictObject(roleFields),
  response: savedRow,
});

/**
 * POST plat/role/edit: with the version read; its users get the new permissions on their next call.
 * A grants-all role takes a new name and remark only: its `menuIds` must be the ones findById gave.
 */
export const edit = defineCall({
  method: 'POST',
  path: 'plat/role/edit',
  mode: 'json',
  access: { permission: p.edit },
  request: z.strictObject({ id, version, ...roleFields }),
  response: savedRow,
});

/** POST plat/role/delete: refused while a user holds the role. */
export const remove = defineCall({
  method: 'POST',
  path: 'plat/role/delete',
  mode: 'json',
  access: { permission: p.delete },
  request: z.strictObject({ id }),
  response: z.null(),
});
