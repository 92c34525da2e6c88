import type { ScreenProps } from '../../../router';
import { BusinessPlaceScreen } from '../../business/place/place-screen';
import { fertigationPlaceLine } from './place-line';

/** /fertigation/place: the merchant's places (村镇, the personalised name) with their areas and machines. */
export function PlaceScreen(_props: ScreenProps) {
  return <BusinessPlaceScreen line={fertigationPlaceLine} />;
}
