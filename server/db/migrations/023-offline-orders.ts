/**
 * Offline orders (server/docs/offline-orders.md): the records a well's controller kept while it
 * could not reach the server, each booked once. The key is the device and the controller's record
 * number; the row keeps what the controller said (card, times, meters, amount, the card's balance
 * before and after) beside the order and bill it was booked as.
 */
export const offlineOrders: readonly string[] = [
  `create table offline_order (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    device_id integer not null references device(id),
    well_id integer not null references well(id),
    record_no bigint not null check (record_no > 0),
    card_no text not null,
    -- the card of that number when the record came (null: no such card of the merchant)
    card_id integer references card(id),
    started_at timestamptz not null,
    ended_at timestamptz not null check (ended_at >= started_at),
    start_wh bigint not null check (start_wh >= 0),
    end_wh bigint not null check (end_wh >= start_wh),
    start_liters bigint not null check (start_liters >= 0),
    end_liters bigint not null check (end_liters >= start_liters),
    amount_fen bigint not null check (amount_fen >= 0),
    balance_before_fen bigint not null check (balance_before_fen >= 0),
    balance_after_fen bigint not null check (balance_after_fen = balance_before_fen - amount_fen),
    -- what it was booked as (none for a card the merchant does not have)
    usage_record_id integer unique references usage_record(id),
    bill_id integer unique references bill(id),
    received_at timestamptz not null,
    unique (device_id, record_no)
  )`,
  // a card's records in the order they happened (the balance chain); the device's by number is the unique key
  `create index offline_order_card_idx on offline_order (card_id, ended_at, started_at, device_id, record_no) where card_id is not null`,
  `create index offline_order_merchant_idx on offline_order (merchant_id, received_at desc, id desc)`,
];
