import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { id, keyword, paging, timeRange } from '../fields';
import { pageOf } from '../schemas';
import { systemPermissions } from './permissions';

export const LOGIN_RESULTS = ['success', 'failure'] as const;
export const LOGIN_METHODS = ['password', 'forcedEntry'] as const;

export const loginLogRow = z.object({
  id: z.number(),
  account: z.string(),
  userName: z.string(),
  ip: z.string(),
  method: z.enum(LOGIN_METHODS),
  result: z.enum(LOGIN_RESULTS),
  /** Why a login failed (the message the caller got); empty on success. */
  reason: z.string(),
  loginTime: z.string(),
});
export type LoginLogRow = z.infer<typeof loginLogRow>;

/** POST plat/loginLog/findPage: this merchant's accounts' logins, newest first. */
export const findLoginLogPage = defineCall({
  method: 'POST',
  path: 'plat/loginLog/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: systemPermissions.loginLog.view },
  request: z.strictObject({ ...paging, keyword, result: z.optional(z.enum(LOGIN_RESULTS)), ...timeRange }),
  response: pageOf(loginLogRow),
});

export const operLogRow = z.object({
  id: z.number(),
  operatorName: z.string(),
  operatorMobile: z.string(),
  /** The call's path, e.g. plat/role/edit, and the name of the menu button that grants it. */
  path: z.string(),
  operation: z.string(),
  ip: z.string(),
  changeCount: z.number(),
  operTime: z.string(),
});
export type OperLogRow = z.infer<typeof operLogRow>;

/** POST plat/operLog/findPage: every write of this merchant, newest first. */
export const findOperLogPage = defineCall({
  method: 'POST',
  path: 'plat/operLog/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: systemPermissions.operLog.view },
  request: z.strictObject({ ...paging, keyword, ...timeRange }),
  response: pageOf(operLogRow),
});

export const CHANGE_ACTIONS = ['insert', 'update', 'delete'] as const;

/** A row as the database held it; secrets (password hashes) are left out. */
const rowImage = z.nullable(z.record(z.string(), z.unknown()));

export const operLogChange = z.object({
  table: z.string(),
  rowId: z.string(),
  action: z.enum(CHANGE_ACTIONS),
  before: rowImage,
  after: rowImage,
});
export type OperLogChange = z.infer<typeof operLogChange>;

/** GET plat/operLog/findById: one operation with each row it changed, before and after. */
export const findOperLogById = defineCall({
  method: 'GET',
  path: 'plat/operLog/findById',
  readOnly: true,
  mode: 'json',
  access: { permission: systemPermissions.operLog.view },
  request: z.strictObject({ id }),
  response: z.extend(operLogRow, { changes: z.array(operLogChange) }),
});
