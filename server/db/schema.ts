import type { ColumnType, Generated } from 'kysely';

/** Tables as kysely sees them. Times are timestamptz (Date), money integer fen. */

type Created = ColumnType<Date, Date | undefined, never>;
type Id = Generated<number>;
type YesNo = 'Y' | 'N';

export interface MerchantTable { id: Id; name: string; footer_name: string; contact_mobile: string; created_at: Created }

export interface MerchantUserTable {
  id: Id; merchant_id: number; code: string; mobile: string; name: string; password_hash: string;
  enabled: boolean; user_type: string; created_at: Created;
}

/** `grants_all`: the role holds `*:*:*` and every menu of its user type. */
export interface RoleTable { id: Id; merchant_id: number; name: string; remark: string; grants_all: boolean; created_at: Created }

export interface UserRoleTable { user_id: number; role_id: number }

/** A page (is_menu Y) or a button (is_menu N, with its permission string). parent_id 0 is the top. */
export interface MenuTable {
  id: Id; user_type: string; parent_id: number; name: string; url: string; path: string; css: string;
  icon_css: string; sort: number; is_menu: YesNo; hidden: boolean; separation: string; only_name: string;
  permission: string;
}

export interface RoleMenuTable { role_id: number; menu_id: number }

export interface MerchantParamTable { merchant_id: number; param_cd: string; param_value: ColumnType<unknown, string, string> }

export interface SessionTable {
  token_hash: string; user_id: number | null; created_at: Date; last_seen_at: Date; ip: string;
}

export interface CaptchaTable { session_hash: string; text_hash: string; expires_at: Date }

export interface NonceTable { value: string; expires_at: Date }

export interface LoginFailureTable { id: Id; account: string; ip: string; created_at: Date }

export interface AuthorizationCodeTable { code_hash: string; user_id: number; expires_at: Date; used_at: Date | null }

export interface AppKeyTable { id: number; public_key_pem: string; private_key_pem: string; created_at: Created }

export interface FileTable {
  key: string; merchant_id: number; user_id: number; name: string; size: number; type: string; created_at: Date;
}

export interface SchemaMigrationTable { name: string; applied_at: Created }
export interface SeedMarkerTable { name: string; applied_at: Created }

export interface PlaceTable {
  id: Id; merchant_id: number; name: string; province_code: string; city_code: string; area_code: string;
  address: string; manager_name: string; manager_mobile: string; created_at: Date;
}

export interface AreaTable { id: Id; merchant_id: number; place_id: number; name: string; acreage_mu: number; created_at: Date }

export interface EquipTypeTable { id: Id; merchant_id: number; name: string; kind: string; remark: string; created_at: Date }

/** A well of the agricultural-well business. */
export interface WellTable {
  id: Id; merchant_id: number; place_id: number; cd: string; name: string; status: string; health: string;
  running: string; enabled: YesNo; billing_mode: string; electric_price_fen: number; water_price_fen: number;
  keeper_name: string; keeper_mobile: string; is_online: boolean; sig_tenths: number; water_level_cm: number;
  transformer: string; created_at: Date;
}

export interface FertigationEquipTable {
  id: Id; merchant_id: number; place_id: number; area_id: number; equip_type_id: number; cd: string;
  name: string; run_state: string; enabled: YesNo; is_online: boolean; created_at: Date;
}

export interface ValveTable {
  id: Id; merchant_id: number; area_id: number; equip_id: number; cd: string; name: string; enabled: YesNo;
  created_at: Date;
}

/** An order: a well or a fertigation machine used by a farmer. */
export interface UsageRecordTable {
  id: Id; merchant_id: number; business: 'well' | 'fertigation'; well_id: number | null; equip_id: number | null;
  order_no: string; order_type: string; status: string; user_name: string; user_mobile: string;
  start_at: Date; end_at: Date | null; water_liters: number; electric_wh: number; amount_fen: number;
  pay_mode: string; created_at: Date;
}

export interface FaultFeedbackTable {
  id: Id; merchant_id: number; business: 'well' | 'fertigation'; well_id: number | null; equip_id: number | null;
  fault_type: string; description: string; reporter_identity: string; reporter_name: string;
  reporter_mobile: string; processed: YesNo; process_remark: string; process_pictures: string;
  processed_at: Date | null; created_at: Date;
}

export interface NoticeTable { id: Id; merchant_id: number; title: string; content: string; created_at: Date }

export interface NoticeReadTable { notice_id: number; user_id: number; read_at: Date }

export interface Database {
  merchant: MerchantTable;
  merchant_user: MerchantUserTable;
  role: RoleTable;
  user_role: UserRoleTable;
  menu: MenuTable;
  role_menu: RoleMenuTable;
  merchant_param: MerchantParamTable;
  session: SessionTable;
  captcha: CaptchaTable;
  nonce: NonceTable;
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
  fertigation_equip: FertigationEquipTable;
  valve: ValveTable;
  usage_record: UsageRecordTable;
  fault_feedback: FaultFeedbackTable;
  notice: NoticeTable;
  notice_read: NoticeReadTable;
}
