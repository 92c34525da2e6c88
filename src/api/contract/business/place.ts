import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { id, keyword, mobile, optionalMobile, optionalText, paging, requiredText, editNeedsVersion, savedRow, version } from '../fields';
import { pageOf } from '../schemas';
import type { BusinessPrefix, PlacePermissions } from './line';

/** A place (village or town) of the merchant; both lines share the merchant's places. */
export const placeRow = z.object({
  id: z.number(),
  name: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  areaCode: z.string(),
  areaName: z.string(),
  address: z.string(),
  managerName: z.string(),
  managerMobile: z.string(),
  /** Fertigation areas in the place, and the line's equipment there (machines or wells). */
  areaCount: z.number(),
  equipCount: z.number(),
  version: z.number(),
  createTime: z.string(),
});
export type PlaceRow = z.infer<typeof placeRow>;

/**
 * The place calls of a line under `{prefix}/place/`. `listReaders` are the permissions of the
 * line's other pages that pick a place (the option list is open to them).
 */
export function definePlaceCalls(prefix: BusinessPrefix, p: PlacePermissions, listReaders: readonly string[]) {
  return {
    /** POST {prefix}/place/savePlace: creates (no id; needs add) or changes (id and version; needs edit) a place. */
    savePlace: defineCall({
      method: 'POST',
      path: `${prefix}/place/savePlace`,
      mode: 'json',
      access: { permission: p.add, orPermissions: [p.edit] },
      request: z
        .strictObject({
          id: z.optional(id),
          version: z.optional(version),
          name: requiredText('村镇名称', 50),
          /** The county (6 digits); province and city follow from it. */
          areaCode: z.string().check(z.regex(/^\d{6}$/, '请选择所在区县')),
          address: optionalText('详细地址', 100),
          managerName: optionalText('负责人', 20),
          managerMobile: optionalMobile,
        })
        .check(editNeedsVersion),
      response: savedRow,
    }),
    /** POST {prefix}/place/findPage: by name (contains), region (2/4/6-digit code) and manager mobile. */
    findPage: defineCall({
      method: 'POST',
      path: `${prefix}/place/findPage`,
      readOnly: true,
      mode: 'json',
      access: { permission: p.view },
      request: z.strictObject({
        ...paging,
        name: keyword,
        regionCode: z.optional(z.string().check(z.regex(/^\d{2}(\d{2}(\d{2})?)?$/, '地区编码格式错误'))),
        managerMobile: keyword,
      }),
      response: pageOf(placeRow),
    }),
    /** POST {prefix}/place/placeList: every place of the merchant for selectors (spec: Place is id, name). */
    placeList: defineCall({
      method: 'POST',
      path: `${prefix}/place/placeList`,
      readOnly: true,
      mode: 'json',
      access: { permission: p.view, orPermissions: listReaders },
      request: z.strictObject({}),
      response: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
    /** POST {prefix}/place/findManagerNameByMobile: the name known for a mobile (a user or a place manager), or null. */
    findManagerNameByMobile: defineCall({
      method: 'POST',
      path: `${prefix}/place/findManagerNameByMobile`,
      readOnly: true,
      mode: 'json',
      access: { permission: p.view },
      request: z.strictObject({ mobile }),
      response: z.nullable(z.object({ mobile: z.string(), name: z.string() })),
    }),
  };
}
export type PlaceCalls = ReturnType<typeof definePlaceCalls>;
