/** The system group's calls: merchant users, roles, password, personalised names, logs. */
export { systemPermissions } from './permissions';
export { PASSWORD_MAX, PASSWORD_MIN, passwordProblem, passwordRuleMessages } from './password-rule';
export * as userCalls from './user';
export * as roleCalls from './role';
export * as passwordCalls from './password';
export * as logCalls from './logs';
export type { UserRow } from './user';
export type { RoleRow, RoleMenuNode } from './role';
export type { LoginLogRow, OperLogRow, OperLogChange } from './logs';
