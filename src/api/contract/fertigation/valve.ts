import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { pageOf } from '../schemas';
import { code, codeCheck, id, keyword, optionalText, paging, requiredText, editNeedsVersion, savedRow, version, yesNo } from '../fields';
import { fertigationPermissions } from './permissions';

const p = fertigationPermissions.valve;

export const valveRow = z.object({
  id: z.number(),
  cd: z.string(),
  name: z.string(),
  areaId: z.number(),
  areaName: z.string(),
  placeId: z.number(),
  placeName: z.string(),
  equipId: z.nullable(z.number()),
  equipCd: z.nullable(z.string()),
  equipName: z.nullable(z.string()),
  enabled: yesNo,
  remark: z.string(),
  version: z.number(),
  createTime: z.string(),
});
export type ValveRow = z.infer<typeof valveRow>;

/** POST fertigation/valve/findPageValve: by name or code, place, area, machine, bound or not, enabled. */
export const findPageValve = defineCall({
  method: 'POST',
  path: 'fertigation/valve/findPageValve',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({
    ...paging,
    keyword,
    placeId: z.optional(id),
    areaId: z.optional(id),
    equipId: z.optional(id),
    bound: z.optional(yesNo),
    enabled: z.optional(yesNo),
  }),
  response: pageOf(valveRow),
});

/** POST fertigation/valve/saveValve: creates (needs add) or changes (id and version; needs edit); a machine must serve the area. */
export const saveValve = defineCall({
  method: 'POST',
  path: 'fertigation/valve/saveValve',
  mode: 'json',
  access: { permission: p.add },
  request: z
    .strictObject({
      id: z.optional(id),
      version: z.optional(version),
      cd: code,
      name: requiredText('阀门名称', 50),
      areaId: id,
      equipId: z.nullable(id),
      enabled: yesNo,
      remark: optionalText('备注', 200),
    })
    .check(editNeedsVersion),
  response: savedRow,
});

/** POST fertigation/valve/checkCd: whether the code is free in the merchant (`id`: the valve being edited). */
export const checkCd = defineCall({
  method: 'POST',
  path: 'fertigation/valve/checkCd',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ cd: code, id: z.optional(id) }),
  response: codeCheck,
});

/** POST fertigation/valve/deleteValve: refused while bound to a machine or used by a template. */
export const deleteValve = defineCall({
  method: 'POST',
  path: 'fertigation/valve/deleteValve',
  mode: 'json',
  access: { permission: p.delete },
  request: z.strictObject({ id }),
  response: z.null(),
});
