import type { PersonalizedNames } from '../../../api/contract/param';
import type { PlaceRow } from '../../../api/contract/business/place';
import { regionText } from '../../../api/contract/business/place-columns';
import { columnTitle } from '../../../api/contract/export-columns';
import { businessPlaceTexts as t } from '../../../i18n/zh-CN/business-place';
import { rowActionsColumn, type TableColumn } from '../../../ui/table';
import type { PlaceLine } from './place-line';

/** The places table's columns; the edit column shows only with the line's place edit permission. */
export function placeColumns(line: PlaceLine, labels: PersonalizedNames, onEdit: (row: PlaceRow) => void): TableColumn<PlaceRow>[] {
  const { counts } = line;
  return [
    { key: 'name', title: t.placeName(labels.place), width: 160, fixed: 'left' },
    { key: 'region', title: t.region, width: 220, render: regionText },
    { key: 'address', title: t.address, width: 200 },
    { key: 'managerName', title: t.managerName, width: 100 },
    { key: 'managerMobile', title: t.managerMobile, width: 130 },
    { key: 'counts', title: columnTitle(counts, labels), width: 100, render: (r) => String(counts.text(r)) },
    rowActionsColumn<PlaceRow>({
      title: t.ops, name: (r) => r.name, width: 90,
      actions: [{ label: t.edit, permission: line.permissions.edit, onClick: onEdit }],
    }),
  ];
}
