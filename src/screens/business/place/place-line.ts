import type { PersonalizedNames } from '../../../api/contract/param';
import type { PlacePermissions } from '../../../api/contract/business/line';
import type { PlaceCalls, PlaceRow } from '../../../api/contract/business/place';

/** What a business line's places screen differs by: its calls, permissions and the equipment count it shows. */
export interface PlaceLine {
  /** Names the line's places in the table cache, e.g. 'fertigation/place/findPage'. */
  cacheKey: string;
  calls: PlaceCalls;
  permissions: PlacePermissions;
  /** The counts column: its title and a row's value (areas and machines, or wells). */
  counts: (labels: PersonalizedNames) => { title: string; value: (row: PlaceRow) => string };
}
