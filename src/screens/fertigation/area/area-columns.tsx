import { fertigationPermissions } from '../../../api/contract';
import type { AreaRow } from '../../../api/contract/fertigation/area';
import { areaColumnDefs } from '../../../api/contract/fertigation/area-columns';
import type { PersonalizedNames } from '../../../api/contract/param';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import { rowActionsColumn, tableColumnsOf, type TableColumn } from '../../../ui/table';

const p = fertigationPermissions.area;

/** The areas table (areaColumnDefs); edit and delete each show only with their permission. */
export function areaColumns(
  labels: PersonalizedNames,
  onEdit: (row: AreaRow) => void,
  onDelete: (row: AreaRow) => void,
): TableColumn<AreaRow>[] {
  return tableColumnsOf(
    areaColumnDefs,
    {
      cd: { width: 120, fixed: 'left' },
      name: { width: 150, fixed: 'left', ellipsis: true },
      placeName: { width: 140, ellipsis: true },
      acreageMu: { width: 90, align: 'right' },
      crop: 100,
      valveCount: { width: 80, align: 'right' },
      equip: { width: 150, ellipsis: true },
    },
    {
      names: labels,
      actions: rowActionsColumn<AreaRow>({
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
