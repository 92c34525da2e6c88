import { fertigationPermissions } from '../../../api/contract';
import type { AreaRow } from '../../../api/contract/fertigation/area';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import { rowActionsColumn, type TableColumn } from '../../../ui/table';

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
    rowActionsColumn<AreaRow>({
      title: t.ops, name: (r) => r.name,
      actions: [{ label: t.edit, permission: p.edit, onClick: onEdit }, { label: t.delete, permission: p.delete, onClick: onDelete }],
    }),
  ];
}
