import type { ColumnDef } from '../column-def';
import type { PlaceRow } from '../business/place';

/** The wells' places table's counts column: its wells (机井数, with the personalised name of the equipment). */
export const wellPlaceCounts: ColumnDef<PlaceRow, 'counts'> = {
  key: 'counts',
  title: (n) => `${n.equipment}数`,
  text: (r) => String(r.equipCount),
};
