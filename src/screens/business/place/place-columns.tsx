import type { PersonalizedNames } from '../../../api/contract/param';
import type { PlaceRow } from '../../../api/contract/business/place';
import { placeColumnDefsOf } from '../../../api/contract/business/place-columns';
import { businessPlaceTexts as t } from '../../../i18n/zh-CN/business-place';
import { rowActionsColumn, tableColumnsOf, type TableColumn } from '../../../ui/table';
import type { PlaceLine } from './place-line';

/** The places table of a line (placeColumnDefsOf its counts); the edit column shows only with the line's place edit permission. */
export function placeColumns(line: PlaceLine, labels: PersonalizedNames, onEdit: (row: PlaceRow) => void): TableColumn<PlaceRow>[] {
  return tableColumnsOf(
    placeColumnDefsOf(line.counts),
    {
      name: { width: 160, fixed: 'left' },
      region: { width: 220, ellipsis: true },
      address: { width: 200, ellipsis: true },
      managerName: { width: 100, ellipsis: true },
      managerMobile: 130,
      counts: 100,
    },
    {
      names: labels,
      actions: rowActionsColumn<PlaceRow>({
        title: t.ops,
        name: (r) => r.name,
        width: 80,
        actions: [{ label: t.edit, permission: line.permissions.edit, onClick: onEdit }],
      }),
    },
  );
}
