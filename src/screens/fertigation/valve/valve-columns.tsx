import { fertigationPermissions } from '../../../api/contract';
import type { ValveRow } from '../../../api/contract/fertigation/valve';
import { label } from '../../../i18n/zh-CN/enums';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import { rowActionsColumn, type TableColumn } from '../../../ui/table';

const p = fertigationPermissions.valve;

/** The valves table's columns; edit and delete each show only with their permission. */
export function valveColumns(placeLabel: string, onEdit: (row: ValveRow) => void, onDelete: (row: ValveRow) => void): TableColumn<ValveRow>[] {
  return [
    { key: 'cd', title: t.valveCode, width: 120, fixed: 'left' },
    { key: 'name', title: t.valveName, width: 150, fixed: 'left' },
    { key: 'placeName', title: t.place(placeLabel), width: 140 },
    { key: 'areaName', title: t.area, width: 140 },
    { key: 'equip', title: t.equip, width: 150, render: (r) => r.equipName ?? '' },
    { key: 'enabled', title: t.enabled, width: 80, render: (r) => label('enabled', r.enabled) },
    { key: 'remark', title: t.remark, width: 160 },
    rowActionsColumn<ValveRow>({
      title: t.ops, name: (r) => r.name,
      actions: [{ label: t.edit, permission: p.edit, onClick: onEdit }, { label: t.delete, permission: p.delete, onClick: onDelete }],
    }),
  ];
}
