/**
 * Money (server/docs/money.md): farmers and their cards, recharges, bills and refunds, and the
 * double-entry ledger behind every fen of them.
 *
 * - `posting` rows are the record: each journal entry's postings sum to zero (checked at commit by
 *   a deferred trigger); neither table takes an UPDATE, DELETE or TRUNCATE (a correction is a
 *   reversing entry).
 * - `ledger_account.balance_fen` is kept by the posting's own insert (a trigger in the same
 *   transaction, under the account's row lock), and every posting keeps the balance after it, so
 *   that balances, trial balances and fund flows never sum postings per call; a card's accounts
 *   refuse to go below zero.
 * - Usage records get the card that paid them; places an annual water quota per farmer; merchants
 *   their tiers beyond it (超定额累进加价); wells a flow meter flag and the 以电折水 coefficient.
 */

const FLOW_TYPES = `'recharge', 'gift', 'pay', 'refund', 'freeze', 'thaw'`;

/** The operation log's trigger (migration 008) on a table of this migration, as it was written then. */
const auditTrigger = (table: string, keys: readonly string[]) =>
  `create trigger audit_change after insert or update or delete on ${table} for each row
    when (coalesce(current_setting('irr.actor', true), '') <> '')
    execute function audit_change(${keys.map((k) => `'${k}'`).join(', ')})`;

export const money: readonly string[] = [
  `alter table place add column quota_liters bigint not null default 0 check (quota_liters >= 0)`,
  `alter table well add column has_flow_meter boolean not null default true`,
  // m³ of water per kWh, in thousandths (以电折水 for a well without a flow meter)
  `alter table well add column water_per_kwh_milli integer not null default 3000 check (water_per_kwh_milli between 1 and 1000000)`,
  // water beyond the quota: up to up_to_percent of it (null: all the rest) at multiplier_permille of the price
  `create table price_tier (
    merchant_id integer not null references merchant(id),
    sort smallint not null,
    up_to_percent integer check (up_to_percent between 101 and 100000),
    multiplier_permille integer not null check (multiplier_permille between 1000 and 100000),
    primary key (merchant_id, sort)
  )`,
  `create table farmer (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    name text not null,
    mobile text not null,
    id_card text not null,
    place_id integer not null references place(id),
    created_at timestamptz not null,
    version integer not null default 0,
    unique (merchant_id, id_card)
  )`,
  `create table farmer_place_change (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    farmer_id integer not null references farmer(id),
    from_place_id integer not null references place(id),
    to_place_id integer not null references place(id),
    user_id integer references merchant_user(id) on delete set null,
    created_at timestamptz not null
  )`,
  `create index farmer_place_change_idx on farmer_place_change (merchant_id, farmer_id, id desc)`,
  `create table farmer_water_year (
    farmer_id integer not null references farmer(id),
    year smallint not null,
    liters bigint not null default 0,
    primary key (farmer_id, year)
  )`,
  `create table card (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    farmer_id integer not null references farmer(id),
    card_no text not null,
    card_type text not null check (card_type in ('offline', 'online', 'prepaid', 'place')),
    status text not null check (status in ('normal', 'loss', 'replace')),
    replaced_by_id integer references card(id),
    created_at timestamptz not null,
    lost_at timestamptz,
    version integer not null default 0,
    unique (merchant_id, card_no)
  )`,
  `create index card_farmer_idx on card (farmer_id)`,
  // the card that started a well's order (null: paid online at the well)
  `alter table usage_record add column card_id integer references card(id)`,
  `create table ledger_account (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    kind text not null check (kind in ('card', 'frozen', 'cash', 'clearing', 'promotion', 'revenue')),
    source char(1) not null check (source in ('A', 'N')),
    card_id integer references card(id),
    balance_fen bigint not null default 0,
    -- how many postings it has (kept with the balance): the fund flows' page totals sum these
    posting_count bigint not null default 0,
    check ((kind in ('card', 'frozen')) = (card_id is not null)),
    check (kind not in ('card', 'frozen') or balance_fen >= 0)
  )`,
  `create unique index ledger_account_key on ledger_account (merchant_id, kind, source, coalesce(card_id, 0))`,
  `create index ledger_account_card_idx on ledger_account (card_id) where card_id is not null`,
  `create table recharge_order (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    card_id integer not null references card(id),
    order_no text not null unique,
    amount_fen bigint not null check (amount_fen > 0),
    gift_fen bigint not null default 0 check (gift_fen >= 0),
    refunded_fen bigint not null default 0,
    pay_mode text not null,
    amount_type text not null check (amount_type in ('real', 'dummy')),
    status text not null check (status in ('paid', 'parterd', 'refund')),
    result text not null check (result in ('succeed', 'fail', 'pending')),
    provider_code text not null default '',
    created_at timestamptz not null,
    version integer not null default 0
  )`,
  `create index recharge_order_card_idx on recharge_order (card_id, id desc)`,
  `create index recharge_order_merchant_idx on recharge_order (merchant_id, created_at desc)`,
  `create table bill (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    usage_record_id integer not null unique references usage_record(id),
    card_id integer references card(id),
    farmer_id integer references farmer(id),
    well_id integer not null references well(id),
    billing_mode text not null,
    water_liters bigint not null,
    electric_wh bigint not null,
    water_from_power boolean not null,
    over_quota_liters bigint not null default 0,
    lines jsonb not null,
    count integer not null check (count >= 1),
    amount_fen bigint not null check (amount_fen >= 0),
    -- the part paid with gift (N) money, and how much of it went back
    gift_fen bigint not null default 0,
    refunded_gift_fen bigint not null default 0,
    shortfall_fen bigint not null default 0 check (shortfall_fen >= 0),
    refunded_fen bigint not null default 0,
    refunded_count integer not null default 0,
    status text not null check (status in ('FINISH', 'PARTRFDED', 'REFUNDED')),
    pay_mode text not null,
    created_at timestamptz not null,
    version integer not null default 0,
    check (refunded_fen between 0 and amount_fen),
    check (refunded_count between 0 and count),
    check (gift_fen between 0 and amount_fen and refunded_gift_fen between 0 and gift_fen)
  )`,
  `create index bill_merchant_idx on bill (merchant_id, created_at desc, id desc)`,
  `create index bill_card_idx on bill (card_id, id desc)`,
  `create table bill_refund (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    bill_id integer not null references bill(id),
    amount_fen bigint not null check (amount_fen > 0),
    count integer not null check (count > 0),
    refund_type text not null,
    refund_reason text not null,
    refund_reason_detail text not null default '',
    refund_mode text not null default 'original',
    channel text not null,
    provider_code text not null default '',
    created_at timestamptz not null
  )`,
  `create index bill_refund_bill_idx on bill_refund (bill_id)`,
  `create table journal_entry (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    flow_type text not null check (flow_type in (${FLOW_TYPES})),
    card_id integer references card(id),
    recharge_id integer references recharge_order(id),
    bill_id integer references bill(id),
    refund_id integer references bill_refund(id),
    user_id integer references merchant_user(id) on delete set null,
    memo text not null default '',
    created_at timestamptz not null
  )`,
  `create table posting (
    id serial primary key,
    entry_id integer not null references journal_entry(id),
    merchant_id integer not null references merchant(id),
    account_id integer not null references ledger_account(id),
    amount_fen bigint not null check (amount_fen <> 0),
    balance_after_fen bigint not null default 0,
    created_at timestamptz not null
  )`,
  `create index posting_account_idx on posting (account_id, id desc)`,
  `create index posting_merchant_idx on posting (merchant_id, created_at desc, id desc)`,
  `create index posting_entry_idx on posting (entry_id)`,
  // the kept balance and count move with each posting, under the account's row lock, and the posting keeps the balance
  `create function posting_apply() returns trigger language plpgsql as $$
  begin
    update ledger_account set balance_fen = balance_fen + new.amount_fen, posting_count = posting_count + 1
      where id = new.account_id and merchant_id = new.merchant_id
      returning balance_fen into new.balance_after_fen;
    if not found then raise exception 'posting to an account of another merchant or none: %', new.account_id; end if;
    return new;
  end $$`,
  `create trigger posting_apply before insert on posting for each row execute function posting_apply()`,
  `create function posting_balanced() returns trigger language plpgsql as $$
  begin
    if (select coalesce(sum(amount_fen), 0) from posting where entry_id = new.entry_id) <> 0 then
      raise exception 'journal entry % does not balance', new.entry_id;
    end if;
    return null;
  end $$`,
  `create constraint trigger posting_balanced after insert on posting deferrable initially deferred
    for each row execute function posting_balanced()`,
  `create function ledger_append_only() returns trigger language plpgsql as $$
  begin
    raise exception 'the ledger is append-only: % on % refused (write a reversing entry)', tg_op, tg_table_name;
  end $$`,
  `create trigger posting_append_only before update or delete on posting for each row execute function ledger_append_only()`,
  `create trigger journal_entry_append_only before update or delete on journal_entry for each row execute function ledger_append_only()`,
  `create trigger posting_no_truncate before truncate on posting for each statement execute function ledger_append_only()`,
  `create trigger journal_entry_no_truncate before truncate on journal_entry for each statement execute function ledger_append_only()`,
  `create table idempotency_key (
    merchant_id integer not null references merchant(id),
    key text not null,
    path text not null,
    request_hash text not null,
    response jsonb not null,
    created_at timestamptz not null,
    primary key (merchant_id, key)
  )`,
  // the pages' read and move buttons, for a database seeded before them (a fresh one gets them from seed/menus.ts)
  `insert into menu (user_type, parent_id, name, url, path, css, icon_css, sort, is_menu, hidden, separation, only_name, permission)
    select 'merchant', page.id, b.label, '', '', '', '', 0, 'N', true, 'agriculturalWell', b.permission, b.permission
    from (values
      ('card', 'agriculturalWell:card:view', '查看用户卡'), ('card', 'agriculturalWell:card:move', '迁移村镇'),
      ('bill', 'agriculturalWell:bill:view', '查看账单'), ('fund', 'agriculturalWell:fund:view', '查看流水')
    ) as b(page, permission, label)
    join menu page on page.user_type = 'merchant' and page.only_name = 'agriculturalWell.' || b.page
    where not exists (select 1 from menu m where m.permission = b.permission)`,
  `insert into role_menu (role_id, menu_id)
    select rm.role_id, button.id from menu button
    join role_menu rm on rm.menu_id = button.parent_id
    where button.permission in ('agriculturalWell:card:view', 'agriculturalWell:card:move', 'agriculturalWell:bill:view',
      'agriculturalWell:fund:view')
    and not exists (select 1 from role_menu x where x.role_id = rm.role_id and x.menu_id = button.id)`,
  // the operation log's trigger on this migration's audited tables
  auditTrigger('farmer', ['id']),
  auditTrigger('card', ['id']),
  auditTrigger('recharge_order', ['id']),
  auditTrigger('bill', ['id']),
  auditTrigger('bill_refund', ['id']),
  auditTrigger('price_tier', ['merchant_id', 'sort']),
  auditTrigger('farmer_place_change', ['id']),
];
