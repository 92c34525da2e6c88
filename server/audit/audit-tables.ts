/**
 * The operation log's registry: every table is audited (the trigger `audit_change`, migration 008)
 * or exempt for a reason; test/server/audit.test.ts fails for a table in neither list, or for an
 * audited table without its trigger. A migration that adds a table writes its trigger's SQL itself
 * (frozen, as every migration's SQL) and the table goes here.
 */

/** Audited tables with the key columns their trigger names (the row id the log shows), by the migration that added them. */
export const AUDITED_TABLES: Readonly<Record<string, readonly string[]>> = {
  // 008-system: the merchant data of the tables before it
  merchant: ['id'],
  merchant_user: ['id'],
  role: ['id'],
  user_role: ['user_id', 'role_id'],
  role_menu: ['role_id', 'menu_id'],
  menu: ['id'],
  merchant_param: ['merchant_id', 'param_cd'],
  file: ['key'],
  place: ['id'],
  area: ['id'],
  equip_type: ['id'],
  fertigation_equip: ['id'],
  equip_area: ['equip_id', 'area_id'],
  valve: ['id'],
  fertigation_param: ['equip_id'],
  fertigation_template: ['id'],
  template_step: ['template_id', 'sort'],
  usage_record: ['id'],
  fault_feedback: ['id'],
  notice: ['id'],
  notice_read: ['notice_id', 'user_id'],
  well: ['id'],
  well_param: ['equip_id'],
  // 009-money
  farmer: ['id'],
  card: ['id'],
  recharge_order: ['id'],
  bill: ['id'],
  bill_refund: ['id'],
  price_tier: ['merchant_id', 'sort'],
  farmer_place_change: ['id'],
  // 010-recharge-refund
  recharge_refund: ['id'],
  // 016-service-lines
  merchant_service_line: ['merchant_id', 'line'],
  // 017-settlements
  settlement_setting: ['merchant_id'],
  settlement: ['id'],
  service_order: ['id'],
  // 019-devices
  device_command: ['id'],
  // 020-inspection
  inspection_plan: ['id'],
  inspection_plan_well: ['plan_id', 'well_id'],
  inspection_task: ['id'],
  // 021-alarm-rules
  alarm_rule: ['id'],
  // 024-reconciliation
  reconcile_issue: ['id'],
  // 025-card-writes
  card_write: ['id'],
};

/** Tables left out of the operation log, each with the reason. */
export const AUDIT_EXEMPT_TABLES: Readonly<Record<string, string>> = {
  session: 'expiring security row',
  captcha: 'expiring security row',
  nonce: 'expiring security row',
  login_failure: 'expiring security row',
  authorization_code: 'expiring security row',
  app_key: 'server key',
  password_flow: 'expiring security row',
  sms_code: 'expiring security row',
  sms_outbox: 'the SMS provider’s record',
  login_log: 'a log',
  oper_log: 'a log',
  oper_log_change: 'a log',
  record_tally: 'derived counts (usage_record is audited)',
  seed_marker: 'bookkeeping',
  schema_migration: 'bookkeeping',
  ledger_account: 'balances derived from the postings',
  journal_entry: 'the ledger: append-only, names its user',
  posting: 'the ledger: append-only',
  farmer_water_year: 'derived tally (bills are audited)',
  idempotency_key: 'bookkeeping of replays',
  role_grants_stamp: 'a counter that moves with role_menu, which is audited',
  settlement_item: 'which entries a settlement covers: written with the settlement, never changed',
  report_place_day: 'derived rollup of bills and refunds (both audited)',
  report_well_day: 'derived rollup of bills and refunds (both audited)',
  report_well_month: 'derived rollup of bills and refunds (both audited)',
  report_farmer_month: 'derived rollup of bills and refunds (both audited)',
  device:
    'credentials (the secret and registration hashes) stay out of the log; a rotation, a new registration string or a change of transport is in it as its call (path, user, time)',
  offline_order: 'written by devices only, never by a user: the row is the record as its controller sent it, with when it came',
  well_reading: 'the field history: written by devices only, a row per status report',
  well_presence: 'the field history: written by the ingest and the sweep only',
  well_hour: 'derived rollup of well_reading',
  well_day: 'derived rollup of well_reading',
  well_month: 'derived rollup of well_reading',
};
