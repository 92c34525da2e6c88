import { loginLogColumnDefs } from '../../../api/contract/system/logs-columns';
import { logTexts as t } from '../../../i18n/zh-CN/system-logs';
import { tableColumnsOf } from '../../../ui/table';

/** The login log table (loginLogColumnDefs): time, account, name, address, method, result. */
export const loginLogColumns = tableColumnsOf(loginLogColumnDefs, {
  loginTime: { width: 170, fixed: 'left' },
  account: 130,
  userName: 120,
  ip: 140,
  method: 100,
  result: { width: 80, render: (r) => <span data-result={r.result}>{t.results[r.result] ?? r.result}</span> },
});
