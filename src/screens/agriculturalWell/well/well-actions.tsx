import type { WellRow } from '../../../api/contract/well/equip';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { wellEquipTexts as t } from '../../../i18n/zh-CN/well-equip';
import { usePermission } from '../../../ui/permission';
import type { TableColumn } from '../../../ui/table/table-column';

const p = wellPermissions.well;

/** What a row button asks the screen to open. */
export type WellAction = 'detail' | 'edit' | 'billing' | 'param' | 'status';

function RowActions({ row, onAction }: { row: WellRow; onAction: (action: WellAction, row: WellRow) => void }) {
  const can: Record<WellAction, boolean> = {
    detail: usePermission([p.view]),
    edit: usePermission([p.edit]),
    billing: usePermission([p.billing]),
    param: usePermission([p.param]),
    status: usePermission([p.enable]),
  };
  const button = (action: WellAction, text: string) =>
    can[action] && (
      <button
        type="button"
        className="irr-button"
        data-action={action}
        aria-label={`${text} ${row.cd}`}
        onClick={() => onAction(action, row)}
      >
        {text}
      </button>
    );
  return (
    <>
      {button('detail', t.detail)}
      {button('edit', t.edit)}
      {button('billing', t.billingSet)}
      {button('param', t.param)}
      {button('status', row.status === 'stop' ? t.enable : t.stop)}
    </>
  );
}

/** The wells screen's operations column: each button gated by its permission of wellPermissions.well. */
export function wellActionsColumn(onAction: (action: WellAction, row: WellRow) => void): TableColumn<WellRow> {
  return {
    key: 'actions',
    title: t.ops,
    width: 340,
    fixed: 'right',
    permissions: [p.view, p.edit, p.billing, p.param, p.enable],
    render: (r) => <RowActions row={r} onAction={onAction} />,
  };
}
