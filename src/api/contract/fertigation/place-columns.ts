import { placeExportColumnsOf } from '../business/place-columns';
import type { ExportColumn } from '../export-columns';
import type { PlaceRow } from '../business/place';

/** The fertigation places table's counts column: its areas and machines. */
export const fertigationPlaceCounts: ExportColumn<PlaceRow> = { title: '区域/设备', text: (r) => `${r.areaCount} / ${r.equipCount}` };

/** The fertigation places export. */
export const fertigationPlaceExportColumns = placeExportColumnsOf(fertigationPlaceCounts);
