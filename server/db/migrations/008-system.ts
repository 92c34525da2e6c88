/**
 * The system group: versions on users and roles, the login and operation logs, SMS codes and
 * their development outbox, the password flow's steps; and the operation log's triggers.
 *
 * Every table of merchant data carries the trigger `audit_change`: inside a call's transaction
 * (server/audit/audited.ts sets `irr.actor`), each row it inserts, updates or deletes lands in
 * `oper_log_change` under one `oper_log` row per transaction, written with the change, so the log
 * can miss nothing and holds nothing that was rolled back. Outside a call (migrations, the seed,
 * the sweep) `irr.actor` is unset and the WHEN clause keeps the trigger from running at all.
 * Expiring security rows, logs and derived counts are not audited (server/audit/audit-tables.ts,
 * which lists every table; this file keeps the triggers as they were made).
 */

/** The tables of this migration's day that got the trigger, with the key columns it names (the row id shown in the log). */
const AUDITED_HERE: Readonly<Record<string, readonly string[]>> = {
  merchant: ['id'],
  merchant_user: ['id'],
  role: ['id'],
  user_role: ['user_id', 'role_id'],
  role_menu: ['role_id', 'menu_id'],
  menu: ['id'],
  merchant_param: ['merchant_id', 'param_cd'],
  file: ['key'],
  place: ['id'],
  area: ['id'],
  equip_type: ['id'],
  fertigation_equip: ['id'],
  equip_area: ['equip_id', 'area_id'],
  valve: ['id'],
  fertigation_param: ['equip_id'],
  fertigation_template: ['id'],
  template_step: ['template_id', 'sort'],
  usage_record: ['id'],
  fault_feedback: ['id'],
  notice: ['id'],
  notice_read: ['notice_id', 'user_id'],
  well: ['id'],
  well_param: ['equip_id'],
};

/** The operation log's trigger on one table (a later migration writes its own, frozen with it). */
const auditTrigger = (table: string, keys: readonly string[]) =>
  `create trigger audit_change after insert or update or delete on ${table} for each row
    when (coalesce(current_setting('irr.actor', true), '') <> '')
    execute function audit_change(${keys.map((k) => `'${k}'`).join(', ')})`;

const auditTriggers = Object.entries(AUDITED_HERE).map(([table, keys]) => auditTrigger(table, keys));

export const system: readonly string[] = [
  `alter table merchant_user add column version integer not null default 0`,
  `alter table merchant_user add column last_login_at timestamptz`,
  `alter table merchant_user add column password_changed_at timestamptz`,
  `alter table role add column version integer not null default 0`,
  `create unique index role_merchant_name_key on role (merchant_id, name)`,
  `create index user_role_role_idx on user_role (role_id)`,
  // a user's uploads outlive the user
  `alter table file alter column user_id drop not null`,
  `alter table file drop constraint file_user_id_fkey`,
  `alter table file add constraint file_user_id_fkey foreign key (user_id) references merchant_user(id) on delete set null`,
  `create table login_log (
    id serial primary key,
    merchant_id integer references merchant(id),
    user_id integer,
    account text not null,
    user_name text not null default '',
    ip text not null,
    method text not null check (method in ('password', 'forcedEntry')),
    result text not null check (result in ('success', 'failure')),
    reason text not null default '',
    created_at timestamptz not null
  )`,
  `create index login_log_merchant_idx on login_log (merchant_id, created_at desc, id desc)`,
  `create table oper_log (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    user_id integer,
    user_name text not null,
    user_mobile text not null,
    ip text not null,
    path text not null,
    permission text not null default '',
    created_at timestamptz not null
  )`,
  `create index oper_log_merchant_idx on oper_log (merchant_id, created_at desc, id desc)`,
  `create table oper_log_change (
    id bigserial primary key,
    oper_id integer not null references oper_log(id) on delete cascade,
    table_name text not null,
    row_id text not null,
    action text not null check (action in ('insert', 'update', 'delete')),
    before jsonb,
    after jsonb
  )`,
  `create index oper_log_change_oper_idx on oper_log_change (oper_id, id)`,
  `create table sms_code (
    id serial primary key,
    mobile text not null,
    purpose text not null,
    code_hash text not null,
    ip text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    attempts integer not null default 0,
    used_at timestamptz
  )`,
  `create index sms_code_mobile_idx on sms_code (mobile, created_at desc)`,
  `create index sms_code_ip_idx on sms_code (ip, created_at desc)`,
  `create table sms_outbox (
    id serial primary key,
    mobile text not null,
    text text not null,
    created_at timestamptz not null
  )`,
  `create index sms_outbox_created_idx on sms_outbox (created_at desc, id desc)`,
  `create table password_flow (
    session_hash text primary key references session(token_hash) on delete cascade,
    user_id integer not null references merchant_user(id) on delete cascade,
    step text not null check (step in ('phoneVerified', 'messageChecked')),
    expires_at timestamptz not null
  )`,
  // the log pages' buttons, for databases seeded before them
  `insert into menu (user_type, parent_id, name, url, path, css, icon_css, sort, is_menu, hidden, separation, only_name, permission)
    select p.user_type, p.id, b.name, '', '', '', '', 1, 'N', true, 'system', b.permission, b.permission
    from menu p join (values ('/system/loginLog', '查看登录日志', 'plat:loginLog:view'), ('/system/operLog', '查看操作日志', 'plat:operLog:view'))
      as b(path, name, permission) on p.path = b.path
    where not exists (select 1 from menu m where m.permission = b.permission and m.user_type = p.user_type)`,
  `create function audit_change() returns trigger language plpgsql as $$
  declare
    actor jsonb := current_setting('irr.actor')::jsonb;
    oper integer := nullif(current_setting('irr.oper_id', true), '')::integer;
    before_row jsonb;
    after_row jsonb;
    keyed jsonb;
    row_key text;
  begin
    if tg_op <> 'INSERT' then before_row := to_jsonb(old) - 'password_hash'; end if;
    if tg_op <> 'DELETE' then after_row := to_jsonb(new) - 'password_hash'; end if;
    if tg_op = 'UPDATE' and to_jsonb(old) = to_jsonb(new) then return null; end if;
    if oper is null then
      insert into oper_log (merchant_id, user_id, user_name, user_mobile, ip, path, permission, created_at)
        values ((actor->>'merchantId')::integer, (actor->>'userId')::integer, actor->>'userName', actor->>'userMobile',
                actor->>'ip', actor->>'path', coalesce(actor->>'permission', ''), (actor->>'at')::timestamptz)
        returning id into oper;
      perform set_config('irr.oper_id', oper::text, true);
    end if;
    keyed := coalesce(after_row, before_row);
    select string_agg(keyed->>k, ':') into row_key from unnest(tg_argv) as k;
    insert into oper_log_change (oper_id, table_name, row_id, action, before, after)
      values (oper, tg_table_name, coalesce(row_key, ''), lower(tg_op), before_row, after_row);
    return null;
  end $$`,
  ...auditTriggers,
];
