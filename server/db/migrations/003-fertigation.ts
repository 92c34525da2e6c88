/**
 * The fertigation module: codes and optimistic-lock versions on its entities, equipment bound to
 * several areas, machine parameters, fertigation templates and their steps, the fields of a
 * fertigation record and of a processed fault, and the indexes behind every findPage filter.
 * Existing rows are backfilled so a database seeded before this migration keeps working.
 */
export const fertigation: readonly string[] = [
  // Places: a version for optimistic locking; one name per county of a merchant.
  `alter table place add column version integer not null default 0`,
  `create unique index place_name_uq on place (merchant_id, area_code, name)`,

  // Areas: a code unique per merchant (existing rows get Q + id), crop and remark.
  `alter table area add column cd text`,
  `update area set cd = 'Q' || lpad(id::text, 4, '0')`,
  `alter table area alter column cd set not null`,
  `alter table area add column crop text not null default ''`,
  `alter table area add column remark text not null default ''`,
  `alter table area add column version integer not null default 0`,
  `create unique index area_cd_uq on area (merchant_id, cd)`,

  // Equipment types: model, tank count, valve limit, enabled flag; one name per merchant.
  `alter table equip_type add column model text not null default ''`,
  `alter table equip_type add column tank_count smallint not null default 3 check (tank_count between 1 and 3)`,
  `alter table equip_type add column valve_limit integer not null default 16 check (valve_limit between 1 and 256)`,
  `alter table equip_type add column enabled char(1) not null default 'Y' check (enabled in ('Y', 'N'))`,
  `alter table equip_type add column version integer not null default 0`,
  `create unique index equip_type_name_uq on equip_type (merchant_id, name)`,

  // A machine serves several areas; an area is served by one machine at most.
  `create table equip_area (
    equip_id integer not null references fertigation_equip(id) on delete cascade,
    area_id integer not null references area(id),
    merchant_id integer not null references merchant(id),
    primary key (equip_id, area_id),
    unique (area_id)
  )`,
  `insert into equip_area (equip_id, area_id, merchant_id) select id, area_id, merchant_id from fertigation_equip`,
  `alter table fertigation_equip drop column area_id`,
  `alter table fertigation_equip add column status text not null default 'normal'
    check (status in ('normal', 'broken', 'unusual', 'onReplenish', 'stop', 'notonline'))`,
  `update fertigation_equip set status = case
    when run_state = 'DISABLE' then 'stop' when run_state = 'DAMAGE' then 'broken'
    when not is_online then 'notonline' else 'normal' end`,
  `alter table fertigation_equip add constraint fertigation_equip_run_state_ck
    check (run_state in ('OTHERS', 'AVAILABLE', 'OCCUPY', 'DISABLE', 'DAMAGE'))`,
  `alter table fertigation_equip add column sig_tenths integer not null default 0 check (sig_tenths between 0 and 310)`,
  `alter table fertigation_equip add column keeper_name text not null default ''`,
  `alter table fertigation_equip add column keeper_mobile text not null default ''`,
  `alter table fertigation_equip add column remark text not null default ''`,
  `alter table fertigation_equip add column last_online_at timestamptz`,
  `alter table fertigation_equip add column version integer not null default 0`,
  `create index fertigation_equip_type_idx on fertigation_equip (merchant_id, equip_type_id)`,
  `create index fertigation_equip_status_idx on fertigation_equip (merchant_id, status)`,

  // Valves may stand unbound (equip_id null) until a machine is chosen.
  `alter table valve alter column equip_id drop not null`,
  `alter table valve add column remark text not null default ''`,
  `alter table valve add column version integer not null default 0`,
  `create index valve_equip_idx on valve (merchant_id, equip_id)`,

  // Parameters of a machine, scaled integers: permille (tank ratios), hundredths (EC mS/cm,
  // flow m3/h, pressure MPa), tenths (pH). assigned: y once the device has taken them.
  `create table fertigation_param (
    equip_id integer primary key references fertigation_equip(id) on delete cascade,
    merchant_id integer not null references merchant(id),
    tank_a_permille integer not null check (tank_a_permille between 0 and 1000),
    tank_b_permille integer not null check (tank_b_permille between 0 and 1000),
    tank_c_permille integer not null check (tank_c_permille between 0 and 1000),
    ec_min_centi integer not null,
    ec_max_centi integer not null,
    ph_min_tenths integer not null,
    ph_max_tenths integer not null,
    flow_centi integer not null,
    pressure_centi integer not null,
    mix_seconds integer not null,
    assigned char(1) not null check (assigned in ('y', 'n')),
    version integer not null default 0,
    updated_at timestamptz not null
  )`,
  `insert into fertigation_param (equip_id, merchant_id, tank_a_permille, tank_b_permille, tank_c_permille,
    ec_min_centi, ec_max_centi, ph_min_tenths, ph_max_tenths, flow_centi, pressure_centi, mix_seconds, assigned, updated_at)
    select id, merchant_id, 500, 300, 200, 100, 250, 55, 70, 1000, 30, 60, 'n', created_at from fertigation_equip`,

  `create table fertigation_template (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    name text not null,
    crop text not null default '',
    remark text not null default '',
    version integer not null default 0,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  `create unique index fertigation_template_name_uq on fertigation_template (merchant_id, name)`,
  `create table template_step (
    template_id integer not null references fertigation_template(id) on delete cascade,
    sort integer not null,
    area_id integer not null references area(id),
    valve_id integer references valve(id),
    duration_minutes integer not null check (duration_minutes between 1 and 1440),
    tank_a_permille integer not null,
    tank_b_permille integer not null,
    tank_c_permille integer not null,
    primary key (template_id, sort)
  )`,
  `create index template_step_area_idx on template_step (area_id)`,
  `create index template_step_valve_idx on template_step (valve_id)`,

  // Records: the place (denormalised, as every page filters by it), area, template, fertiliser
  // drawn from each tank (ml), and the cancellation.
  `alter table usage_record add column place_id integer references place(id)`,
  `update usage_record r set place_id = coalesce(
    (select e.place_id from fertigation_equip e where e.id = r.equip_id),
    (select w.place_id from well w where w.id = r.well_id))`,
  `alter table usage_record add column area_id integer references area(id)`,
  `alter table usage_record add column template_id integer references fertigation_template(id) on delete set null`,
  `alter table usage_record add column fertilizer_a_ml integer not null default 0`,
  `alter table usage_record add column fertilizer_b_ml integer not null default 0`,
  `alter table usage_record add column fertilizer_c_ml integer not null default 0`,
  `alter table usage_record add column cancel_remark text not null default ''`,
  `alter table usage_record add column cancelled_at timestamptz`,
  `alter table usage_record add column version integer not null default 0`,
  `drop index usage_record_merchant_idx`,
  `create index usage_record_time_idx on usage_record (merchant_id, business, start_at desc, id desc)`,
  `create index usage_record_status_idx on usage_record (merchant_id, business, status, start_at desc, id desc)`,
  `create index usage_record_place_idx on usage_record (merchant_id, business, place_id, start_at desc, id desc)`,
  `create index usage_record_equip_idx on usage_record (merchant_id, business, equip_id, start_at desc, id desc)`,
  `create index usage_record_order_no_idx on usage_record (merchant_id, business, order_no text_pattern_ops)`,
  `create index usage_record_mobile_idx on usage_record (merchant_id, business, user_mobile text_pattern_ops)`,
  `create index usage_record_template_idx on usage_record (template_id) where template_id is not null`,
  `create index usage_record_area_idx on usage_record (area_id) where area_id is not null`,

  // Faults: the reporter's pictures, who processed it, a version.
  `alter table fault_feedback add column pictures text not null default ''`,
  `alter table fault_feedback add column processed_by_name text not null default ''`,
  `alter table fault_feedback add column version integer not null default 0`,
  `drop index fault_feedback_merchant_idx`,
  `create index fault_feedback_time_idx on fault_feedback (merchant_id, business, created_at desc, id desc)`,
  `create index fault_feedback_processed_idx on fault_feedback (merchant_id, business, processed, created_at desc, id desc)`,
  `create index fault_feedback_equip_idx on fault_feedback (equip_id) where equip_id is not null`,

  // Read permissions and the template's edit/delete buttons, for a database seeded before this
  // migration (a fresh one has no menus yet: the seed writes them from seed/menus.ts, and the
  // roles that hold the page get the new buttons).
  `insert into menu (user_type, parent_id, name, url, path, css, icon_css, sort, is_menu, hidden, separation, only_name, permission)
    select 'merchant', page.id, b.label, '', '', '', '', b.sort, 'N', true, 'fertigation', b.permission, b.permission
    from (values
      ('place', 'fertigation:place:view', '查看村镇', 0), ('area', 'fertigation:area:view', '查看区域', 0),
      ('valve', 'fertigation:valve:view', '查看阀门', 0), ('equip', 'fertigation:equip:view', '查看设备', 0),
      ('equipType', 'fertigation:equipType:view', '查看类型', 0), ('record', 'fertigation:record:view', '查看记录', 0),
      ('feedback', 'fertigation:feedback:view', '查看故障', 0), ('template', 'fertigation:template:view', '查看模板', 0),
      ('template', 'fertigation:template:edit', '编辑模板', 2), ('template', 'fertigation:template:delete', '删除模板', 3)
    ) as b(page, permission, label, sort)
    join menu page on page.user_type = 'merchant' and page.only_name = 'fertigation.' || b.page
    where not exists (select 1 from menu m where m.permission = b.permission)`,
  `insert into role_menu (role_id, menu_id)
    select rm.role_id, button.id from menu button
    join role_menu rm on rm.menu_id = button.parent_id
    where button.permission in ('fertigation:place:view', 'fertigation:area:view', 'fertigation:valve:view',
      'fertigation:equip:view', 'fertigation:equipType:view', 'fertigation:record:view', 'fertigation:feedback:view',
      'fertigation:template:view', 'fertigation:template:edit', 'fertigation:template:delete')
    and not exists (select 1 from role_menu x where x.role_id = rm.role_id and x.menu_id = button.id)`,
];
