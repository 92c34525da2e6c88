/**
 * Offline cards (server/docs/offline-orders.md): the money a farmer spends at a well is on the
 * card's chip, and the ledger keeps its mirror. What the counter moves on such a card (a recharge, a
 * refund, the balance a replacement takes over) is a write the next controller that sees the card
 * puts on the chip and confirms: pending until then (待写卡). Numbered per card, so a controller
 * writes each once (the chip keeps the last number it took). Also the reconciliation kind of a
 * record made with a card after it was reported lost.
 */
export const cardWrites: readonly string[] = [
  `create table card_write (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    card_id integer not null references card(id),
    serial integer not null check (serial > 0),
    -- signed: a recharge puts money on the chip, a recharge refund takes it off
    amount_fen bigint not null check (amount_fen <> 0),
    reason text not null check (reason in ('recharge', 'refund', 'rechargeRefund', 'replace', 'record')),
    status text not null default 'pending' check (status in ('pending', 'written', 'cancelled')),
    created_at timestamptz not null,
    -- the controller's confirmation: when it wrote the chip (its clock), the balance then, which device; when it came
    written_at timestamptz,
    balance_after_fen bigint,
    device_id integer references device(id),
    confirmed_at timestamptz,
    unique (card_id, serial),
    check ((status = 'written') = (written_at is not null and balance_after_fen is not null and device_id is not null and confirmed_at is not null))
  )`,
  // what a merchant's controllers are to write; what a card's chip took between two records
  `create index card_write_pending_idx on card_write (merchant_id, card_id) where status = 'pending'`,
  `create index card_write_written_idx on card_write (card_id, written_at) where status = 'written'`,
  `alter table reconcile_issue drop constraint reconcile_issue_kind_check`,
  `alter table reconcile_issue add constraint reconcile_issue_kind_check
    check (kind in ('balance', 'meter', 'gap', 'shortfall', 'unknownCard', 'conflict', 'lostCard'))`,
  // the operation log's trigger (migration 008): a write is made by an operator's recharge or refund
  `create trigger audit_change after insert or update or delete on card_write for each row
    when (coalesce(current_setting('irr.actor', true), '') <> '')
    execute function audit_change('id')`,
];
