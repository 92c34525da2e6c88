import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { pageOf } from '../schemas';
import { EQUIPMENT_KINDS, id, keyword, optionalText, paging, requiredText, savedRow, version, yesNo } from '../fields';
import { fertigationPermissions } from './permissions';

const all = fertigationPermissions;
const p = all.equipType;

export const equipTypeRow = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(EQUIPMENT_KINDS),
  model: z.string(),
  tankCount: z.number(),
  valveLimit: z.number(),
  enabled: yesNo,
  remark: z.string(),
  equipCount: z.number(),
  version: z.number(),
  createTime: z.string(),
});
export type EquipTypeRow = z.infer<typeof equipTypeRow>;

/** POST fertigation/equip/type/findPage: by name or model, kind, enabled. */
export const findPage = defineCall({
  method: 'POST',
  path: 'fertigation/equip/type/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ ...paging, keyword, kind: z.optional(z.enum(EQUIPMENT_KINDS)), enabled: z.optional(yesNo) }),
  response: pageOf(equipTypeRow),
});

/**
 * POST fertigation/equip/type/listEquipType: the enabled types for selectors; with
 * `includeDisabled` the disabled ones too (a filter, or a machine keeping its disabled type).
 */
export const listEquipType = defineCall({
  method: 'POST',
  path: 'fertigation/equip/type/listEquipType',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view, orPermissions: [all.equip.view] },
  request: z.strictObject({ includeDisabled: z.optional(z.boolean()) }),
  response: z.array(z.object({ id: z.number(), name: z.string(), kind: z.enum(EQUIPMENT_KINDS), tankCount: z.number(), enabled: yesNo })),
});

const typeFields = {
  name: requiredText('类型名称', 50),
  kind: z.enum(EQUIPMENT_KINDS),
  model: optionalText('型号', 50),
  tankCount: z.number().check(z.int(), z.minimum(1, '肥桶数量为1到3'), z.maximum(3, '肥桶数量为1到3')),
  valveLimit: z.number().check(z.int(), z.minimum(1, '阀门上限为1到256'), z.maximum(256, '阀门上限为1到256')),
  remark: optionalText('备注', 200),
};

/** POST fertigation/equip/type/add */
export const add = defineCall({
  method: 'POST',
  path: 'fertigation/equip/type/add',
  mode: 'json',
  access: { permission: p.add },
  request: z.strictObject(typeFields),
  response: savedRow,
});

/**
 * POST fertigation/equip/type/opt: one operation on a type: `edit` its fields, `enable` or
 * `disable` it (a disabled type is not offered for new machines), `delete` it (refused while
 * machines use it). Always with the version read.
 */
export const opt = defineCall({
  method: 'POST',
  path: 'fertigation/equip/type/opt',
  mode: 'json',
  access: { permission: p.edit },
  request: z.discriminatedUnion('action', [
    z.strictObject({ action: z.literal('edit'), id, version, ...typeFields }),
    z.strictObject({ action: z.enum(['enable', 'disable', 'delete']), id, version }),
  ]),
  response: z.nullable(savedRow),
});
