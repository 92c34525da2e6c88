import type { PlacePermissions } from '../../../api/contract/business/line';
import type { PlaceCalls, PlaceRow } from '../../../api/contract/business/place';
import type { ColumnDef } from '../../../api/contract/column-def';

/**
 * What a business line's places screen differs by: its calls, permissions and the equipment count
 * it shows. Its findPage exports (导出CSV / 导出Excel) the same columns (the contract's EXPORT_TABLE).
 */
export interface PlaceLine {
  /** Names the line's places in the table cache, e.g. 'fertigation/place/findPage'. */
  cacheKey: string;
  calls: PlaceCalls;
  permissions: PlacePermissions;
  /** The counts column, the export's: its title and a row's value (areas and machines, or wells). */
  counts: ColumnDef<PlaceRow, 'counts'>;
}
