import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { commonArea, emptyRequest, region } from './schemas';

const regionCode = z.string().check(z.regex(/^\d{2}(\d{2}(\d{2})?)?$/, '地区编码格式错误'));

/** POST api-system/system/region/findRegion: children of a region (no id: the provinces). */
export const findRegion = defineCall({
  method: 'POST',
  path: 'api-system/system/region/findRegion',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: z.strictObject({ id: z.optional(regionCode) }),
  response: z.array(region),
});

const parentRequest = z.strictObject({ areaParentId: regionCode });

export const findProvinceList = defineCall({
  method: 'POST',
  path: 'plat/area/findProvinceList',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: emptyRequest,
  response: z.array(commonArea),
});
export const findCityList = defineCall({
  method: 'POST',
  path: 'plat/area/findCityList',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: parentRequest,
  response: z.array(commonArea),
});
export const findAreaList = defineCall({
  method: 'POST',
  path: 'plat/area/findAreaList',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: parentRequest,
  response: z.array(commonArea),
});
export const getProvince = defineCall({
  method: 'GET',
  path: 'plat/common/region/getProvince',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: emptyRequest,
  response: z.array(commonArea),
});
export const getCity = defineCall({
  method: 'GET',
  path: 'plat/common/region/getCity',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: parentRequest,
  response: z.array(commonArea),
});
export const getArea = defineCall({
  method: 'GET',
  path: 'plat/common/region/getArea',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: parentRequest,
  response: z.array(commonArea),
});
