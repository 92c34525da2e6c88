import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { pageOf } from '../schemas';
import {
  DEVICE_STATUSES,
  RUN_STATES,
  SIG_INTENSITIES,
  code,
  codeCheck,
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
import { FERTIGATION_PARAM_RULES } from './param-rules';
import { fertigationPermissions } from './permissions';

const p = fertigationPermissions.equip;

export const equipRow = z.object({
  id: z.number(),
  cd: z.string(),
  name: z.string(),
  placeId: z.number(),
  placeName: z.string(),
  equipTypeId: z.number(),
  equipTypeName: z.string(),
  areas: z.array(z.object({ id: z.number(), cd: z.string(), name: z.string() })),
  valveCount: z.number(),
  runState: z.enum(RUN_STATES),
  status: z.enum(DEVICE_STATUSES),
  enabled: yesNo,
  isOnline: z.boolean(),
  /** Signal (0 to 31), 1 decimal, and its band. */
  sig: z.number(),
  sigIntensity: z.enum(SIG_INTENSITIES),
  lastOnlineTime: z.nullable(z.string()),
  keeperName: z.string(),
  keeperMobile: z.string(),
  remark: z.string(),
  /** y: the device has taken the current parameters. */
  paramAssigned: z.enum(['y', 'n']),
  version: z.number(),
  createTime: z.string(),
});
export type EquipRow = z.infer<typeof equipRow>;

/** POST fertigation/equip/findPage: by name or code, place, type, running state, status, online. */
export const findPage = defineCall({
  method: 'POST',
  path: 'fertigation/equip/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({
    ...paging,
    keyword,
    placeId: z.optional(id),
    equipTypeId: z.optional(id),
    runState: z.optional(z.enum(RUN_STATES)),
    status: z.optional(z.enum(DEVICE_STATUSES)),
    isOnline: z.optional(z.boolean()),
  }),
  response: pageOf(equipRow),
});

/** POST fertigation/equip/findAreaListForEquipBind: the place's areas a machine may serve (free or already its own). */
export const findAreaListForEquipBind = defineCall({
  method: 'POST',
  path: 'fertigation/equip/findAreaListForEquipBind',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ placeId: id, equipId: z.optional(id) }),
  response: z.array(
    z.object({
      id: z.number(),
      cd: z.string(),
      name: z.string(),
      acreageMu: z.number(),
      valveCount: z.number(),
      /** Already served by this machine. */
      checked: z.boolean(),
    }),
  ),
});

/** POST fertigation/equip/checkCd: whether the code is free in the merchant. */
export const checkCd = defineCall({
  method: 'POST',
  path: 'fertigation/equip/checkCd',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ cd: code }),
  response: codeCheck,
});

/** The most areas one machine serves. */
export const MAX_EQUIP_AREAS = 50;

const areaIds = z.array(id).check(
  z.maxLength(MAX_EQUIP_AREAS, `最多绑定${MAX_EQUIP_AREAS}个区域`),
  z.refine((ids) => new Set(ids).size === ids.length, '区域不能重复'),
);

const equipFields = {
  name: requiredText('设备名称', 50),
  equipTypeId: id,
  areaIds,
  keeperName: optionalText('管理员', 20),
  keeperMobile: optionalMobile,
  remark: optionalText('备注', 200),
};

/** POST fertigation/equip/save: a new machine (code fixed from now on) with default parameters. */
export const save = defineCall({
  method: 'POST',
  path: 'fertigation/equip/save',
  mode: 'json',
  access: { permission: p.add },
  request: z.strictObject({ cd: code, placeId: id, ...equipFields }),
  response: savedRow,
});

/** POST fertigation/equip/edit: name, type, served areas (of its place), keeper, remark. */
export const edit = defineCall({
  method: 'POST',
  path: 'fertigation/equip/edit',
  mode: 'json',
  access: { permission: p.edit },
  request: z.strictObject({ id, version, ...equipFields }),
  response: savedRow,
});

export const fertigationParam = z.object({
  equipId: z.number(),
  /** Share of each tank in the fertiliser mix, percent with 1 decimal; they add up to 100. */
  tankARatio: z.number(),
  tankBRatio: z.number(),
  tankCRatio: z.number(),
  /** EC bounds (mS/cm, 2 decimals) and pH bounds (1 decimal). */
  ecMin: z.number(),
  ecMax: z.number(),
  phMin: z.number(),
  phMax: z.number(),
  /** Irrigation flow (m³/h) and pressure (MPa), 2 decimals; stirring before injecting (s). */
  flowRate: z.number(),
  pressure: z.number(),
  mixSeconds: z.number(),
  assigned: z.enum(['y', 'n']),
  version: z.number(),
  updateTime: z.string(),
});
export type FertigationParam = z.infer<typeof fertigationParam>;

const PR = FERTIGATION_PARAM_RULES;
const rule = (what: string, field: keyof typeof PR) => decimal(what, PR[field].min, PR[field].max, PR[field].decimals);

/** POST fertigation/equip/saveParam: new parameters (not yet taken by the device: assigned n). */
export const saveParam = defineCall({
  method: 'POST',
  path: 'fertigation/equip/saveParam',
  mode: 'json',
  access: { permission: p.param },
  request: z.strictObject({
    equipId: id,
    version,
    tankARatio: rule('A桶配比', 'tankARatio'),
    tankBRatio: rule('B桶配比', 'tankBRatio'),
    tankCRatio: rule('C桶配比', 'tankCRatio'),
    ecMin: rule('EC下限', 'ecMin'),
    ecMax: rule('EC上限', 'ecMax'),
    phMin: rule('pH下限', 'phMin'),
    phMax: rule('pH上限', 'phMax'),
    flowRate: rule('流量', 'flowRate'),
    pressure: rule('压力', 'pressure'),
    mixSeconds: z
      .number()
      .check(
        z.int('搅拌时长必须是整数'),
        z.minimum(PR.mixSeconds.min, `搅拌时长不能小于${PR.mixSeconds.min}`),
        z.maximum(PR.mixSeconds.max, `搅拌时长不能大于${PR.mixSeconds.max}`),
      ),
  }),
  response: z.object({ equipId: z.number(), version: z.number() }),
});

/** POST fertigation/equip/movePlace: to another place; its areas and their valves are unbound. */
export const movePlace = defineCall({
  method: 'POST',
  path: 'fertigation/equip/movePlace',
  mode: 'json',
  access: { permission: p.move },
  request: z.strictObject({ id, version, placeId: id }),
  response: savedRow,
});

/** POST fertigation/equip/findFertigationParam */
export const findFertigationParam = defineCall({
  method: 'POST',
  path: 'fertigation/equip/findFertigationParam',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ equipId: id }),
  response: fertigationParam,
});

/** POST fertigation/equip/changeStatus: stop (not while running) or enable (only a stopped machine). */
export const changeStatus = defineCall({
  method: 'POST',
  path: 'fertigation/equip/changeStatus',
  mode: 'json',
  access: { permission: p.status },
  request: z.strictObject({ id, status: z.enum(['normal', 'stop']) }),
  response: z.object({ id: z.number(), status: z.enum(DEVICE_STATUSES), runState: z.enum(RUN_STATES), version: z.number() }),
});
