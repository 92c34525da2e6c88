/**
 * Inspection (巡检, server/docs/wells.md): plans (an inspector, wells, every 30, 60, 90 or 120
 * days), their wells, and the tasks, one per plan well and due time, of which at most one per plan
 * well is open (WAIT or RUNNING); a finished abnormal one links the fault report it opened. Also
 * the page's view and execute buttons for a database seeded before them.
 */
/** The operation log's trigger (migration 008) on a table of this migration, as it was written then. */
const auditTrigger = (table: string, keys: readonly string[]) =>
  `create trigger audit_change after insert or update or delete on ${table} for each row
    when (coalesce(current_setting('irr.actor', true), '') <> '')
    execute function audit_change(${keys.map((k) => `'${k}'`).join(', ')})`;

export const inspection: readonly string[] = [
  `create table inspection_plan (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    name text not null,
    -- the inspector as chosen (a user deleted later leaves the name and mobile)
    inspector_id integer references merchant_user(id) on delete set null,
    inspector_name text not null,
    inspector_mobile text not null,
    interval_days integer not null check (interval_days in (30, 60, 90, 120)),
    enabled char(1) not null check (enabled in ('Y', 'N')),
    remark text not null default '',
    created_at timestamptz not null,
    updated_at timestamptz not null,
    version integer not null default 0,
    constraint inspection_plan_name_uq unique (merchant_id, name)
  )`,
  `create table inspection_plan_well (
    plan_id integer not null references inspection_plan(id) on delete cascade,
    well_id integer not null references well(id),
    merchant_id integer not null references merchant(id),
    primary key (plan_id, well_id)
  )`,
  `create index inspection_plan_well_well_idx on inspection_plan_well (well_id)`,
  `create table inspection_task (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    -- null once the plan is deleted: a finished task stays as history
    plan_id integer references inspection_plan(id) on delete set null,
    well_id integer not null references well(id),
    due_at timestamptz not null,
    status text not null check (status in ('WAIT', 'RUNNING', 'FINISH')),
    started_at timestamptz,
    finished_at timestamptz,
    executor_name text not null default '',
    result text check (result in ('NORMAL', 'ABNORMAL')),
    health char(1) check (health in ('A', 'B', 'C')),
    remark text not null default '',
    -- upload keys, comma separated, as fault_feedback.pictures
    pictures text not null default '',
    fault_feedback_id integer references fault_feedback(id),
    created_at timestamptz not null,
    version integer not null default 0,
    check ((status = 'WAIT') = (started_at is null)),
    check ((status = 'FINISH') = (finished_at is not null and result is not null and health is not null)),
    check (result is distinct from 'ABNORMAL' or (remark <> '' and fault_feedback_id is not null))
  )`,
  // one open task per plan well: a double finish or a save racing a finish cannot add a second
  `create unique index inspection_task_open_uq on inspection_task (plan_id, well_id) where status <> 'FINISH'`,
  // the task list: overdue first, then by due time; the plan list's next due and overdue counts
  `create index inspection_task_due_idx on inspection_task (merchant_id, due_at) where status <> 'FINISH'`,
  `create index inspection_task_merchant_idx on inspection_task (merchant_id, status, due_at desc)`,
  `create index inspection_task_plan_idx on inspection_task (plan_id) where plan_id is not null`,
  `insert into menu (user_type, parent_id, name, url, path, css, icon_css, sort, is_menu, hidden, separation, only_name, permission)
    select 'merchant', page.id, b.label, '', '', '', '', 0, 'N', true, 'agriculturalWell', b.permission, b.permission
    from (values
      ('agriculturalWell:inspection:view', '查看巡检'), ('agriculturalWell:inspection:execute', '执行巡检')
    ) as b(permission, label)
    join menu page on page.user_type = 'merchant' and page.only_name = 'agriculturalWell.inspection'
    where not exists (select 1 from menu m where m.permission = b.permission)`,
  // both to the roles holding the page (until now a placeholder with the plan buttons)
  `insert into role_menu (role_id, menu_id)
    select rm.role_id, button.id from menu button join role_menu rm on rm.menu_id = button.parent_id
    where button.permission in ('agriculturalWell:inspection:view', 'agriculturalWell:inspection:execute')
    and not exists (select 1 from role_menu x where x.role_id = rm.role_id and x.menu_id = button.id)`,
  // the operation log's trigger on this migration's audited tables
  auditTrigger('inspection_plan', ['id']),
  auditTrigger('inspection_plan_well', ['plan_id', 'well_id']),
  auditTrigger('inspection_task', ['id']),
];
