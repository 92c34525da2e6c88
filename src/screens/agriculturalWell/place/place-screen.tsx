import { wellPermissions } from '../../../api/contract/well/permissions';
import { findManagerNameByMobile, findPage, placeList, savePlace } from '../../../api/contract/well/place';
import { wellPlaceCounts } from '../../../api/contract/well/place-columns';
import type { ScreenProps } from '../../../router';
import type { PlaceLine } from '../../business/place/place-line';
import { BusinessPlaceScreen } from '../../business/place/place-screen';

/** The wells' places: each place with its number of wells. */
export const wellPlaceLine: PlaceLine = {
  cacheKey: 'irrigationWell/place/findPage',
  calls: { savePlace, findPage, placeList, findManagerNameByMobile },
  permissions: wellPermissions.place,
  counts: wellPlaceCounts,
};

/** /agriculturalWell/place: the merchant's places (村镇, the personalised name), picked from real region data. */
export function WellPlaceScreen(_props: ScreenProps) {
  return <BusinessPlaceScreen line={wellPlaceLine} />;
}
