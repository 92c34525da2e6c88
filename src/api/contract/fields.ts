import * as z from 'zod/mini';

/**
 * Field schemas shared by the business calls (fertigation, wells). Requests are strict objects; the checks an
 * operator can hit carry the Chinese message the console shows.
 */

/** The enumerations of spec section 3 used by the module, as plain arrays for selects and filters. */
export const RUN_STATES = ['OTHERS', 'AVAILABLE', 'OCCUPY', 'DISABLE', 'DAMAGE'] as const;
export const DEVICE_STATUSES = ['normal', 'broken', 'unusual', 'onReplenish', 'stop', 'notonline'] as const;
export const SIG_INTENSITIES = ['ZERO', 'LOW', 'MEDIUM', 'HIGH'] as const;
export const ORDER_STATUSES = ['RUNNING', 'TO_RUN', 'FINISH', 'CANCEL'] as const;
export const ORDER_TYPES = ['MAKE_AN_APPOINTMENT', 'EVEN_THOUGH'] as const;
export const REPORTER_IDENTITIES = ['system', 'merch', 'peasant', 'agent'] as const;
export const EQUIPMENT_KINDS = [
  'slow_charge',
  'quick_charge',
  'tanker',
  'car_charge',
  'yun_charge',
  'farm',
  'fertigation',
  'countdown',
  'flowmeter',
] as const;
export const HEALTHS = ['excellent', 'well', 'bad'] as const;
/** A well's running state: idle or pumping. */
export const WELL_RUNNING = ['leisure', 'use'] as const;
export const BILLING_MODES = ['electric', 'water', 'electricAndWater'] as const;
export const TRANSFORMERS = ['special', 'public'] as const;
/** Follow prompt parameter: 1 no prompt, 2 prompt, 3 forced. */
export const FOLLOW_PROMPTS = [1, 2, 3] as const;
export const FAULT_TYPES = [
  'no_enabled',
  'fever',
  'shortage',
  'no_absorb_water',
  'leak',
  'pump_noise',
  'pump_shock',
  'pump_tripped',
  'no_water',
  'no_power',
  'pipeline_leak',
  'small_water',
  'tripped',
  'run_error',
  'network_malfunction',
  'electric_meter_failure',
  'switch_circuit_failure',
  'lack_A',
  'lack_B',
  'lack_C',
  'A_high_current',
  'B_high_current',
  'C_high_current',
  'voltage_disturbance',
  'current_interference',
  'other',
] as const;

const INT32_MAX = 2_147_483_647;

/** A row id: a positive 32-bit integer (larger values would not fit the column). */
export const id = z.number().check(z.int('编号必须是整数'), z.minimum(1, '编号无效'), z.maximum(INT32_MAX, '编号无效'));
/** The version a read returned; an edit sends it back (optimistic locking). */
export const version = z.number().check(z.int(), z.minimum(0), z.maximum(INT32_MAX));
export const yesNo = z.enum(['Y', 'N']);

/** A code (equipment, valve, area): letters, digits, `-` and `_`, at most 32. */
export const code = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, '编码不能为空'),
    z.maxLength(32, '编码最长32位'),
    z.regex(/^[A-Za-z0-9_-]+$/, '编码只能包含字母、数字、下划线和短横线'),
  );

export const requiredText = (what: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `${what}不能为空`), z.maxLength(max, `${what}最长${max}个字符`));
export const optionalText = (what: string, max: number) => z.string().check(z.trim(), z.maxLength(max, `${what}最长${max}个字符`));

/** A search box: trimmed, at most 50 characters, matched as text (never as a pattern). */
export const keyword = z.optional(z.string().check(z.trim(), z.maxLength(50, '搜索内容最长50个字符')));

export const mobile = z.string().check(z.trim(), z.regex(/^1\d{10}$/, '请输入有效的手机号'));
/** A mobile or empty (not given). */
export const optionalMobile = z.string().check(z.trim(), z.regex(/^(1\d{10})?$/, '请输入有效的手机号'));

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** True for a real `yyyy-MM-dd HH:mm:ss` moment (no 2月30日, no 24:00:00). */
export function isDateTime(text: string): boolean {
  const m = DATE_TIME.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s
  );
}

export const dateTime = z.string().check(z.refine(isDateTime, '时间格式应为 yyyy-MM-dd HH:mm:ss'));

/** A decimal number within bounds with at most `decimals` decimals. */
export function decimal(what: string, min: number, max: number, decimals: number) {
  const scale = 10 ** decimals;
  return z.number().check(
    z.minimum(min, `${what}不能小于${min}`),
    z.maximum(max, `${what}不能大于${max}`),
    z.refine((v) => Math.abs(v * scale - Math.round(v * scale)) < 1e-6, `${what}最多${decimals}位小数`),
  );
}

/** A tank share in percent, one decimal. */
export const ratio = (tank: string) => decimal(`${tank}桶配比`, 0, 100, 1);

/** Paging of every findPage (page from 1; the server clamps size to 10/20/30/40/50). */
export const paging = {
  page: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(INT32_MAX))),
  size: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(1000))),
};

/** A time range filter: both ends inclusive, `yyyy-MM-dd HH:mm:ss`. */
export const timeRange = { startTime: z.optional(dateTime), endTime: z.optional(dateTime) };

/** A save that changes a row (id given) must send the version it read. */
export const editNeedsVersion = z.refine<{ id?: number | undefined; version?: number | undefined }>(
  (v) => v.id === undefined || v.version !== undefined,
  '缺少版本号，请刷新后重试',
);

export const savedRow = z.object({ id: z.number(), version: z.number() });
export const codeCheck = z.object({ available: z.boolean() });
