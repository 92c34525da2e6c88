import { oneRow } from './reference-fixtures';
import { referenceSql } from './reference-session';
import { click, press, type } from './real-input';
import { until } from './shadow-queries';

/** Set-up and expectations of the well screen tests, read from the reference server's database. */

export const STATUS: Record<string, string> = {
  normal: '正常',
  broken: '故障',
  unusual: '异常',
  onReplenish: '补水中',
  stop: '停用',
  notonline: '离线',
};
export const HEALTH: Record<string, string> = { excellent: '优', well: '良', bad: '差' };
export const RUNNING: Record<string, string> = { leisure: '空闲', use: '使用中' };
export const BILLING: Record<string, string> = { electric: '按电计费', water: '按水计费', electricAndWater: '按水电计费' };
export const TRANSFORMER: Record<string, string> = { special: '专变', public: '公变' };

export interface DbWell {
  id: number;
  cd: string;
  name: string;
  place_id: number;
  place_name: string;
  status: string;
  health: string;
  running: string;
  enabled: string;
  is_online: boolean;
  sig_tenths: number;
  billing_mode: string;
  electric_price_fen: number;
  water_price_fen: number;
  transformer: string;
  keeper_name: string;
  keeper_mobile: string;
  location: string;
  longitude: string | null;
  latitude: string | null;
  /** The permit's annual volume in litres, as text (bigint), and its number. */
  permit_liters: string | null;
  permit_no: string;
  version: number;
}

const WELLS = `select w.id, w.cd, w.name, w.place_id, p.name as place_name, w.status, w.health, w.running, w.enabled, w.is_online,
    w.sig_tenths, w.billing_mode, w.electric_price_fen, w.water_price_fen, w.transformer, w.keeper_name, w.keeper_mobile,
    w.location, w.longitude::text, w.latitude::text, w.permit_liters::text, w.permit_no, w.version
  from well w join place p on p.id = w.place_id where w.merchant_id = $1`;

/** The merchant's wells matching `where` in the table's order (code, then id), `limit` of them. */
export const wells = (merchant: number, where = 'true', params: unknown[] = [], limit = 10) =>
  referenceSql<DbWell>(`${WELLS} and ${where} order by w.cd, w.id limit ${limit}`, [merchant, ...params]);

export const countWells = async (merchant: number, where = 'true', params: unknown[] = []) =>
  (
    await referenceSql<{ n: number }>(`select count(*)::int as n from well w where w.merchant_id = $1 and ${where}`, [merchant, ...params])
  )[0]!.n;

export const wellWhere = (merchant: number, what: string, where: string, params: unknown[] = []) =>
  oneRow<DbWell>(what, `${WELLS} and ${where} order by w.cd, w.id limit 1`, [merchant, ...params]);

export const wellById = (merchant: number, id: number) => wellWhere(merchant, `well ${id}`, 'w.id = $2', [id]);

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The cells a well's row shows under default labels: code … location (the signal as its text). */
export function shownWell(w: DbWell): string[] {
  const prices = [
    w.billing_mode !== 'water' ? `电 ${yuan(w.electric_price_fen)}元/kWh` : '',
    w.billing_mode !== 'electric' ? `水 ${yuan(w.water_price_fen)}元/m³` : '',
  ];
  return [
    w.cd,
    w.name,
    w.place_name,
    `${STATUS[w.status]} · ${HEALTH[w.health]}`,
    RUNNING[w.running]!,
    w.is_online ? (w.sig_tenths / 10).toFixed(1) : '离线',
    [BILLING[w.billing_mode], ...prices].filter(Boolean).join(' '),
    TRANSFORMER[w.transformer]!,
    [w.keeper_name, w.keeper_mobile].filter(Boolean).join(' '),
    w.location,
  ];
}

/** Picks an option of a select as a user's change does (once the option is there). */
export async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  await until(() => [...select.options].some((o) => o.value === value) && !select.disabled, `option ${value}`);
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Replaces an input's text the way a user does: select all, then type (an empty text clears it). */
export async function retype(input: HTMLInputElement, text: string): Promise<void> {
  await click(input);
  input.select();
  if (text === '') await press('Backspace');
  else await type(text);
}
