/**
 * Reconciliation (对账异常, server/docs/offline-orders.md): what does not add up in the records the
 * wells' controllers send, one row each, until the merchant processes it with a note (or a late
 * record makes it add up). Its alarms are fault rows of their own kind. The page and its buttons for
 * a database seeded before it.
 */
const KINDS = `('balance', 'meter', 'gap', 'shortfall', 'unknownCard', 'conflict')`;

export const reconciliation: readonly string[] = [
  `create table reconcile_issue (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    kind text not null check (kind in ${KINDS}),
    -- the record it is about (a conflicting record names the one held under its number)
    offline_order_id integer not null references offline_order(id),
    well_id integer not null references well(id),
    card_id integer references card(id),
    card_no text not null,
    record_no bigint not null,
    -- the money named: the chip's balance less what the server knew, what no card paid, ...
    difference_fen bigint not null default 0,
    detail text not null,
    processed char(1) not null default 'N' check (processed in ('Y', 'N')),
    process_note text not null default '',
    processed_by_name text not null default '',
    processed_at timestamptz,
    -- when the record ended, and when the server found it
    happened_at timestamptz not null,
    created_at timestamptz not null,
    version integer not null default 0
  )`,
  // one open issue of a kind per record: a late record updates or closes it rather than adding another
  `create unique index reconcile_issue_open_uq on reconcile_issue (offline_order_id, kind) where processed = 'N'`,
  `create index reconcile_issue_merchant_idx on reconcile_issue (merchant_id, created_at desc, id desc)`,
  // the alarm of a reconciliation issue is a fault row of its own kind (the rules' cool-down is not for these)
  `alter table fault_feedback drop constraint fault_feedback_alarm_kind_check`,
  `alter table fault_feedback add constraint fault_feedback_alarm_kind_check
    check (alarm_kind in ('waterLevel', 'overCurrent', 'offline', 'fault', 'reconcile'))`,
  // the page after the fund flows, its buttons, granted to the roles holding the fund flows' page
  `insert into menu (user_type, parent_id, name, url, path, css, icon_css, sort, is_menu, hidden, separation, only_name, permission)
    select 'merchant', grp.id, '对账异常', 'agriculturalWell/reconcile/index', '/agriculturalWell/reconcile', '', 'icon-reconcile',
      fund.sort, 'Y', false, 'agriculturalWell', 'agriculturalWell.reconcile', ''
    from menu grp join menu fund on fund.parent_id = grp.id and fund.only_name = 'agriculturalWell.fund'
    where grp.user_type = 'merchant' and grp.only_name = 'agriculturalWell'
    and not exists (select 1 from menu m where m.only_name = 'agriculturalWell.reconcile')`,
  `insert into menu (user_type, parent_id, name, url, path, css, icon_css, sort, is_menu, hidden, separation, only_name, permission)
    select 'merchant', page.id, b.label, '', '', '', '', b.sort, 'N', true, 'agriculturalWell', b.permission, b.permission
    from (values
      ('agriculturalWell:reconcile:view', '查看对账异常', 1),
      ('agriculturalWell:reconcile:process', '处理', 2),
      ('agriculturalWell:reconcile:export', '导出', 3)
    ) as b(permission, label, sort)
    join menu page on page.user_type = 'merchant' and page.only_name = 'agriculturalWell.reconcile'
    where not exists (select 1 from menu m where m.permission = b.permission)`,
  `insert into role_menu (role_id, menu_id)
    select distinct rm.role_id, m.id from menu fund join role_menu rm on rm.menu_id = fund.id
    join menu m on m.only_name = 'agriculturalWell.reconcile' or m.permission like 'agriculturalWell:reconcile:%'
    where fund.only_name = 'agriculturalWell.fund'
    and not exists (select 1 from role_menu x where x.role_id = rm.role_id and x.menu_id = m.id)`,
  // the operation log's trigger (migration 008): an operator's processing is in the log
  `create trigger audit_change after insert or update or delete on reconcile_issue for each row
    when (coalesce(current_setting('irr.actor', true), '') <> '')
    execute function audit_change('id')`,
];
