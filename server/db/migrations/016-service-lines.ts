/**
 * A merchant's business lines (src/api/contract/service-lines.ts): one row per line the merchant
 * runs. A line it lacks is neither in its menus nor in its permissions (server/auth/user-identity.ts
 * and server/routes/menu-routes.ts), whatever its roles grant; plat/common/findMerchantServiceTypeList
 * answers its rows. Every merchant existing now runs both lines.
 */

import { auditTrigger } from './008-system';

/** Tables of this migration in the operation log, with their key columns (see 008-system). */
export const SERVICE_LINE_AUDITED_TABLES: Readonly<Record<string, readonly string[]>> = {
  merchant_service_line: ['merchant_id', 'line'],
};

export const serviceLines: readonly string[] = [
  `create table merchant_service_line (
    merchant_id integer not null references merchant(id),
    line text not null check (line in ('agriculturalWell', 'fertigation')),
    primary key (merchant_id, line)
  )`,
  `insert into merchant_service_line (merchant_id, line)
    select m.id, l.line from merchant m cross join (values ('agriculturalWell'), ('fertigation')) as l(line)`,
  ...Object.entries(SERVICE_LINE_AUDITED_TABLES).map(([table, keys]) => auditTrigger(table, keys)),
];
