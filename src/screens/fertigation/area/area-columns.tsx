import { fertigationPermissions } from '../../../api/contract';
import type { AreaRow } from '../../../api/contract/fertigation/area';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import { Permission } from '../../../ui/permission';
import type { TableColumn } from '../../../ui/table';

const p = fertigationPermissions.area;

/** The areas table's columns; edit and delete each show only with their permission. */
export function areaColumns(placeLabel: string, onEdit: (row: AreaRow) => void, onDelete: (row: AreaRow) => void): TableColumn<AreaRow>[] {
  return [
    { key: 'cd', title: t.areaCode, width: 120, fixed: 'left' },
    { key: 'name', title: t.areaName, width: 150, fixed: 'left' },
    { key: 'placeName', title: t.place(placeLabel), width: 140 },
    { key: 'acreageMu', title: t.acreage, width: 90, align: 'right' },
    { key: 'crop', title: t.crop, width: 100 },
    { key: 'valveCount', title: t.valveCount, width: 80, align: 'right' },
    { key: 'equip', title: t.equip, width: 150, render: (r) => r.equipName ?? '' },
    {
      key: 'ops', title: t.ops, width: 140, fixed: 'right', permissions: [p.edit, p.delete],
      render: (r) => <>
        <Permission anyOf={[p.edit]}>
          <button type="button" className="irr-button" aria-label={`${t.edit} ${r.name}`} onClick={() => onEdit(r)}>{t.edit}</button>
        </Permission>
        <Permission anyOf={[p.delete]}>
          <button type="button" className="irr-button" aria-label={`${t.delete} ${r.name}`} onClick={() => onDelete(r)}>{t.delete}</button>
        </Permission>
      </>,
    },
  ];
}
