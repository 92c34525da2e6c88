/** Merchants, users, roles, menus, parameters and the expiring security rows. */
export const platform: readonly string[] = [
  `create table merchant (
    id serial primary key,
    name text not null,
    footer_name text not null,
    contact_mobile text not null default '',
    created_at timestamptz not null default now()
  )`,
  `create table merchant_user (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    code text not null unique,
    mobile text not null,
    name text not null,
    password_hash text not null,
    enabled boolean not null default true,
    user_type text not null,
    created_at timestamptz not null default now(),
    unique (user_type, mobile)
  )`,
  `create index merchant_user_merchant_idx on merchant_user (merchant_id)`,
  `create table role (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    name text not null,
    remark text not null default '',
    grants_all boolean not null default false,
    created_at timestamptz not null default now()
  )`,
  `create index role_merchant_idx on role (merchant_id)`,
  `create table user_role (
    user_id integer not null references merchant_user(id) on delete cascade,
    role_id integer not null references role(id) on delete cascade,
    primary key (user_id, role_id)
  )`,
  `create table menu (
    id serial primary key,
    user_type text not null,
    parent_id integer not null default 0,
    name text not null,
    url text not null default '',
    path text not null default '',
    css text not null default '',
    icon_css text not null default '',
    sort integer not null default 0,
    is_menu char(1) not null check (is_menu in ('Y', 'N')),
    hidden boolean not null default false,
    separation text not null default '',
    only_name text not null default '',
    permission text not null default ''
  )`,
  `create index menu_user_type_idx on menu (user_type, parent_id, sort)`,
  `create table role_menu (
    role_id integer not null references role(id) on delete cascade,
    menu_id integer not null references menu(id) on delete cascade,
    primary key (role_id, menu_id)
  )`,
  `create table merchant_param (
    merchant_id integer not null references merchant(id),
    param_cd text not null,
    param_value jsonb not null,
    primary key (merchant_id, param_cd)
  )`,
  `create table session (
    token_hash text primary key,
    user_id integer references merchant_user(id) on delete cascade,
    created_at timestamptz not null,
    last_seen_at timestamptz not null,
    ip text not null
  )`,
  `create index session_last_seen_idx on session (last_seen_at)`,
  `create index session_user_idx on session (user_id)`,
  `create table captcha (
    session_hash text primary key,
    text_hash text not null,
    expires_at timestamptz not null
  )`,
  `create table nonce (
    value text primary key,
    expires_at timestamptz not null
  )`,
  `create index nonce_expires_idx on nonce (expires_at)`,
  `create table login_failure (
    id serial primary key,
    account text not null,
    ip text not null,
    created_at timestamptz not null
  )`,
  `create index login_failure_account_idx on login_failure (account, created_at)`,
  `create table authorization_code (
    code_hash text primary key,
    user_id integer not null references merchant_user(id) on delete cascade,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create table app_key (
    id integer primary key check (id = 1),
    public_key_pem text not null,
    private_key_pem text not null,
    created_at timestamptz not null default now()
  )`,
  `create table file (
    key text primary key,
    merchant_id integer not null references merchant(id),
    user_id integer not null references merchant_user(id),
    name text not null,
    size integer not null,
    type text not null,
    created_at timestamptz not null
  )`,
  `create index file_merchant_idx on file (merchant_id)`,
  `create table seed_marker (
    name text primary key,
    applied_at timestamptz not null default now()
  )`,
];
