import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { pageOf } from '../schemas';
import { id, keyword, mobile, optionalMobile, optionalText, paging, requiredText, editNeedsVersion, savedRow, version } from './fields';
import { fertigationPermissions } from './permissions';

const all = fertigationPermissions;
const p = all.place;

export const placeRow = z.object({
  id: z.number(), name: z.string(),
  provinceCode: z.string(), provinceName: z.string(), cityCode: z.string(), cityName: z.string(),
  areaCode: z.string(), areaName: z.string(), address: z.string(),
  managerName: z.string(), managerMobile: z.string(),
  /** Areas and fertigation machines in the place. */
  areaCount: z.number(), equipCount: z.number(),
  version: z.number(), createTime: z.string(),
});
export type PlaceRow = z.infer<typeof placeRow>;

/** POST fertigation/place/savePlace: creates (no id; needs add) or changes (id and version; needs edit) a place. */
export const savePlace = defineCall({
  method: 'POST', path: 'fertigation/place/savePlace', mode: 'json', access: { permission: p.add },
  request: z.strictObject({
    id: z.optional(id),
    version: z.optional(version),
    name: requiredText('村镇名称', 50),
    /** The county (6 digits); province and city follow from it. */
    areaCode: z.string().check(z.regex(/^\d{6}$/, '请选择所在区县')),
    address: optionalText('详细地址', 100),
    managerName: optionalText('负责人', 20),
    managerMobile: optionalMobile,
  }).check(editNeedsVersion),
  response: savedRow,
});

/** POST fertigation/place/findPage: by name (contains), region (2/4/6-digit code) and manager mobile. */
export const findPage = defineCall({
  method: 'POST', path: 'fertigation/place/findPage', mode: 'json', access: { permission: p.view },
  request: z.strictObject({
    ...paging,
    name: keyword,
    regionCode: z.optional(z.string().check(z.regex(/^\d{2}(\d{2}(\d{2})?)?$/, '地区编码格式错误'))),
    managerMobile: keyword,
  }),
  response: pageOf(placeRow),
});

/** POST fertigation/place/placeList: every place of the merchant for selectors (spec: Place is id, name). */
export const placeList = defineCall({
  method: 'POST', path: 'fertigation/place/placeList', mode: 'json',
  access: { permission: p.view, orPermissions: [all.area.view, all.valve.view, all.equip.view] },
  request: z.strictObject({}),
  response: z.array(z.object({ id: z.number(), name: z.string() })),
});

/** POST fertigation/place/findManagerNameByMobile: the name known for a mobile (a user or a place manager), or null. */
export const findManagerNameByMobile = defineCall({
  method: 'POST', path: 'fertigation/place/findManagerNameByMobile', mode: 'json', access: { permission: p.view },
  request: z.strictObject({ mobile }),
  response: z.nullable(z.object({ mobile: z.string(), name: z.string() })),
});
