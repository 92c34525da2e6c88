import { definePlaceCalls } from '../business/place';
import { fertigationPermissions as all } from './permissions';

export { placeRow, type PlaceRow } from '../business/place';

/** fertigation/place/savePlace, findPage, placeList and findManagerNameByMobile (shapes shared with the wells' places). */
export const { savePlace, findPage, placeList, findManagerNameByMobile } = definePlaceCalls('fertigation', all.place, [
  all.area.view,
  all.valve.view,
  all.equip.view,
]);
