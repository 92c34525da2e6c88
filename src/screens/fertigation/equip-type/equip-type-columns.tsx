import type { EquipTypeRow } from '../../../api/contract/fertigation/equip-type';
import { equipTypeColumnDefs } from '../../../api/contract/fertigation/equip-type-columns';
import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';

/** What a row button asks the screen to open (启用 or 停用 by the type's state). */
export type EquipTypeAction = 'edit' | 'enable' | 'disable' | 'delete';

/** The equipment types table (equipTypeColumnDefs); edit, enable or disable and delete need 编辑. */
export function equipTypeColumns(onAction: (action: EquipTypeAction, row: EquipTypeRow) => void): TableColumn<EquipTypeRow>[] {
  return tableColumnsOf(
    equipTypeColumnDefs,
    {
      name: { width: 160, fixed: 'left', ellipsis: true },
      kind: 100,
      model: 120,
      tankCount: 90,
      valveLimit: 90,
      equipCount: 90,
      enabled: 80,
    },
    {
      actions: {
        key: 'actions',
        title: t.actions,
        width: 180,
        fixed: 'right',
        permissions: [fertigationPermissions.equipType.edit],
        render: (r) => (
          <>
            <button
              type="button"
              className="irr-button"
              data-action="edit"
              aria-label={`${t.edit} ${r.name}`}
              onClick={() => onAction('edit', r)}
            >
              {t.edit}
            </button>
            <button
              type="button"
              className="irr-button"
              data-action="status"
              aria-label={`${r.enabled === 'Y' ? t.stop : t.enable} ${r.name}`}
              onClick={() => onAction(r.enabled === 'Y' ? 'disable' : 'enable', r)}
            >
              {r.enabled === 'Y' ? t.stop : t.enable}
            </button>
            <button
              type="button"
              className="irr-button"
              data-action="delete"
              aria-label={`${t.delete} ${r.name}`}
              onClick={() => onAction('delete', r)}
            >
              {t.delete}
            </button>
          </>
        ),
      },
    },
  );
}
