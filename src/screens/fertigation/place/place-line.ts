import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import { findManagerNameByMobile, findPage, placeList, savePlace } from '../../../api/contract/fertigation/place';
import { fertigationPlaceCounts } from '../../../api/contract/fertigation/place-columns';
import type { PlaceLine } from '../../business/place/place-line';

/** The fertigation places screen: each place with its areas and machines. */
export const fertigationPlaceLine: PlaceLine = {
  cacheKey: 'fertigation/place/findPage',
  calls: { savePlace, findPage, placeList, findManagerNameByMobile },
  permissions: fertigationPermissions.place,
  counts: fertigationPlaceCounts,
};
