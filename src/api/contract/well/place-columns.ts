import { placeExportColumnsOf } from '../business/place-columns';
import type { ExportColumn } from '../export-columns';
import type { PlaceRow } from '../business/place';

/** The wells' places table's counts column: its wells (机井数, with the personalised name of the equipment). */
export const wellPlaceCounts: ExportColumn<PlaceRow> = { title: (n) => `${n.equipment}数`, text: (r) => String(r.equipCount) };

/** The wells' places export. */
export const wellPlaceExportColumns = placeExportColumnsOf(wellPlaceCounts);
