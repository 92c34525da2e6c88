import { AUDIT_EXEMPT_TABLES as SYSTEM_EXEMPT, AUDITED_TABLES as SYSTEM_AUDITED } from '../db/migrations/008-system';
import { MONEY_AUDITED_TABLES, MONEY_EXEMPT_TABLES } from '../db/migrations/009-money';
import { RECHARGE_REFUND_AUDITED_TABLES } from '../db/migrations/010-recharge-refund';
import { ROLE_GRANTS_EXEMPT_TABLES } from '../db/migrations/014-role-grants-stamp';
import { SERVICE_LINE_AUDITED_TABLES } from '../db/migrations/016-service-lines';
import { SETTLEMENT_AUDITED_TABLES, SETTLEMENT_EXEMPT_TABLES } from '../db/migrations/017-settlements';
import { REPORT_EXEMPT_TABLES } from '../db/migrations/018-reports';
import { DEVICE_AUDITED_TABLES, DEVICE_EXEMPT_TABLES } from '../db/migrations/019-devices';
import { INSPECTION_AUDITED_TABLES } from '../db/migrations/020-inspection';
import { ALARM_RULE_AUDITED_TABLES } from '../db/migrations/021-alarm-rules';

/** Every audited table with its key columns, over all migrations (a test checks each table is in one list). */
export const AUDITED_TABLES: Readonly<Record<string, readonly string[]>> = {
  ...SYSTEM_AUDITED, ...MONEY_AUDITED_TABLES, ...RECHARGE_REFUND_AUDITED_TABLES, ...SERVICE_LINE_AUDITED_TABLES, ...SETTLEMENT_AUDITED_TABLES,
  ...DEVICE_AUDITED_TABLES,
  ...INSPECTION_AUDITED_TABLES,
  ...ALARM_RULE_AUDITED_TABLES,
};

/** Every table left out of the operation log, with the reason. */
export const AUDIT_EXEMPT_TABLES: Readonly<Record<string, string>> = {
  ...SYSTEM_EXEMPT, ...MONEY_EXEMPT_TABLES, ...ROLE_GRANTS_EXEMPT_TABLES, ...SETTLEMENT_EXEMPT_TABLES, ...REPORT_EXEMPT_TABLES,
  ...DEVICE_EXEMPT_TABLES,
};
