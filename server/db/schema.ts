import type { ColumnType, Generated } from 'kysely';
import type { ServiceLine } from '../../src/api/contract/service-lines';

/** Tables as kysely sees them. Times are timestamptz (Date), money integer fen. */

type Created = ColumnType<Date, Date | undefined, never>;
type Id = Generated<number>;
type YesNo = 'Y' | 'N';

export interface MerchantTable {
  id: Id;
  name: string;
  footer_name: string;
  contact_mobile: string;
  created_at: Created;
  /** Migration 034: suspended by the platform since then (server/docs/platform.md); null while it runs. */
  suspended_at: Generated<Date | null>;
}

/** A business line the merchant runs (migration 016). */
export interface MerchantServiceLineTable {
  merchant_id: number;
  line: ServiceLine;
}

export interface MerchantUserTable {
  id: Id;
  merchant_id: number;
  code: string;
  mobile: string;
  name: string;
  password_hash: string;
  enabled: boolean;
  user_type: string;
  created_at: Created;
  /** Migration 008. */
  version: Generated<number>;
  last_login_at: Date | null;
  password_changed_at: Date | null;
}

/** `grants_all`: the role holds `*:*:*` and every menu of its user type. */
export interface RoleTable {
  id: Id;
  merchant_id: number;
  name: string;
  remark: string;
  grants_all: boolean;
  created_at: Created;
  /** Migration 008. */
  version: Generated<number>;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

/** A page (is_menu Y) or a button (is_menu N, with its permission string). parent_id 0 is the top. */
export interface MenuTable {
  id: Id;
  user_type: string;
  parent_id: number;
  name: string;
  url: string;
  path: string;
  css: string;
  icon_css: string;
  sort: number;
  is_menu: YesNo;
  hidden: boolean;
  separation: string;
  only_name: string;
  permission: string;
}

export interface RoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface MerchantParamTable {
  merchant_id: number;
  param_cd: string;
  param_value: ColumnType<unknown, string, string>;
}

export interface SessionTable {
  token_hash: string;
  user_id: number | null;
  created_at: Date;
  last_seen_at: Date;
  ip: string;
}

export interface CaptchaTable {
  session_hash: string;
  text_hash: string;
  expires_at: Date;
}

export interface NonceTable {
  value: string;
  expires_at: Date;
  taken_by: string | null;
}
/** Moves whenever a role's menus (or the menus) change: migration 014. */
export interface RoleGrantsStampTable {
  role_id: number;
  stamp: string | number;
}

export interface LoginFailureTable {
  id: Id;
  account: string;
  ip: string;
  created_at: Date;
}

export interface AuthorizationCodeTable {
  code_hash: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
}

export interface AppKeyTable {
  id: number;
  public_key_pem: string;
  private_key_pem: string;
  created_at: Created;
}

export interface FileTable {
  key: string;
  merchant_id: number;
  user_id: number | null;
  name: string;
  size: number;
  type: string;
  created_at: Date;
}

/** `checksum`: sha256 of the statements (db/migration-checksum.ts); null until a server of the checksums starts on it. */
export interface SchemaMigrationTable {
  name: string;
  applied_at: Created;
  checksum: string | null;
}
export interface SeedMarkerTable {
  name: string;
  applied_at: Created;
}

/** A version column (optimistic locking, migration 003): every edit checks and increments it. */
type Version = ColumnType<number, number | undefined, number>;

export interface PlaceTable {
  id: Id;
  merchant_id: number;
  name: string;
  province_code: string;
  city_code: string;
  area_code: string;
  address: string;
  manager_name: string;
  manager_mobile: string;
  created_at: Date;
  version: Version;
  /** Migration 009: each farmer's annual water quota in the place, litres (0: none set). */
  quota_liters: ColumnType<string | number, string | number | undefined, number>;
}

export interface AreaTable {
  id: Id;
  merchant_id: number;
  place_id: number;
  cd: string;
  name: string;
  acreage_mu: number;
  crop: Generated<string>;
  remark: Generated<string>;
  created_at: Date;
  version: Version;
}

export interface EquipTypeTable {
  id: Id;
  merchant_id: number;
  name: string;
  kind: string;
  remark: string;
  created_at: Date;
  model: Generated<string>;
  tank_count: Generated<number>;
  valve_limit: Generated<number>;
  enabled: Generated<YesNo>;
  version: Version;
}

/** A well of the agricultural-well business. */
/** A bigint column with a default, read as string (pg) or number (PGlite): use Number(). */
type BigCount = ColumnType<string | number, string | number | undefined, string | number>;

export interface WellTable {
  id: Id;
  merchant_id: number;
  place_id: number;
  cd: string;
  name: string;
  status: string;
  health: string;
  running: string;
  enabled: YesNo;
  billing_mode: string;
  electric_price_fen: number;
  water_price_fen: number;
  keeper_name: string;
  keeper_mobile: string;
  is_online: boolean;
  sig_tenths: number;
  water_level_cm: number;
  transformer: string;
  created_at: Date;
  /** Migration 009: without a flow meter, water is power × water_per_kwh_milli / 1000 (以电折水). */
  has_flow_meter: Generated<boolean>;
  water_per_kwh_milli: Generated<number>;
  /** Migration 006. Coordinates are numeric(9,6): read as strings, written as numbers. */
  version: Version;
  location: Generated<string>;
  longitude: ColumnType<string | null, number | null | undefined, number | null>;
  latitude: ColumnType<string | null, number | null | undefined, number | null>;
  last_online_at: Date | null;
  /** Migration 019: what the device's status reports (0.1 A, 0.1 V, meter totals in Wh and litres) and when. */
  current_deciamps: Generated<number>;
  voltage_decivolts: Generated<number>;
  meter_wh: BigCount;
  meter_liters: BigCount;
  status_at: Date | null;
  /** Migration 026: the last status report as the history counts from it (server/docs/history.md). */
  reported_at: Date | null;
  reported_meter_wh: BigCount | null;
  reported_meter_liters: BigCount | null;
  reported_running: Generated<boolean>;
  /** Migration 029: the water abstraction permit (取水许可), its annual volume (null: none) and number. */
  permit_liters: ColumnType<string | number | null, number | null | undefined, number | null>;
  permit_no: Generated<string>;
}

/** Migration 019: a well's or machine's MQTT credentials (mosquitto's $7$ hash) and the last message number taken. */
export interface DeviceTable {
  id: Id;
  merchant_id: number;
  well_id: number | null;
  equip_id: number | null;
  username: string;
  secret_hash: string;
  last_seq: BigCount;
  created_at: Date;
  rotated_at: Date;
  /** Migration 022: how it reaches the server (server/docs/field-gateway.md); an MQTT device has the columns below null. */
  transport: Generated<DeviceTransport>;
  /** The codec's profile and the station's address in the codec's text form (unique per transport). */
  profile: string | null;
  station: string | null;
  /** The protocol's password field, upper-case hex (null: not checked). */
  password_hex: string | null;
  registration_kind: 'string' | 'imei' | 'frame' | null;
  /** string: the sha256 (hex) of the registration string; imei: the IMEI. */
  registration_key: string | null;
  registration_at: Date | null;
  /** The DTU's heartbeat packet, upper-case hex, and how the console shows it. */
  heartbeat_hex: string | null;
  heartbeat_format: 'text' | 'hex' | null;
}

export type DeviceTransport = 'mqtt' | 'szy206' | 'sl651';

/** Migration 019: a start or stop sent to a well's pump, and its answer. */
export interface DeviceCommandTable {
  id: Id;
  merchant_id: number;
  well_id: number;
  action: 'start' | 'stop';
  status: Generated<'SENT' | 'ACKED' | 'REFUSED' | 'TIMEOUT'>;
  reason: Generated<string>;
  user_id: number | null;
  created_at: Date;
  answered_at: Date | null;
}

/** Parameters of a well (migration 006): water level bounds in cm below ground, the least balance in fen. */
export interface WellParamTable {
  equip_id: number;
  merchant_id: number;
  max_run_minutes: number;
  water_level_min_cm: number;
  water_level_max_cm: number;
  pulse_per_m3: number;
  meter_ratio: number;
  min_balance_fen: number;
  follow_prompt: number;
  assigned: 'y' | 'n';
  version: Version;
  updated_at: Date;
}

/** Areas a fertigation machine serves (an area is served by one machine at most). */
export interface EquipAreaTable {
  equip_id: number;
  area_id: number;
  merchant_id: number;
}

export interface FertigationEquipTable {
  id: Id;
  merchant_id: number;
  place_id: number;
  equip_type_id: number;
  cd: string;
  name: string;
  run_state: string;
  enabled: YesNo;
  is_online: boolean;
  created_at: Date;
  status: Generated<string>;
  sig_tenths: Generated<number>;
  keeper_name: Generated<string>;
  keeper_mobile: Generated<string>;
  remark: Generated<string>;
  last_online_at: Date | null;
  version: Version;
}

export interface ValveTable {
  id: Id;
  merchant_id: number;
  area_id: number;
  equip_id: number | null;
  cd: string;
  name: string;
  enabled: YesNo;
  created_at: Date;
  remark: Generated<string>;
  version: Version;
}

/** Scaled integers: permille tank ratios, hundredths of EC/flow/pressure, tenths of pH. */
export interface FertigationParamTable {
  equip_id: number;
  merchant_id: number;
  tank_a_permille: number;
  tank_b_permille: number;
  tank_c_permille: number;
  ec_min_centi: number;
  ec_max_centi: number;
  ph_min_tenths: number;
  ph_max_tenths: number;
  flow_centi: number;
  pressure_centi: number;
  mix_seconds: number;
  assigned: 'y' | 'n';
  version: Version;
  updated_at: Date;
}

export interface FertigationTemplateTable {
  id: Id;
  merchant_id: number;
  name: string;
  crop: string;
  remark: string;
  version: Version;
  created_at: Date;
  updated_at: Date;
}

export interface TemplateStepTable {
  template_id: number;
  sort: number;
  area_id: number;
  valve_id: number | null;
  duration_minutes: number;
  tank_a_permille: number;
  tank_b_permille: number;
  tank_c_permille: number;
}

/** An order: a well or a fertigation machine used by a farmer. */
export interface UsageRecordTable {
  id: Id;
  merchant_id: number;
  business: 'well' | 'fertigation';
  well_id: number | null;
  equip_id: number | null;
  order_no: string;
  order_type: string;
  status: string;
  user_name: string;
  user_mobile: string;
  start_at: Date;
  end_at: Date | null;
  water_liters: number;
  electric_wh: number;
  amount_fen: number;
  pay_mode: string;
  created_at: Date;
  place_id: number | null;
  area_id: number | null;
  template_id: number | null;
  fertilizer_a_ml: Generated<number>;
  fertilizer_b_ml: Generated<number>;
  fertilizer_c_ml: Generated<number>;
  cancel_remark: Generated<string>;
  cancelled_at: Date | null;
  version: Version;
  /** Migration 009: the card that started a well's order. */
  card_id: Generated<number | null>;
  /** Migration 019: the meters at a swipe's start (null for an order not started by a device). */
  start_meter_wh: ColumnType<string | number | null, string | number | null | undefined, string | number | null>;
  start_meter_liters: ColumnType<string | number | null, string | number | null | undefined, string | number | null>;
}

export interface FaultFeedbackTable {
  id: Id;
  merchant_id: number;
  business: 'well' | 'fertigation';
  well_id: number | null;
  equip_id: number | null;
  fault_type: string;
  description: string;
  reporter_identity: string;
  reporter_name: string;
  reporter_mobile: string;
  processed: YesNo;
  process_remark: string;
  process_pictures: string;
  processed_at: Date | null;
  created_at: Date;
  pictures: Generated<string>;
  processed_by_name: Generated<string>;
  version: Version;
  /** Migration 021: the alarm rule kind that wrote the row (null: not an alarm); migration 024: `reconcile`, a reconciliation issue's. */
  alarm_kind: Generated<string | null>;
}

/** Usage records counted by merchant, business, status and place (0: none); kept by triggers (migration 004). */
export interface RecordTallyTable {
  merchant_id: number;
  business: string;
  status: string;
  place_id: number;
  n: ColumnType<string | number, never, never>;
}

export interface NoticeTable {
  id: Id;
  merchant_id: number;
  title: string;
  content: string;
  created_at: Date;
}

export interface NoticeReadTable {
  notice_id: number;
  user_id: number;
  read_at: Date;
}

/** Migration 008: the system group. */
export interface LoginLogTable {
  id: Id;
  merchant_id: number | null;
  user_id: number | null;
  account: string;
  user_name: string;
  ip: string;
  method: 'password' | 'forcedEntry';
  result: 'success' | 'failure';
  reason: string;
  created_at: Date;
}

/** One call's writes; its rows are `oper_log_change`, both written by the audit trigger. */
export interface OperLogTable {
  id: Id;
  merchant_id: number;
  user_id: number | null;
  user_name: string;
  user_mobile: string;
  ip: string;
  path: string;
  permission: string;
  created_at: Date;
}

export interface OperLogChangeTable {
  id: ColumnType<string | number, never, never>;
  oper_id: number;
  table_name: string;
  row_id: string;
  action: 'insert' | 'update' | 'delete';
  before: unknown;
  after: unknown;
}

export interface SmsCodeTable {
  id: Id;
  mobile: string;
  purpose: string;
  code_hash: string;
  ip: string;
  created_at: Date;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: Date | null;
}

export interface SmsOutboxTable {
  id: Id;
  mobile: string;
  text: string;
  created_at: Date;
}

export interface PasswordFlowTable {
  session_hash: string;
  user_id: number;
  step: 'phoneVerified' | 'messageChecked';
  expires_at: Date;
}

/** Migration 009: money (server/docs/money.md). bigint columns read as string (pg) or number (PGlite): use Number(). */
type Fen = ColumnType<string | number, string | number | undefined, number>;

export interface PriceTierTable {
  merchant_id: number;
  sort: number;
  up_to_percent: number | null;
  multiplier_permille: number;
}

export interface FarmerTable {
  id: Id;
  merchant_id: number;
  name: string;
  mobile: string;
  id_card: string;
  place_id: number;
  created_at: Date;
  version: Version;
}

export interface FarmerPlaceChangeTable {
  id: Id;
  merchant_id: number;
  farmer_id: number;
  from_place_id: number;
  to_place_id: number;
  user_id: number | null;
  created_at: Date;
}

export interface FarmerWaterYearTable {
  farmer_id: number;
  year: number;
  liters: Fen;
}

export interface CardTable {
  id: Id;
  merchant_id: number;
  farmer_id: number;
  card_no: string;
  card_type: string;
  status: 'normal' | 'loss' | 'replace';
  replaced_by_id: number | null;
  created_at: Date;
  lost_at: Date | null;
  version: Version;
  /** Migration 030: an offline card whose chip was blank at issue (all its money came by writes). */
  chip_starts_blank: Generated<boolean>;
}

export interface LedgerAccountTable {
  id: Id;
  merchant_id: number;
  kind: string;
  source: 'A' | 'N';
  card_id: number | null;
  balance_fen: Fen;
  /** How many postings it has, kept with the balance (the fund flows' page totals sum these). */
  posting_count: ColumnType<string | number, never, never>;
  /** Migration 011: which of a merchant account's rows (0 for a card's accounts). */
  slot: Generated<number>;
}

export interface RechargeOrderTable {
  id: Id;
  merchant_id: number;
  card_id: number;
  order_no: string;
  amount_fen: Fen;
  gift_fen: Fen;
  refunded_fen: Fen;
  /** Migration 010: of the gift, what refunds took back. */
  refunded_gift_fen: Fen;
  pay_mode: string;
  amount_type: 'real' | 'dummy';
  status: 'paid' | 'parterd' | 'refund';
  result: 'succeed' | 'fail' | 'pending';
  provider_code: string;
  created_at: Date;
  version: Version;
}

export interface BillTable {
  id: Id;
  merchant_id: number;
  usage_record_id: number;
  card_id: number | null;
  farmer_id: number | null;
  well_id: number;
  billing_mode: string;
  water_liters: Fen;
  electric_wh: Fen;
  water_from_power: boolean;
  over_quota_liters: Fen;
  lines: ColumnType<unknown, string, string>;
  count: number;
  amount_fen: Fen;
  gift_fen: Fen;
  refunded_gift_fen: Fen;
  shortfall_fen: Fen;
  refunded_fen: Fen;
  refunded_count: Generated<number>;
  status: 'FINISH' | 'PARTRFDED' | 'REFUNDED';
  pay_mode: string;
  created_at: Date;
  version: Version;
}

export interface BillRefundTable {
  id: Id;
  merchant_id: number;
  bill_id: number;
  amount_fen: Fen;
  count: number;
  refund_type: string;
  refund_reason: string;
  refund_reason_detail: string;
  refund_mode: string;
  channel: string;
  provider_code: string;
  created_at: Date;
}

export interface JournalEntryTable {
  id: Id;
  merchant_id: number;
  flow_type: string;
  card_id: number | null;
  recharge_id: number | null;
  bill_id: number | null;
  refund_id: number | null;
  user_id: number | null;
  memo: string;
  created_at: Date;
  /** Migration 010: the recharge refund it belongs to. */
  recharge_refund_id: ColumnType<number | null, number | null | undefined, never>;
}

/** Migration 010: a recharge paid back (退充值); `provider_code` null for cash. */
export interface RechargeRefundTable {
  id: Id;
  merchant_id: number;
  recharge_id: number;
  card_id: number;
  amount_fen: Fen;
  gift_fen: Fen;
  provider_code: string | null;
  reason: string;
  user_id: number | null;
  created_at: Date;
}

export interface PostingTable {
  id: Id;
  entry_id: number;
  merchant_id: number;
  account_id: number;
  amount_fen: Fen;
  balance_after_fen: ColumnType<string | number, never, never>;
  created_at: Date;
}

export interface IdempotencyKeyTable {
  merchant_id: number;
  key: string;
  path: string;
  request_hash: string;
  response: ColumnType<unknown, string, string>;
  created_at: Date;
}

/** Migration 017: the merchant's settlement setting (server/money/settlements.ts). */
export interface SettlementSettingTable {
  merchant_id: number;
  way: string;
  pay_means: string;
  account_binding: string;
  bind_transfer_type: string;
  account_name: Generated<string>;
  account_no: Generated<string>;
  fee_permille: Generated<number>;
  effective_from: Date;
  updated_at: Date;
  version: Version;
}

/** Migration 017: one settlement of a merchant's period. */
export interface SettlementTable {
  id: Id;
  merchant_id: number;
  settlement_no: string;
  origin: 'job' | 'apply';
  way: string;
  period_start: Date;
  period_end: Date;
  income_fen: Fen;
  refund_fen: Fen;
  fee_fen: Fen;
  service_fen: Generated<string | number>;
  carry_fen: Fen;
  amount_fen: Fen;
  item_count: Generated<number>;
  pay_means: string;
  status: string;
  payout_no: string | null;
  attempts: Generated<number>;
  result_code: Generated<string>;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: Version;
}

/** Migration 017: a service charge (我的服务). */
export interface ServiceOrderTable {
  id: Id;
  merchant_id: number;
  order_no: string;
  business: 'well' | 'fertigation';
  equip_name: string;
  mode: string;
  amount_fen: Fen;
  period_start: Date;
  period_end: Date;
  pay_method: string | null;
  status: string;
  settlement_id: number | null;
  provider_code: Generated<string>;
  paid_at: Date | null;
  created_at: Date;
  version: Version;
}

/** Migration 017: a ledger entry a settlement covers. */
export interface SettlementItemTable {
  entry_id: number;
  settlement_id: number;
  merchant_id: number;
  amount_fen: Fen;
}

/** Migration 018: the figures a report sums (kept by triggers on bill and bill_refund; counts and sums as bigint). */
interface ReportFigureColumns {
  water_liters: Count;
  electric_wh: Count;
  revenue_fen: Count;
  orders: Count;
  over_quota_liters: Count;
  refund_fen: Count;
  refunds: Count;
}
type Count = ColumnType<string | number, never, never>;
export interface ReportPlaceDayTable extends ReportFigureColumns {
  merchant_id: number;
  day: ColumnType<Date | string, never, never>;
  place_id: number;
}
export interface ReportWellDayTable extends ReportFigureColumns {
  merchant_id: number;
  day: ColumnType<Date | string, never, never>;
  place_id: number;
  well_id: number;
}
export interface ReportWellMonthTable extends ReportFigureColumns {
  merchant_id: number;
  month: ColumnType<Date | string, never, never>;
  place_id: number;
  well_id: number;
}
export interface ReportFarmerMonthTable extends ReportFigureColumns {
  merchant_id: number;
  month: ColumnType<Date | string, never, never>;
  farmer_id: number;
}

/** Migration 020: inspection plans, their wells and tasks. */
export interface InspectionPlanTable {
  id: Id;
  merchant_id: number;
  name: string;
  inspector_id: number | null;
  inspector_name: string;
  inspector_mobile: string;
  interval_days: number;
  enabled: YesNo;
  remark: Generated<string>;
  created_at: Date;
  updated_at: Date;
  version: Version;
}
export interface InspectionPlanWellTable {
  plan_id: number;
  well_id: number;
  merchant_id: number;
}
export interface InspectionTaskTable {
  id: Id;
  merchant_id: number;
  plan_id: number | null;
  well_id: number;
  due_at: Date;
  status: 'WAIT' | 'RUNNING' | 'FINISH';
  started_at: Date | null;
  finished_at: Date | null;
  executor_name: Generated<string>;
  result: 'NORMAL' | 'ABNORMAL' | null;
  health: 'A' | 'B' | 'C' | null;
  remark: Generated<string>;
  pictures: Generated<string>;
  fault_feedback_id: number | null;
  created_at: Date;
  version: Version;
}

/** Migration 021: an alarm rule, the merchant's default of a kind (no well) or a well's. */
export interface AlarmRuleTable {
  id: Id;
  merchant_id: number;
  well_id: number | null;
  /** Migration 021, meterBack and stuck since 027, levelJump since 031. */
  kind: 'waterLevel' | 'overCurrent' | 'offline' | 'fault' | 'meterBack' | 'stuck' | 'levelJump';
  enabled: YesNo;
  cool_down_minutes: Generated<number>;
  current_limit_deciamps: number | null;
  offline_minutes: number | null;
  /** Migration 031: levelJump's threshold, cm. */
  level_jump_cm: number | null;
  created_at: Date;
  updated_at: Date;
  version: Version;
}

/** Migration 023: an order a well's controller finished on its own and reported later, as it said it (server/docs/offline-orders.md). */
export interface OfflineOrderTable {
  id: Id;
  merchant_id: number;
  device_id: number;
  well_id: number;
  record_no: BigCount;
  card_no: string;
  card_id: number | null;
  started_at: Date;
  ended_at: Date;
  start_wh: BigCount;
  end_wh: BigCount;
  start_liters: BigCount;
  end_liters: BigCount;
  amount_fen: Fen;
  balance_before_fen: Fen;
  balance_after_fen: Fen;
  usage_record_id: number | null;
  bill_id: number | null;
  received_at: Date;
}

/** Migration 024: what does not add up in an offline record (对账异常), open until processed. */
export interface ReconcileIssueTable {
  id: Id;
  merchant_id: number;
  kind: 'balance' | 'meter' | 'gap' | 'shortfall' | 'unknownCard' | 'conflict' | 'lostCard';
  offline_order_id: number;
  well_id: number;
  card_id: number | null;
  card_no: string;
  record_no: BigCount;
  difference_fen: Fen;
  detail: string;
  processed: Generated<YesNo>;
  process_note: Generated<string>;
  processed_by_name: Generated<string>;
  processed_at: Date | null;
  happened_at: Date;
  created_at: Date;
  version: Version;
}

/** Migration 025: money an offline card's chip is to take (or give back), pending until a controller confirms it wrote it. */
export interface CardWriteTable {
  id: Id;
  merchant_id: number;
  card_id: number;
  serial: number;
  amount_fen: Fen;
  reason: 'recharge' | 'refund' | 'rechargeRefund' | 'replace' | 'record';
  status: Generated<'pending' | 'written' | 'cancelled'>;
  created_at: Date;
  written_at: Date | null;
  balance_after_fen: ColumnType<string | number | null, number | null | undefined, number | null>;
  device_id: number | null;
  confirmed_at: Date | null;
}

/** Migration 026 (server/docs/history.md): a status report kept, partitioned by the China day of `at`. */
export interface WellReadingTable {
  well_id: number;
  at: Date;
  device_at: Date;
  level_cm: number;
  current_deciamps: number;
  voltage_decivolts: number;
  sig_tenths: number;
  meter_wh: BigCount;
  meter_liters: BigCount;
  running: boolean;
}

/** Migration 026: a well going online (its first report after being offline) or offline (swept). */
export interface WellPresenceTable {
  well_id: number;
  at: Date;
  online: boolean;
}

/** Migration 026: what a well's reports of an hour (well_hour) or China day (well_day) add up to. */
interface WellRollup {
  well_id: number;
  reports: number;
  level_min_cm: number;
  level_max_cm: number;
  level_sum_cm: BigCount;
  current_max_deciamps: number;
  current_sum_deciamps: BigCount;
  water_liters: BigCount;
  energy_wh: BigCount;
  running_s: number;
  online_s: number;
}
export interface WellHourTable extends WellRollup {
  hour: Date;
  /** Migration 033: the closed hour's readings packed by the history job (history/packed-hours.ts); null until then and after the raw days. */
  packed: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
}
export interface WellDayTable extends WellRollup {
  /** yyyy-MM-dd, the China day. */
  day: ColumnType<Date | string, string, string>;
}
/** Migration 029: a well's China month (yyyy-MM-01), with its first and last level (null when rolled up after its reading was gone). */
export interface WellMonthTable extends WellRollup {
  month: ColumnType<Date | string, string, string>;
  level_first_cm: ColumnType<number | null, number | null | undefined, number | null>;
  level_last_cm: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface Database {
  merchant: MerchantTable;
  merchant_service_line: MerchantServiceLineTable;
  merchant_user: MerchantUserTable;
  role: RoleTable;
  user_role: UserRoleTable;
  menu: MenuTable;
  role_menu: RoleMenuTable;
  merchant_param: MerchantParamTable;
  session: SessionTable;
  captcha: CaptchaTable;
  nonce: NonceTable;
  role_grants_stamp: RoleGrantsStampTable;
  login_failure: LoginFailureTable;
  authorization_code: AuthorizationCodeTable;
  app_key: AppKeyTable;
  file: FileTable;
  schema_migration: SchemaMigrationTable;
  seed_marker: SeedMarkerTable;
  place: PlaceTable;
  area: AreaTable;
  equip_type: EquipTypeTable;
  well: WellTable;
  well_reading: WellReadingTable;
  well_presence: WellPresenceTable;
  well_hour: WellHourTable;
  well_day: WellDayTable;
  well_month: WellMonthTable;
  well_param: WellParamTable;
  fertigation_equip: FertigationEquipTable;
  equip_area: EquipAreaTable;
  fertigation_param: FertigationParamTable;
  fertigation_template: FertigationTemplateTable;
  template_step: TemplateStepTable;
  valve: ValveTable;
  usage_record: UsageRecordTable;
  fault_feedback: FaultFeedbackTable;
  device: DeviceTable;
  device_command: DeviceCommandTable;
  record_tally: RecordTallyTable;
  notice: NoticeTable;
  notice_read: NoticeReadTable;
  login_log: LoginLogTable;
  oper_log: OperLogTable;
  oper_log_change: OperLogChangeTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  password_flow: PasswordFlowTable;
  price_tier: PriceTierTable;
  farmer: FarmerTable;
  farmer_place_change: FarmerPlaceChangeTable;
  farmer_water_year: FarmerWaterYearTable;
  card: CardTable;
  ledger_account: LedgerAccountTable;
  recharge_order: RechargeOrderTable;
  bill: BillTable;
  bill_refund: BillRefundTable;
  recharge_refund: RechargeRefundTable;
  journal_entry: JournalEntryTable;
  posting: PostingTable;
  idempotency_key: IdempotencyKeyTable;
  settlement_setting: SettlementSettingTable;
  settlement: SettlementTable;
  report_place_day: ReportPlaceDayTable;
  report_well_day: ReportWellDayTable;
  report_well_month: ReportWellMonthTable;
  report_farmer_month: ReportFarmerMonthTable;
  settlement_item: SettlementItemTable;
  service_order: ServiceOrderTable;
  inspection_plan: InspectionPlanTable;
  inspection_plan_well: InspectionPlanWellTable;
  inspection_task: InspectionTaskTable;
  alarm_rule: AlarmRuleTable;
  offline_order: OfflineOrderTable;
  reconcile_issue: ReconcileIssueTable;
  card_write: CardWriteTable;
}
