/**
 * Settlements (server/docs/settlements.md): the merchant's setting, the settlements the job or 申请结算
 * makes, and the ledger entries each covers (an entry is in one settlement at most: its key), the
 * payout's new accounts (`payout`, `fee`) and flow type (`withdrawals`), and the page's buttons for
 * a database seeded before them.
 */
const FLOW_TYPES = `'recharge', 'gift', 'pay', 'refund', 'freeze', 'thaw', 'underLineRefund', 'withdrawals'`;

/** The operation log's trigger (migration 008) on a table of this migration, as it was written then. */
const auditTrigger = (table: string, keys: readonly string[]) =>
  `create trigger audit_change after insert or update or delete on ${table} for each row
    when (coalesce(current_setting('irr.actor', true), '') <> '')
    execute function audit_change(${keys.map((k) => `'${k}'`).join(', ')})`;

export const settlements: readonly string[] = [
  `alter table journal_entry drop constraint journal_entry_flow_type_check`,
  `alter table journal_entry add constraint journal_entry_flow_type_check check (flow_type in (${FLOW_TYPES}))`,
  `alter table ledger_account drop constraint ledger_account_kind_check`,
  `alter table ledger_account add constraint ledger_account_kind_check
    check (kind in ('card', 'frozen', 'cash', 'clearing', 'promotion', 'revenue', 'payout', 'fee'))`,
  `create table settlement_setting (
    merchant_id integer primary key references merchant(id),
    way text not null check (way in ('none', 'really', 'daily', 'weekly', 'monthly')),
    pay_means text not null check (pay_means in ('bank', 'alipay', 'wxpay', 'funds', 'wxpay_v3')),
    account_binding text not null check (account_binding in ('both', 'alipay', 'wxpay', 'none')),
    bind_transfer_type text not null check (bind_transfer_type in ('both', 'wechat', 'alipay')),
    account_name text not null default '',
    account_no text not null default '',
    fee_permille integer not null default 6 check (fee_permille between 0 and 1000),
    -- where the first period starts when no settlement exists yet
    effective_from timestamptz not null,
    updated_at timestamptz not null,
    version integer not null default 0
  )`,
  `create table settlement (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    settlement_no text not null unique,
    origin text not null check (origin in ('job', 'apply')),
    way text not null,
    period_start timestamptz not null,
    period_end timestamptz not null check (period_end > period_start),
    income_fen bigint not null default 0 check (income_fen >= 0),
    refund_fen bigint not null default 0 check (refund_fen >= 0),
    fee_fen bigint not null default 0 check (fee_fen >= 0),
    -- the service charges (我的服务) deducted from it
    service_fen bigint not null default 0 check (service_fen >= 0),
    carry_fen bigint not null default 0,
    amount_fen bigint not null default 0,
    item_count integer not null default 0,
    pay_means text not null,
    status text not null check (status in ('noSettle', 'waitPay', 'paused', 'paid', 'pro01', 'failed')),
    payout_no text,
    attempts integer not null default 0,
    result_code text not null default '',
    paid_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    version integer not null default 0,
    -- one settlement per merchant and period: each starts where the one before ended
    unique (merchant_id, period_start),
    check (amount_fen = income_fen - refund_fen - fee_fen - service_fen + carry_fen),
    check (status = 'noSettle' or amount_fen > 0)
  )`,
  `create index settlement_merchant_idx on settlement (merchant_id, period_end desc)`,
  `create index settlement_open_idx on settlement (status) where status in ('waitPay', 'pro01')`,
  `create table settlement_item (
    entry_id integer primary key references journal_entry(id),
    settlement_id integer not null references settlement(id),
    merchant_id integer not null references merchant(id),
    -- what the entry brought to the money the provider holds for the merchant (+ income, − refund)
    amount_fen bigint not null
  )`,
  // 我的服务: the platform's charges for the merchant's equipment; the deducted modes' come out of a settlement
  `create table service_order (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    order_no text not null unique,
    business text not null check (business in ('well', 'fertigation')),
    equip_name text not null,
    mode text not null check (mode in ('buyout', 'renew', 'divide', 'renewDivide', 'renewDivide2', 'renewFixed', 'renewRent')),
    amount_fen bigint not null check (amount_fen > 0),
    period_start timestamptz not null,
    period_end timestamptz not null check (period_end > period_start),
    pay_method text check (pay_method in ('wxpay', 'alipay', 'offPay')),
    status text not null check (status in ('waitpay', 'paid', 'faied')),
    settlement_id integer references settlement(id),
    provider_code text not null default '',
    paid_at timestamptz,
    created_at timestamptz not null,
    version integer not null default 0,
    check ((status = 'paid') = (paid_at is not null))
  )`,
  `create index service_order_merchant_idx on service_order (merchant_id, period_start desc, id desc)`,
  `create index service_order_due_idx on service_order (merchant_id, period_start) where status <> 'paid' and settlement_id is null`,
  `create index settlement_item_settlement_idx on settlement_item (settlement_id, entry_id desc)`,
  // the clearing postings of a merchant by time: what the next settlement takes
  `create index posting_clearing_idx on posting (merchant_id, created_at) include (entry_id, amount_fen, account_id)`,
  `insert into menu (user_type, parent_id, name, url, path, css, icon_css, sort, is_menu, hidden, separation, only_name, permission)
    select 'merchant', page.id, b.label, '', '', '', '', 0, 'N', true, 'agriculturalWell', b.permission, b.permission
    from (values
      ('agriculturalWell:settlement:view', '查看结算'), ('agriculturalWell:settlement:setting', '结算设置')
    ) as b(permission, label)
    join menu page on page.user_type = 'merchant' and page.only_name = 'agriculturalWell.settlement'
    where not exists (select 1 from menu m where m.permission = b.permission)`,
  // view to the roles with the page, the setting to those who may apply
  `insert into role_menu (role_id, menu_id)
    select rm.role_id, button.id from menu button join role_menu rm on rm.menu_id = button.parent_id
    where button.permission = 'agriculturalWell:settlement:view'
    and not exists (select 1 from role_menu x where x.role_id = rm.role_id and x.menu_id = button.id)`,
  `insert into role_menu (role_id, menu_id)
    select rm.role_id, button.id from menu button
    join menu apply on apply.permission = 'agriculturalWell:settlement:apply'
    join role_menu rm on rm.menu_id = apply.id
    where button.permission = 'agriculturalWell:settlement:setting'
    and not exists (select 1 from role_menu x where x.role_id = rm.role_id and x.menu_id = button.id)`,
  // the operation log's trigger on this migration's audited tables
  auditTrigger('settlement_setting', ['merchant_id']),
  auditTrigger('settlement', ['id']),
  auditTrigger('service_order', ['id']),
];
