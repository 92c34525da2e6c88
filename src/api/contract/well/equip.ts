import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import {
  BILLING_MODES,
  DEVICE_STATUSES,
  FOLLOW_PROMPTS,
  HEALTHS,
  SIG_INTENSITIES,
  TRANSFORMERS,
  WELL_RUNNING,
  decimal,
  id,
  keyword,
  optionalMobile,
  optionalText,
  paging,
  requiredText,
  savedRow,
  version,
  yesNo,
} from '../fields';
import { pageOf } from '../schemas';
import { WELL_PARAM_RULES, WELL_PERMIT_RULE, WELL_PRICE_RULE } from './param-rules';
import { wellPermissions } from './permissions';

const p = wellPermissions.well;

/** A well as the list, the detail and the portal's `<irr-well-table>` show it. */
export const wellRow = z.object({
  id: z.number(),
  cd: z.string(),
  name: z.string(),
  placeId: z.number(),
  placeName: z.string(),
  status: z.enum(DEVICE_STATUSES),
  health: z.enum(HEALTHS),
  running: z.enum(WELL_RUNNING),
  enabled: yesNo,
  isOnline: z.boolean(),
  /** Signal (0 to 31), 1 decimal, and its band. */
  sig: z.number(),
  sigIntensity: z.enum(SIG_INTENSITIES),
  lastOnlineTime: z.nullable(z.string()),
  billingMode: z.enum(BILLING_MODES),
  /** Yuan per kWh and per m³, 2 decimals (stored as fen). */
  electricPrice: z.number(),
  waterPrice: z.number(),
  transformer: z.enum(TRANSFORMERS),
  /** The well keeper (井长). */
  keeperName: z.string(),
  keeperMobile: z.string(),
  /** Where the well stands: a description and coordinates (WGS-84, 6 decimals; null when not surveyed). */
  location: z.string(),
  longitude: z.nullable(z.number()),
  latitude: z.nullable(z.number()),
  /** Water level, metres below ground, 2 decimals. */
  waterLevel: z.number(),
  /** The water abstraction permit (取水许可): the annual volume in m³ (null: none) and the permit's number. */
  permitVolume: z.nullable(z.number()),
  permitNo: z.string(),
  /** y: the device has taken the current parameters. */
  paramAssigned: z.enum(['y', 'n']),
  version: z.number(),
  createTime: z.string(),
});
export type WellRow = z.infer<typeof wellRow>;

/** POST irrigationWell/equip/findPage: by code, name or keeper (keyword), place, status, running, online, billing mode, health. */
export const findPage = defineCall({
  method: 'POST',
  path: 'irrigationWell/equip/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({
    ...paging,
    keyword,
    placeId: z.optional(id),
    status: z.optional(z.enum(DEVICE_STATUSES)),
    running: z.optional(z.enum(WELL_RUNNING)),
    isOnline: z.optional(z.boolean()),
    billingMode: z.optional(z.enum(BILLING_MODES)),
    health: z.optional(z.enum(HEALTHS)),
  }),
  response: pageOf(wellRow),
});

export const wellDetail = z.object({
  well: wellRow,
  /** The well's figures of the server's current day (China Standard Time). */
  today: z.object({ date: z.string(), orders: z.number(), waterM3: z.number(), powerKwh: z.number(), amount: z.number() }),
  /** Its fault reports not processed yet. */
  openFaults: z.number(),
});
export type WellDetail = z.infer<typeof wellDetail>;

/** POST irrigationWell/equip/findById: one well with today's figures and its open faults. */
export const findById = defineCall({
  method: 'POST',
  path: 'irrigationWell/equip/findById',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ id }),
  response: wellDetail,
});

const coordinate = (what: string, limit: number) => z.nullable(decimal(what, -limit, limit, 6));

const P = WELL_PERMIT_RULE;
/** The permit's annual volume: whole m³ within the rule, or null (no permit). */
const permitVolume = z.nullable(
  z
    .number()
    .check(
      z.int('取水许可水量必须是整数'),
      z.minimum(P.min, `取水许可水量不能小于${P.min}`),
      z.maximum(P.max, `取水许可水量不能大于${P.max}`),
    ),
);

/** POST irrigationWell/equip/edit: name, place, transformer, keeper, location and permit (the code is the device's). */
export const edit = defineCall({
  method: 'POST',
  path: 'irrigationWell/equip/edit',
  mode: 'json',
  access: { permission: p.edit },
  request: z.strictObject({
    id,
    version,
    name: requiredText('机井名称', 50),
    placeId: id,
    transformer: z.enum(TRANSFORMERS),
    keeperName: optionalText('井长', 20),
    keeperMobile: optionalMobile,
    location: optionalText('位置', 100),
    longitude: coordinate('经度', 180),
    latitude: coordinate('纬度', 90),
    permitVolume,
    permitNo: optionalText('取水许可证号', 50),
  }),
  response: savedRow,
});

const price = (what: string) => decimal(what, WELL_PRICE_RULE.min, WELL_PRICE_RULE.max, WELL_PRICE_RULE.decimals);

/**
 * POST irrigationWell/equip/saveBilling: the billing mode and its prices (yuan). The price the
 * mode charges by must be above 0 (电价 for electric, 水价 for water, both for electricAndWater).
 */
export const saveBilling = defineCall({
  method: 'POST',
  path: 'irrigationWell/equip/saveBilling',
  mode: 'json',
  access: { permission: p.billing },
  request: z
    .strictObject({
      id,
      version,
      billingMode: z.enum(BILLING_MODES),
      electricPrice: price('电价'),
      waterPrice: price('水价'),
    })
    .check(
      z.refine((v) => v.billingMode === 'water' || v.electricPrice > 0, { message: '电价必须大于0', path: ['electricPrice'] }),
      z.refine((v) => v.billingMode === 'electric' || v.waterPrice > 0, { message: '水价必须大于0', path: ['waterPrice'] }),
    ),
  response: savedRow,
});

const stateChange = z.object({ id: z.number(), status: z.enum(DEVICE_STATUSES), enabled: yesNo, version: z.number() });

/** POST irrigationWell/equip/changeStatus: stops a well (status stop, enabled N); refused while it pumps. */
export const changeStatus = defineCall({
  method: 'POST',
  path: 'irrigationWell/equip/changeStatus',
  mode: 'json',
  access: { permission: p.enable },
  request: z.strictObject({ id, status: z.literal('stop') }),
  response: stateChange,
});

/** POST irrigationWell/equip/enable: enables a stopped well (normal when online, else notonline). */
export const enable = defineCall({
  method: 'POST',
  path: 'irrigationWell/equip/enable',
  mode: 'json',
  access: { permission: p.enable },
  request: z.strictObject({ id }),
  response: stateChange,
});

export const wellParam = z.object({
  equipId: z.number(),
  maxRunMinutes: z.number(),
  waterLevelMin: z.number(),
  waterLevelMax: z.number(),
  pulsePerM3: z.number(),
  meterRatio: z.number(),
  minBalance: z.number(),
  followPrompt: z.literal(FOLLOW_PROMPTS),
  assigned: z.enum(['y', 'n']),
  version: z.number(),
  updateTime: z.string(),
});
export type WellParam = z.infer<typeof wellParam>;

/** POST irrigationWell/equip/findParam */
export const findParam = defineCall({
  method: 'POST',
  path: 'irrigationWell/equip/findParam',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ equipId: id }),
  response: wellParam,
});

const R = WELL_PARAM_RULES;
const rule = (what: string, field: keyof typeof R) => {
  const r = R[field];
  return r.decimals === 0
    ? z.number().check(z.int(`${what}必须是整数`), z.minimum(r.min, `${what}不能小于${r.min}`), z.maximum(r.max, `${what}不能大于${r.max}`))
    : decimal(what, r.min, r.max, r.decimals);
};

/** POST irrigationWell/equip/saveParam: new parameters (not yet taken by the device: assigned n); the water level minimum stays under the maximum. */
export const saveParam = defineCall({
  method: 'POST',
  path: 'irrigationWell/equip/saveParam',
  mode: 'json',
  access: { permission: p.param },
  request: z
    .strictObject({
      equipId: id,
      version,
      maxRunMinutes: rule('单次最长运行时长', 'maxRunMinutes'),
      waterLevelMin: rule('水位下限', 'waterLevelMin'),
      waterLevelMax: rule('水位上限', 'waterLevelMax'),
      pulsePerM3: rule('脉冲常数', 'pulsePerM3'),
      meterRatio: rule('电表倍率', 'meterRatio'),
      minBalance: rule('最低余额', 'minBalance'),
      followPrompt: z.literal(FOLLOW_PROMPTS),
    })
    .check(z.refine((v) => v.waterLevelMin < v.waterLevelMax, { message: '水位下限必须小于水位上限', path: ['waterLevelMin'] })),
  response: z.object({ equipId: z.number(), version: z.number() }),
});
