import { columnsOf } from '../column-def';
import type { LOGIN_METHODS, LOGIN_RESULTS, LoginLogRow, OperLogRow } from './logs';

/** Headers of the login and operation logs' columns (the screens' and the exports'). */
export const logColumnTitles = {
  time: '时间',
  account: '账号',
  userName: '姓名',
  ip: '地址',
  method: '方式',
  result: '结果',
  reason: '原因',
  operator: '操作人',
  mobile: '手机号',
  operation: '操作',
  path: '接口',
  changeCount: '变更数',
} as const;

export const LOGIN_METHOD_TEXTS: Readonly<Record<(typeof LOGIN_METHODS)[number], string>> = { password: '密码登录', forcedEntry: '免登录' };
export const LOGIN_RESULT_TEXTS: Readonly<Record<(typeof LOGIN_RESULTS)[number], string>> = { success: '成功', failure: '失败' };

const t = logColumnTitles;

/** The login log table's columns and its export's. */
export const loginLogColumnDefs = columnsOf<LoginLogRow>()([
  { key: 'loginTime', title: t.time, text: (r) => r.loginTime },
  { key: 'account', title: t.account, text: (r) => r.account },
  { key: 'userName', title: t.userName, text: (r) => r.userName },
  { key: 'ip', title: t.ip, text: (r) => r.ip },
  { key: 'method', title: t.method, text: (r) => LOGIN_METHOD_TEXTS[r.method] ?? r.method },
  { key: 'result', title: t.result, text: (r) => LOGIN_RESULT_TEXTS[r.result] ?? r.result },
  { key: 'reason', title: t.reason, text: (r) => r.reason },
]);

/** The operation log table's columns and its export's (the changes are 详情's). */
export const operLogColumnDefs = columnsOf<OperLogRow>()([
  { key: 'operTime', title: t.time, text: (r) => r.operTime },
  { key: 'operatorName', title: t.operator, text: (r) => r.operatorName },
  { key: 'operatorMobile', title: t.mobile, text: (r) => r.operatorMobile },
  { key: 'operation', title: t.operation, text: (r) => r.operation },
  { key: 'path', title: t.path, text: (r) => r.path },
  { key: 'ip', title: t.ip, text: (r) => r.ip },
  { key: 'changeCount', title: t.changeCount, text: (r) => r.changeCount },
]);
