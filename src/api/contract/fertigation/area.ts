import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { pageOf } from '../schemas';
import { code, id, keyword, optionalText, paging, requiredText, editNeedsVersion, savedRow, version, yesNo } from '../fields';
import { fertigationPermissions } from './permissions';

const all = fertigationPermissions;
const p = all.area;

export const areaRow = z.object({
  id: z.number(),
  cd: z.string(),
  name: z.string(),
  placeId: z.number(),
  placeName: z.string(),
  acreageMu: z.number(),
  crop: z.string(),
  remark: z.string(),
  valveCount: z.number(),
  /** The machine serving the area, if any. */
  equipId: z.nullable(z.number()),
  equipCd: z.nullable(z.string()),
  equipName: z.nullable(z.string()),
  version: z.number(),
  createTime: z.string(),
});
export type AreaRow = z.infer<typeof areaRow>;

/** POST fertigation/area/findPage: by name or code, place, and whether a machine serves it. */
export const findPage = defineCall({
  method: 'POST',
  path: 'fertigation/area/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ ...paging, keyword, placeId: z.optional(id), bound: z.optional(yesNo) }),
  response: pageOf(areaRow),
});

/** POST fertigation/area/areaList: the areas (of a place) for selectors, each with the machine serving it (a valve's only possible machine). */
export const areaList = defineCall({
  method: 'POST',
  path: 'fertigation/area/areaList',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view, orPermissions: [all.valve.view, all.template.view] },
  request: z.strictObject({ placeId: z.optional(id) }),
  response: z.array(
    z.object({
      id: z.number(),
      cd: z.string(),
      name: z.string(),
      placeId: z.number(),
      equipId: z.nullable(z.number()),
      equipCd: z.nullable(z.string()),
      equipName: z.nullable(z.string()),
    }),
  ),
});

/** POST fertigation/area/save: creates (needs add) or changes (id and version; needs edit) an area. */
export const save = defineCall({
  method: 'POST',
  path: 'fertigation/area/save',
  mode: 'json',
  access: { permission: p.add },
  request: z
    .strictObject({
      id: z.optional(id),
      version: z.optional(version),
      cd: code,
      name: requiredText('区域名称', 50),
      placeId: id,
      acreageMu: z.number().check(z.int('面积必须是整数'), z.minimum(0, '面积不能小于0'), z.maximum(1_000_000, '面积不能大于1000000')),
      crop: optionalText('作物', 30),
      remark: optionalText('备注', 200),
    })
    .check(editNeedsVersion),
  response: savedRow,
});

/** POST fertigation/area/deleteArea: refused while valves, a machine or a template use the area. */
export const deleteArea = defineCall({
  method: 'POST',
  path: 'fertigation/area/deleteArea',
  mode: 'json',
  access: { permission: p.delete },
  request: z.strictObject({ id }),
  response: z.null(),
});
