import { definePlaceCalls } from '../business/place';
import { wellPermissions as all } from './permissions';

/** irrigationWell/place/savePlace, findPage, placeList and findManagerNameByMobile (the fertigation place calls' shapes). */
export const { savePlace, findPage, placeList, findManagerNameByMobile } = definePlaceCalls('irrigationWell', all.place, [
  all.well.view,
  all.record.view,
  all.feedback.view,
  all.card.view,
  all.card.issue,
  all.report.view,
  all.inspection.view,
]);
