import { systemPermissions } from '../../../api/contract/system/permissions';
import type { RoleRow } from '../../../api/contract/system/role';
import { roleColumnDefs } from '../../../api/contract/system/role-columns';
import { roleTexts as t } from '../../../i18n/zh-CN/system-role';
import { usePermission } from '../../../ui/permission';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';

const p = systemPermissions.role;

/** What a row button asks the screen to open. */
export type RoleAction = 'edit' | 'delete';

/** Edit and delete, each with its permission. */
function RowActions({ row, onAction }: { row: RoleRow; onAction: (action: RoleAction, row: RoleRow) => void }) {
  const can = { edit: usePermission([p.edit]), delete: usePermission([p.delete]) };
  const button = (action: RoleAction, text: string) =>
    can[action] && (
      <button
        type="button"
        className="irr-button"
        data-action={action}
        aria-label={t.rowAction(text, row.name)}
        onClick={() => onAction(action, row)}
      >
        {text}
      </button>
    );
  return (
    <>
      {button('edit', t.edit)}
      {button('delete', t.delete)}
    </>
  );
}

/** The roles table (roleColumnDefs): name, remark, users, created, operations. */
export function roleColumns(onAction: (action: RoleAction, row: RoleRow) => void): TableColumn<RoleRow>[] {
  return tableColumnsOf(
    roleColumnDefs,
    {
      name: { width: 160, fixed: 'left', ellipsis: true },
      remark: { width: 240, ellipsis: true },
      userCount: { width: 90, align: 'right' },
      createTime: 170,
    },
    {
      actions: {
        key: 'actions',
        title: t.actions,
        width: 130,
        fixed: 'right',
        permissions: [p.edit, p.delete],
        render: (r) => <RowActions row={r} onAction={onAction} />,
      },
    },
  );
}
