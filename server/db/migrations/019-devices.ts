/**
 * Live devices (server/docs/devices.md): each well's or fertigation machine's MQTT credentials
 * and the last message number taken from it, what a well's status reports besides the columns
 * it had, the meter readings at a swipe's start, and the commands sent to pumps.
 */
export const devices: readonly string[] = [
  // One device per well or machine. `secret_hash` is mosquitto's own format ($7$, PBKDF2-SHA512),
  // so an outside mosquitto's password file is these rows as they are.
  `create table device (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    well_id integer unique references well(id) on delete cascade,
    equip_id integer unique references fertigation_equip(id) on delete cascade,
    username text not null unique check (username ~ '^[a-z][a-z0-9-]{4,40}$'),
    secret_hash text not null,
    last_seq bigint not null default 0,
    created_at timestamptz not null,
    rotated_at timestamptz not null,
    check ((well_id is null) <> (equip_id is null))
  )`,
  `create index device_merchant_idx on device (merchant_id)`,

  // Current in 0.1 A, voltage in 0.1 V, the meters' running totals (Wh, litres), when the status was taken.
  `alter table well add column current_deciamps integer not null default 0 check (current_deciamps between 0 and 10000)`,
  `alter table well add column voltage_decivolts integer not null default 0 check (voltage_decivolts between 0 and 10000)`,
  `alter table well add column meter_wh bigint not null default 0`,
  `alter table well add column meter_liters bigint not null default 0`,
  `alter table well add column status_at timestamptz`,

  // A swipe's order remembers the meters at its start: the stop's readings less these are what it used.
  `alter table usage_record add column start_meter_wh bigint`,
  `alter table usage_record add column start_meter_liters bigint`,
  // the order pumping at a well, which every monitor row and live event reads
  `create index usage_record_running_well_idx on usage_record (well_id) where status = 'RUNNING'`,

  // A pump command: SENT until the device answers (ACKED, REFUSED) or 10 s pass (TIMEOUT).
  `create table device_command (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    well_id integer not null references well(id) on delete cascade,
    action text not null check (action in ('start', 'stop')),
    status text not null default 'SENT' check (status in ('SENT', 'ACKED', 'REFUSED', 'TIMEOUT')),
    reason text not null default '',
    user_id integer,
    created_at timestamptz not null,
    answered_at timestamptz
  )`,
  `create index device_command_well_idx on device_command (well_id, id desc)`,

  // The monitor's and the big screen's buttons, for a database seeded before this migration (a fresh
  // one gets them from seed/menus.ts), granted to every role holding the page.
  `insert into menu (user_type, parent_id, name, url, path, css, icon_css, sort, is_menu, hidden, separation, only_name, permission)
    select 'merchant', page.id, b.label, '', '', '', '', 0, 'N', true, b.grp, b.permission, b.permission
    from (values
      ('agriculturalWell.monitor', 'agriculturalWell', 'agriculturalWell:monitor:view', '查看监控'),
      ('agriculturalWell.monitor', 'agriculturalWell', 'agriculturalWell:monitor:control', '启停水泵'),
      ('agriculturalWell.monitor', 'agriculturalWell', 'agriculturalWell:monitor:alarm', '告警规则'),
      ('bigScreen.home', 'bigScreen', 'bigScreen:home:view', '查看大屏')
    ) as b(page, grp, permission, label)
    join menu page on page.user_type = 'merchant' and page.only_name = b.page
    where not exists (select 1 from menu m where m.permission = b.permission)`,
  `insert into role_menu (role_id, menu_id)
    select rm.role_id, button.id from menu button join role_menu rm on rm.menu_id = button.parent_id
    where button.permission in ('agriculturalWell:monitor:view', 'agriculturalWell:monitor:control', 'agriculturalWell:monitor:alarm', 'bigScreen:home:view')
    and not exists (select 1 from role_menu x where x.role_id = rm.role_id and x.menu_id = button.id)`,
  // the operation log's trigger (migration 008) on this migration's audited tables
  `create trigger audit_change after insert or update or delete on device_command for each row
    when (coalesce(current_setting('irr.actor', true), '') <> '')
    execute function audit_change('id')`,
];
