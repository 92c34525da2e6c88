/** `<irr-well-table>`: importing this module defines the tag (once per page). */
import { defineElement } from '../define-element';
import { IrrWellTableElement } from './well-table.element';

export { IrrWellTableElement };
export type { WellTableProps } from './well-table-view';
export type { IrrWellSelectDetail, IrrWellTableEventMap, WellRow } from './well-table-events';

defineElement('irr-well-table', IrrWellTableElement);
