import * as z from 'zod/mini';
import { defineCall } from './define-call';

/** Parameter code of the personalised-name setting. */
export const PERSONALIZED_NAME = 'personalizedName';

/** The labels a merchant can rename (spec section 1), with the spec's defaults. */
export const personalizedNames = z.object({
  equipment: z.string(),
  equipmentName: z.string(),
  equipmentAdmin: z.string(),
  place: z.string(),
});
export type PersonalizedNames = z.infer<typeof personalizedNames>;

export const defaultPersonalizedNames: PersonalizedNames = {
  equipment: '机井',
  equipmentName: '机井编号',
  equipmentAdmin: '井长',
  place: '村镇',
};

/**
 * GET plat/param/findByCd. A merchant without the parameter gets errorCode 1010 with the
 * defaults in `data`, so a caller that hides errors still gets usable values.
 */
export const findParamByCd = defineCall({
  method: 'GET',
  path: 'plat/param/findByCd',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: z.strictObject({ paramCd: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.object({ paramCd: z.string(), paramValue: personalizedNames }),
});
