/**
 * A merchant's accounts in slots (server/docs/money.md, "Hot accounts"): every movement of a
 * merchant's cash, clearing, promotion or revenue account updated that account's one row, so the
 * merchant's recharges and well orders queued on its lock, one commit after another. Each merchant
 * account of a kind and fund source is now up to MERCHANT_SLOTS rows (`slot` 0 …), an entry posting
 * to the one its card (or bill) picks; the kind's balance is the sum of its slots. A card's accounts
 * stay one row each (slot 0): the card's own lock serialises them anyway.
 */
export const accountSlots: readonly string[] = [
  `alter table ledger_account add column slot smallint not null default 0 check (slot between 0 and 63)`,
  `drop index ledger_account_key`,
  `create unique index ledger_account_key on ledger_account (merchant_id, kind, source, coalesce(card_id, 0), slot)`,
  `alter table ledger_account add constraint ledger_account_card_slot check (card_id is null or slot = 0)`,
  // a merchant account's slots, found by kind (the fund flows' balance after a posting sums them)
  `create index ledger_account_merchant_idx on ledger_account (merchant_id, kind, source) where card_id is null`,
];
