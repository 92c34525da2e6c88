import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { id, keyword } from '../fields';
import { wellPermissions } from '../well/permissions';

const p = wellPermissions.card;
const placeOption = z.object({ id: z.number(), name: z.string() });

/** GET plat/farmer/changePlace/findPlaceList: the places a farmer may move to (every place of the merchant but the farmer's). */
export const findPlaceList = defineCall({
  method: 'GET',
  path: 'plat/farmer/changePlace/findPlaceList',
  readOnly: true,
  mode: 'json',
  access: { permission: p.move },
  request: z.strictObject({ farmerId: id }),
  response: z.array(placeOption),
});

export const placeChangeRow = z.object({
  id: z.number(),
  farmerId: z.number(),
  farmerName: z.string(),
  fromPlaceName: z.string(),
  toPlaceName: z.string(),
  operatorName: z.string(),
  createTime: z.string(),
});

/** GET plat/farmer/changePlace/findChangePlaceList: the moves made, newest first (of one farmer when given). */
export const findChangePlaceList = defineCall({
  method: 'GET',
  path: 'plat/farmer/changePlace/findChangePlaceList',
  readOnly: true,
  mode: 'json',
  access: { permission: p.view },
  request: z.strictObject({ farmerId: z.optional(id) }),
  response: z.array(placeChangeRow),
});

/**
 * POST plat/farmer/changePlace/change: the farmer moves; cards and balances stay, the annual
 * quota is the new place's from then on.
 */
export const changePlace = defineCall({
  method: 'POST',
  path: 'plat/farmer/changePlace/change',
  mode: 'json',
  access: { permission: p.move },
  request: z.strictObject({ farmerId: id, placeId: id }),
  response: placeChangeRow,
});

/** POST api-user/user/place/select (form): places to pick for a farmer, by name. */
export const selectPlace = defineCall({
  method: 'POST',
  path: 'api-user/user/place/select',
  readOnly: true,
  mode: 'form',
  access: { permission: p.view, orPermissions: [p.issue, p.move] },
  request: z.strictObject({ keyword }),
  response: z.array(placeOption),
});
