import type { ColumnDef } from '../column-def';
import type { PlaceRow } from '../business/place';

/** The fertigation places table's counts column: its areas and machines. */
export const fertigationPlaceCounts: ColumnDef<PlaceRow, 'counts'> = {
  key: 'counts',
  title: '区域/设备',
  text: (r) => `${r.areaCount} / ${r.equipCount}`,
};
