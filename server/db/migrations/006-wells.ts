/**
 * The well module: an optimistic-lock version, location and last online time on every well, the
 * well parameters (backfilled with the defaults for the wells that exist), the index behind the
 * status filter and the home page's count, and the read permissions of the agriculturalWell pages
 * for a database seeded before this migration.
 */
export const wells: readonly string[] = [
  `alter table well add column version integer not null default 0`,
  `alter table well add column location text not null default ''`,
  // WGS-84 degrees, 6 decimals (about 0.1 m); null until the well is surveyed.
  `alter table well add column longitude numeric(9, 6) check (longitude between -180 and 180)`,
  `alter table well add column latitude numeric(9, 6) check (latitude between -90 and 90)`,
  `alter table well add constraint well_coordinates_ck check ((longitude is null) = (latitude is null))`,
  `alter table well add column last_online_at timestamptz`,
  // An online well was last seen now; an offline one's last contact is unknown.
  `update well set last_online_at = now() where is_online`,
  `alter table well add constraint well_status_ck
    check (status in ('normal', 'broken', 'unusual', 'onReplenish', 'stop', 'notonline'))`,
  `alter table well add constraint well_running_ck check (running in ('leisure', 'use'))`,
  `alter table well add constraint well_sig_ck check (sig_tenths between 0 and 310)`,
  `create index well_status_idx on well (merchant_id, status)`,

  // Parameters of a well, scaled integers: the water level bounds in cm below ground, the least
  // balance in fen. The bounds are those of WELL_PARAM_RULES (src/api/contract/well/param-rules.ts).
  `create table well_param (
    equip_id integer primary key references well(id) on delete cascade,
    merchant_id integer not null references merchant(id),
    max_run_minutes integer not null check (max_run_minutes between 1 and 1440),
    water_level_min_cm integer not null check (water_level_min_cm between 0 and 50000),
    water_level_max_cm integer not null check (water_level_max_cm between 0 and 50000),
    pulse_per_m3 integer not null check (pulse_per_m3 between 1 and 100000),
    meter_ratio integer not null check (meter_ratio between 1 and 1000),
    min_balance_fen integer not null check (min_balance_fen between 0 and 999999),
    follow_prompt smallint not null check (follow_prompt between 1 and 3),
    assigned char(1) not null check (assigned in ('y', 'n')),
    version integer not null default 0,
    updated_at timestamptz not null,
    check (water_level_min_cm < water_level_max_cm)
  )`,
  // The defaults of the day (today's are WELL_PARAM_DEFAULTS, server/db/well-param-defaults.ts,
  // which findParam answers for a well without a row).
  `insert into well_param (equip_id, merchant_id, max_run_minutes, water_level_min_cm, water_level_max_cm,
    pulse_per_m3, meter_ratio, min_balance_fen, follow_prompt, assigned, updated_at)
    select id, merchant_id, 240, 500, 8000, 1000,
    1, 500, 1, 'n', created_at from well`,

  // Read permissions of the agriculturalWell pages, for a database seeded before this migration
  // (a fresh one has no menus yet: the seed writes them from seed/menus.ts), granted to every role
  // holding the page.
  `insert into menu (user_type, parent_id, name, url, path, css, icon_css, sort, is_menu, hidden, separation, only_name, permission)
    select 'merchant', page.id, b.label, '', '', '', '', 0, 'N', true, 'agriculturalWell', b.permission, b.permission
    from (values
      ('home', 'agriculturalWell:home:view', '查看首页'), ('well', 'agriculturalWell:well:view', '查看机井'),
      ('place', 'agriculturalWell:place:view', '查看村镇'), ('record', 'agriculturalWell:record:view', '查看记录'),
      ('feedback', 'agriculturalWell:feedback:view', '查看故障')
    ) as b(page, permission, label)
    join menu page on page.user_type = 'merchant' and page.only_name = 'agriculturalWell.' || b.page
    where not exists (select 1 from menu m where m.permission = b.permission)`,
  `insert into role_menu (role_id, menu_id)
    select rm.role_id, button.id from menu button
    join role_menu rm on rm.menu_id = button.parent_id
    where button.permission in ('agriculturalWell:home:view', 'agriculturalWell:well:view', 'agriculturalWell:place:view',
      'agriculturalWell:record:view', 'agriculturalWell:feedback:view')
    and not exists (select 1 from role_menu x where x.role_id = rm.role_id and x.menu_id = button.id)`,
];
