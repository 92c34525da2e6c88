/**
 * Report rollups (server/docs/reports.md): the figures of bills and refunds summed by China day and
 * village, by day or month and well (with the village the well stood in), and by month and farmer, kept by statement
 * triggers in the transaction of the bill's or refund's insert (one grouped upsert per table and
 * statement), so a report sums at most a few thousand rows whatever the number of orders. Bills and
 * refunds are never updated or deleted in the figures they add (a refund is its own row), so
 * inserts are all the rollups follow. Also the report page's view button for a database seeded before it.
 */

const FIGURES = ['water_liters', 'electric_wh', 'revenue_fen', 'orders', 'over_quota_liters', 'refund_fen', 'refunds'] as const;
const figureColumns = FIGURES.map((f) => `${f} bigint not null default 0`).join(',\n    ');
const addExcluded = (table: string, figures: readonly string[]) => figures.map((f) => `${f} = ${table}.${f} + excluded.${f}`).join(', ');

const BILL_FIGURES = ['water_liters', 'electric_wh', 'revenue_fen', 'orders', 'over_quota_liters'];
const billSums = 'sum(b.water_liters), sum(b.electric_wh), sum(b.amount_fen), count(*), sum(b.over_quota_liters)';
const REFUND_FIGURES = ['refund_fen', 'refunds'];
const refundSums = 'sum(r.amount_fen), count(*)';

/** One rollup table's upsert of grouped rows: `keys` its key columns, `select` what yields them then the figures. */
const upsert = (table: string, keys: string, figures: readonly string[], select: string) => `
    insert into ${table} as t (${keys}, ${figures.join(', ')})
      ${select}
      on conflict (${keys}) do update set ${addExcluded('t', figures)};`;

const PLACE_DAY = 'merchant_id, day, place_id';
const WELL_DAY = 'merchant_id, day, place_id, well_id';
const WELL_MONTH = 'merchant_id, month, place_id, well_id';
const FARMER_MONTH = 'merchant_id, month, farmer_id';

const billRollups = (rows: string) =>
  [
    upsert(
      'report_place_day',
      PLACE_DAY,
      BILL_FIGURES,
      `select b.merchant_id, report_day(b.created_at), w.place_id, ${billSums}
      from ${rows} b join well w on w.id = b.well_id group by 1, 2, 3`,
    ),
    upsert(
      'report_well_day',
      WELL_DAY,
      BILL_FIGURES,
      `select b.merchant_id, report_day(b.created_at), w.place_id, b.well_id, ${billSums}
      from ${rows} b join well w on w.id = b.well_id group by 1, 2, 3, 4`,
    ),
    upsert(
      'report_well_month',
      WELL_MONTH,
      BILL_FIGURES,
      `select b.merchant_id, report_month(b.created_at), w.place_id, b.well_id, ${billSums}
      from ${rows} b join well w on w.id = b.well_id group by 1, 2, 3, 4`,
    ),
    upsert(
      'report_farmer_month',
      FARMER_MONTH,
      BILL_FIGURES,
      `select b.merchant_id, report_month(b.created_at), coalesce(b.farmer_id, 0), ${billSums}
      from ${rows} b group by 1, 2, 3`,
    ),
  ].join('');

const refundRollups = (rows: string) =>
  [
    upsert(
      'report_place_day',
      PLACE_DAY,
      REFUND_FIGURES,
      `select r.merchant_id, report_day(r.created_at), w.place_id, ${refundSums}
      from ${rows} r join bill b on b.id = r.bill_id join well w on w.id = b.well_id group by 1, 2, 3`,
    ),
    upsert(
      'report_well_day',
      WELL_DAY,
      REFUND_FIGURES,
      `select r.merchant_id, report_day(r.created_at), w.place_id, b.well_id, ${refundSums}
      from ${rows} r join bill b on b.id = r.bill_id join well w on w.id = b.well_id group by 1, 2, 3, 4`,
    ),
    upsert(
      'report_well_month',
      WELL_MONTH,
      REFUND_FIGURES,
      `select r.merchant_id, report_month(r.created_at), w.place_id, b.well_id, ${refundSums}
      from ${rows} r join bill b on b.id = r.bill_id join well w on w.id = b.well_id group by 1, 2, 3, 4`,
    ),
    upsert(
      'report_farmer_month',
      FARMER_MONTH,
      REFUND_FIGURES,
      `select r.merchant_id, report_month(r.created_at), coalesce(b.farmer_id, 0), ${refundSums}
      from ${rows} r join bill b on b.id = r.bill_id group by 1, 2, 3`,
    ),
  ].join('');

export const reports: readonly string[] = [
  // China Standard Time has no daylight saving: +8 hours from UTC is its day, whatever the server's zone
  `create function report_day(at timestamptz) returns date language sql immutable parallel safe
    as $$ select ((at at time zone 'UTC') + interval '8 hours')::date $$`,
  `create function report_month(at timestamptz) returns date language sql immutable parallel safe
    as $$ select date_trunc('month', (at at time zone 'UTC') + interval '8 hours')::date $$`,
  `create table report_place_day (
    merchant_id integer not null, day date not null, place_id integer not null,
    ${figureColumns},
    primary key (${PLACE_DAY})
  )`,
  `create table report_well_day (
    merchant_id integer not null, day date not null, place_id integer not null, well_id integer not null,
    ${figureColumns},
    primary key (${WELL_DAY})
  )`,
  // one well's days (a report filtered by the well)
  `create index report_well_day_well_idx on report_well_day (merchant_id, well_id, day)`,
  `create table report_well_month (
    merchant_id integer not null, month date not null, place_id integer not null, well_id integer not null,
    ${figureColumns},
    primary key (${WELL_MONTH})
  )`,
  // farmer 0: orders paid online at a well, without a card
  `create table report_farmer_month (
    merchant_id integer not null, month date not null, farmer_id integer not null,
    ${figureColumns},
    primary key (${FARMER_MONTH})
  )`,
  // a few thousand rows a report: a parallel scan's workers cost more to start than they save
  ...['report_place_day', 'report_well_day', 'report_well_month', 'report_farmer_month'].map(
    (t) => `alter table ${t} set (parallel_workers = 0)`,
  ),
  `create function report_bill_added() returns trigger language plpgsql as $$
  begin${billRollups('new_rows')}
    return null;
  end $$`,
  `create function report_refund_added() returns trigger language plpgsql as $$
  begin${refundRollups('new_rows')}
    return null;
  end $$`,
  `create trigger report_bill_insert after insert on bill
    referencing new table as new_rows for each statement execute function report_bill_added()`,
  `create trigger report_refund_insert after insert on bill_refund
    referencing new table as new_rows for each statement execute function report_refund_added()`,
  // the bills and refunds already there
  ...billRollups('bill')
    .split(';')
    .filter((s) => s.trim()),
  ...refundRollups('bill_refund')
    .split(';')
    .filter((s) => s.trim()),
  // figures a bill or refund adds never change after its insert
  `create function report_figures_fixed() returns trigger language plpgsql as $$
  begin
    if tg_table_name = 'bill' and (new.merchant_id, new.well_id, new.farmer_id, new.water_liters, new.electric_wh, new.amount_fen, new.over_quota_liters, new.created_at)
        is distinct from (old.merchant_id, old.well_id, old.farmer_id, old.water_liters, old.electric_wh, old.amount_fen, old.over_quota_liters, old.created_at) then
      raise exception 'a bill''s reported figures never change (refund it instead)';
    end if;
    return new;
  end $$`,
  `create trigger report_bill_fixed before update on bill for each row execute function report_figures_fixed()`,
  `create trigger report_bill_no_delete before delete on bill for each row execute function ledger_append_only()`,
  `create trigger report_refund_fixed before update or delete on bill_refund for each row execute function ledger_append_only()`,
  `insert into menu (user_type, parent_id, name, url, path, css, icon_css, sort, is_menu, hidden, separation, only_name, permission)
    select 'merchant', page.id, '查看报表', '', '', '', '', 0, 'N', true, 'agriculturalWell', 'agriculturalWell:report:view', 'agriculturalWell:report:view'
    from menu page where page.user_type = 'merchant' and page.only_name = 'agriculturalWell.report'
    and not exists (select 1 from menu m where m.permission = 'agriculturalWell:report:view')`,
  `insert into role_menu (role_id, menu_id)
    select rm.role_id, button.id from menu button join role_menu rm on rm.menu_id = button.parent_id
    where button.permission = 'agriculturalWell:report:view'
    and not exists (select 1 from role_menu x where x.role_id = rm.role_id and x.menu_id = button.id)`,
];
