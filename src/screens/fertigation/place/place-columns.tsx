import { fertigationPermissions } from '../../../api/contract';
import type { PlaceRow } from '../../../api/contract/fertigation/place';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import type { TableColumn } from '../../../ui/table';

/** The places table's columns; the edit column shows only with fertigation:place:edit. */
export function placeColumns(placeLabel: string, onEdit: (row: PlaceRow) => void): TableColumn<PlaceRow>[] {
  return [
    { key: 'name', title: t.placeName(placeLabel), width: 160, fixed: 'left' },
    { key: 'region', title: t.region, width: 220, render: (r) => [r.provinceName, r.cityName, r.areaName].filter(Boolean).join(' / ') },
    { key: 'address', title: t.address, width: 200 },
    { key: 'managerName', title: t.managerName, width: 100 },
    { key: 'managerMobile', title: t.managerMobile, width: 130 },
    { key: 'counts', title: t.counts, width: 100, render: (r) => t.countsValue(r.areaCount, r.equipCount) },
    {
      key: 'ops', title: t.ops, width: 90, fixed: 'right', permissions: [fertigationPermissions.place.edit],
      render: (r) => <button type="button" className="irr-button" aria-label={`${t.edit} ${r.name}`} onClick={() => onEdit(r)}>{t.edit}</button>,
    },
  ];
}
