import { fertigationPermissions } from '../../../api/contract';
import type { PlaceRow } from '../../../api/contract/fertigation/place';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import { rowActionsColumn, type TableColumn } from '../../../ui/table';

/** The places table's columns; the edit column shows only with fertigation:place:edit. */
export function placeColumns(placeLabel: string, onEdit: (row: PlaceRow) => void): TableColumn<PlaceRow>[] {
  return [
    { key: 'name', title: t.placeName(placeLabel), width: 160, fixed: 'left' },
    { key: 'region', title: t.region, width: 220, render: (r) => [r.provinceName, r.cityName, r.areaName].filter(Boolean).join(' / ') },
    { key: 'address', title: t.address, width: 200 },
    { key: 'managerName', title: t.managerName, width: 100 },
    { key: 'managerMobile', title: t.managerMobile, width: 130 },
    { key: 'counts', title: t.counts, width: 100, render: (r) => t.countsValue(r.areaCount, r.equipCount) },
    rowActionsColumn<PlaceRow>({
      title: t.ops, name: (r) => r.name, width: 90,
      actions: [{ label: t.edit, permission: fertigationPermissions.place.edit, onClick: onEdit }],
    }),
  ];
}
