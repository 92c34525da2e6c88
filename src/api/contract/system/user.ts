import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { id, keyword, paging, requiredText, savedRow, version, yesNo } from '../fields';
import { pageOf } from '../schemas';
import { systemPermissions } from './permissions';

const p = systemPermissions.user;

/** The account of a merchant user is a mobile (spec section 5: mobile or account). */
export const accountMobile = z
  .string()
  .check(z.trim(), z.minLength(1, '手机号/账号不能为空'), z.regex(/^(1\d{10})?$/, '请输入有效的手机号/账号'));

export const userRow = z.object({
  id: z.number(),
  mobile: z.string(),
  name: z.string(),
  enabled: yesNo,
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The caller itself: the screen offers no delete or disable on this row. */
  self: z.boolean(),
  lastLoginTime: z.nullable(z.string()),
  createTime: z.string(),
  version: z.number(),
});
export type UserRow = z.infer<typeof userRow>;

/** POST plat/user/findPage: by mobile or name, enabled flag, role. */
export const findPage = defineCall({
  method: 'POST',
  path: 'plat/user/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.findPage },
  request: z.strictObject({ ...paging, keyword, enabled: z.optional(yesNo), roleId: z.optional(id) }),
  response: pageOf(userRow),
});

/** GET plat/user/findById */
export const findById = defineCall({
  method: 'GET',
  path: 'plat/user/findById',
  readOnly: true,
  mode: 'json',
  access: { permission: p.findPage, orPermissions: [p.edit] },
  request: z.strictObject({ id }),
  response: z.extend(userRow, { roleIds: z.array(z.number()) }),
});

/**
 * GET plat/user/edit/getRoleList: the roles the caller may give (all of the merchant's for an
 * administrator holding `*:*:*`, else only the roles the caller holds itself).
 */
export const getRoleList = defineCall({
  method: 'GET',
  path: 'plat/user/edit/getRoleList',
  readOnly: true,
  mode: 'json',
  access: { permission: p.add, orPermissions: [p.edit, p.findPage] },
  request: z.strictObject({}),
  response: z.array(z.object({ id: z.number(), name: z.string(), remark: z.string(), grantsAll: z.boolean() })),
});

/** POST plat/user/checkMobilePhone (form): is the mobile free as an account (`id`: the user being edited)? */
export const checkMobilePhone = defineCall({
  method: 'POST',
  path: 'plat/user/checkMobilePhone',
  readOnly: true,
  mode: 'form',
  access: { permission: p.add, orPermissions: [p.edit] },
  request: z.strictObject({ mobile: accountMobile, id: z.optional(id) }),
  response: z.object({ available: z.boolean() }),
});

const roleIds = z.array(id).check(z.minLength(1, '请选择角色'), z.maxLength(20, '最多选择20个角色'));

const userFields = {
  mobile: accountMobile,
  name: requiredText('姓名', 20),
  roleIds,
  enabled: yesNo,
};

/**
 * POST plat/user/edit/add. `password` is the initial password, RSA-OAEP encrypted as at login
 * (base64); it must pass the strength rule.
 */
export const add = defineCall({
  method: 'POST',
  path: 'plat/user/edit/add',
  mode: 'json',
  access: { permission: p.add },
  request: z.strictObject({ ...userFields, password: z.string().check(z.minLength(1, '请输入密码'), z.maxLength(2048)) }),
  response: savedRow,
});

/** POST plat/user/edit/update: with the version read. Disabling a user ends their sessions at once. */
export const update = defineCall({
  method: 'POST',
  path: 'plat/user/edit/update',
  mode: 'json',
  access: { permission: p.edit },
  request: z.strictObject({ id, version, ...userFields }),
  response: savedRow,
});

/** POST plat/user/delete: ends the user's sessions; nobody deletes themselves. */
export const remove = defineCall({
  method: 'POST',
  path: 'plat/user/delete',
  mode: 'json',
  access: { permission: p.delete },
  request: z.strictObject({ id }),
  response: z.null(),
});
