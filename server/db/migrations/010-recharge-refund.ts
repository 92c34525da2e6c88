/**
 * Recharge refunds (退充值, server/docs/money.md): a succeeded recharge is paid back in parts or
 * whole, so that it reaches the spec's statuses parterd (部分退款) and refund (已退款).
 *
 * - `recharge_order` keeps what of it went back, and of its gift what was taken back.
 * - `recharge_refund` is one row per refund (cash at the counter, or through the provider, whose
 *   code it keeps); the ledger's entries name it (`journal_entry.recharge_refund_id`).
 * - The ledger gets the flow type `underLineRefund` (线下退款): a cash recharge paid back.
 * - The card page gets the button `agriculturalWell:card:refundRecharge` (a fresh database gets it
 *   from seed/menus.ts); no role is granted it here: the administrators hold every button, the
 *   operator is not to refund.
 */

const FLOW_TYPES = `'recharge', 'gift', 'pay', 'refund', 'freeze', 'thaw', 'underLineRefund'`;

export const rechargeRefund: readonly string[] = [
  `alter table recharge_order add column refunded_gift_fen bigint not null default 0`,
  `alter table recharge_order add constraint recharge_order_refunded_check
    check (refunded_fen between 0 and amount_fen and refunded_gift_fen between 0 and gift_fen)`,
  `create table recharge_refund (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    recharge_id integer not null references recharge_order(id),
    -- the card the money left (the recharge's, or the card that replaced it)
    card_id integer not null references card(id),
    amount_fen bigint not null check (amount_fen > 0),
    -- the gift taken back with it
    gift_fen bigint not null default 0 check (gift_fen >= 0),
    -- the provider's answer to an online refund; null for cash
    provider_code text,
    reason text not null default '',
    user_id integer references merchant_user(id) on delete set null,
    created_at timestamptz not null
  )`,
  `create index recharge_refund_recharge_idx on recharge_refund (recharge_id)`,
  `alter table journal_entry add column recharge_refund_id integer references recharge_refund(id)`,
  `alter table journal_entry drop constraint journal_entry_flow_type_check`,
  `alter table journal_entry add constraint journal_entry_flow_type_check check (flow_type in (${FLOW_TYPES}))`,
  // the card page's new button, for a database seeded before it
  `insert into menu (user_type, parent_id, name, url, path, css, icon_css, sort, is_menu, hidden, separation, only_name, permission)
    select 'merchant', page.id, '充值退款', '', '', '', '', 0, 'N', true, 'agriculturalWell', 'agriculturalWell:card:refundRecharge',
      'agriculturalWell:card:refundRecharge'
    from menu page
    where page.user_type = 'merchant' and page.only_name = 'agriculturalWell.card'
    and not exists (select 1 from menu m where m.permission = 'agriculturalWell:card:refundRecharge')`,
  // the operation log's trigger (migration 008) on this migration's audited tables
  `create trigger audit_change after insert or update or delete on recharge_refund for each row
    when (coalesce(current_setting('irr.actor', true), '') <> '')
    execute function audit_change('id')`,
];
