import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import { findManagerNameByMobile, findPage, placeList, savePlace } from '../../../api/contract/fertigation/place';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import type { PlaceLine } from '../../business/place/place-line';

/** The fertigation places screen: each place with its areas and machines. */
export const fertigationPlaceLine: PlaceLine = {
  cacheKey: 'fertigation/place/findPage',
  calls: { savePlace, findPage, placeList, findManagerNameByMobile },
  permissions: fertigationPermissions.place,
  counts: () => ({ title: t.counts, value: (r) => t.countsValue(r.areaCount, r.equipCount) }),
};
