import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { pageOf } from '../schemas';
import { id, keyword, optionalText, paging, ratio, requiredText, editNeedsVersion, savedRow, version } from '../fields';
import { fertigationPermissions } from './permissions';

const p = fertigationPermissions.template;

export const templateStep = z.object({
  sort: z.number(),
  areaId: z.number(),
  areaName: z.string(),
  valveId: z.nullable(z.number()),
  valveName: z.string(),
  durationMinutes: z.number(),
  tankARatio: z.number(),
  tankBRatio: z.number(),
  tankCRatio: z.number(),
});

export const templateRow = z.object({
  id: z.number(),
  name: z.string(),
  crop: z.string(),
  remark: z.string(),
  /** In running order. */
  steps: z.array(templateStep),
  totalMinutes: z.number(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TemplateRow = z.infer<typeof templateRow>;

/** POST fertigation/template/findPage: by name or crop. */
export const findPage = defineCall({
  method: 'POST',
  path: 'fertigation/template/findPage',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ ...paging, keyword }),
  response: pageOf(templateRow),
});

/**
 * One step: an area (or one valve of it) irrigated for some minutes; the tank shares add up to
 * 100, or are all 0 for clear water.
 */
const stepInput = z.strictObject({
  areaId: id,
  valveId: z.nullable(id),
  durationMinutes: z.number().check(z.int('时长必须是整数'), z.minimum(1, '时长为1到1440分钟'), z.maximum(1440, '时长为1到1440分钟')),
  tankARatio: ratio('A'),
  tankBRatio: ratio('B'),
  tankCRatio: ratio('C'),
});

/** POST fertigation/template/save: creates (needs add) or replaces (id and version; needs edit) a template and its steps. */
export const save = defineCall({
  method: 'POST',
  path: 'fertigation/template/save',
  mode: 'json',
  access: { permission: p.add },
  request: z
    .strictObject({
      id: z.optional(id),
      version: z.optional(version),
      name: requiredText('模板名称', 50),
      crop: optionalText('作物', 30),
      remark: optionalText('备注', 200),
      steps: z.array(stepInput).check(z.minLength(1, '请至少添加一个步骤'), z.maxLength(50, '最多50个步骤')),
    })
    .check(editNeedsVersion),
  response: savedRow,
});

/** POST fertigation/template/delete: records that used it keep their history (template unset). */
export const remove = defineCall({
  method: 'POST',
  path: 'fertigation/template/delete',
  mode: 'json',
  access: { permission: p.delete },
  request: z.strictObject({ id }),
  response: z.null(),
});
