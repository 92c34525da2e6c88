import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { PERSONALIZED_NAME, personalizedNames } from '../param';
import { systemPermissions } from './permissions';

const label = (what: string) => z.string().check(z.trim(), z.minLength(1, `${what}不能为空`), z.maxLength(10, `${what}最长10个字符`));

/**
 * POST plat/param/edit: the merchant's personalised names. Every screen and element shows the
 * new names after the change (the console reads them again; other pages on their next load).
 */
export const editParam = defineCall({
  method: 'POST',
  path: 'plat/param/edit',
  mode: 'json',
  access: { permission: systemPermissions.param.edit },
  request: z.strictObject({
    paramCd: z.literal(PERSONALIZED_NAME),
    paramValue: z.strictObject({
      equipment: label('设备名称'),
      equipmentName: label('设备编号名称'),
      equipmentAdmin: label('设备管理员名称'),
      place: label('村镇名称'),
    }),
  }),
  response: z.object({ paramCd: z.string(), paramValue: personalizedNames }),
});
