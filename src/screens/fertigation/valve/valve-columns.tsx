import { fertigationPermissions } from '../../../api/contract';
import type { ValveRow } from '../../../api/contract/fertigation/valve';
import { valveColumnDefs } from '../../../api/contract/fertigation/valve-columns';
import type { PersonalizedNames } from '../../../api/contract/param';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import { rowActionsColumn, tableColumnsOf, type TableColumn } from '../../../ui/table';

const p = fertigationPermissions.valve;

/** The valves table (valveColumnDefs); edit and delete each show only with their permission. */
export function valveColumns(
  labels: PersonalizedNames,
  onEdit: (row: ValveRow) => void,
  onDelete: (row: ValveRow) => void,
): TableColumn<ValveRow>[] {
  return tableColumnsOf(
    valveColumnDefs,
    {
      cd: { width: 120, fixed: 'left' },
      name: { width: 150, fixed: 'left', ellipsis: true },
      placeName: { width: 140, ellipsis: true },
      areaName: { width: 140, ellipsis: true },
      equip: { width: 150, ellipsis: true },
      enabled: 80,
      remark: { width: 160, ellipsis: true },
    },
    {
      names: labels,
      actions: rowActionsColumn<ValveRow>({
        title: t.ops,
        name: (r) => r.name,
        width: 130,
        actions: [
          { label: t.edit, permission: p.edit, onClick: onEdit },
          { label: t.delete, permission: p.delete, onClick: onDelete },
        ],
      }),
    },
  );
}
