/**
 * A merchant's business lines (src/api/contract/service-lines.ts): one row per line the merchant
 * runs. A line it lacks is neither in its menus nor in its permissions (server/auth/user-identity.ts
 * and server/routes/menu-routes.ts), whatever its roles grant; plat/common/findMerchantServiceTypeList
 * answers its rows. Every merchant existing now runs both lines.
 */

export const serviceLines: readonly string[] = [
  `create table merchant_service_line (
    merchant_id integer not null references merchant(id),
    line text not null check (line in ('agriculturalWell', 'fertigation')),
    primary key (merchant_id, line)
  )`,
  `insert into merchant_service_line (merchant_id, line)
    select m.id, l.line from merchant m cross join (values ('agriculturalWell'), ('fertigation')) as l(line)`,
  // the operation log's trigger (migration 008) on this migration's audited tables
  `create trigger audit_change after insert or update or delete on merchant_service_line for each row
    when (coalesce(current_setting('irr.actor', true), '') <> '')
    execute function audit_change('merchant_id', 'line')`,
];
