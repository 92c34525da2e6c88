import type { UserRow } from '../../../api/contract/system/user';
import { userColumnDefs } from '../../../api/contract/system/user-columns';
import { systemPermissions } from '../../../api/contract/system/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { userTexts as t } from '../../../i18n/zh-CN/system-user';
import { usePermission } from '../../../ui/permission';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';

const p = systemPermissions.user;

/** What a row button asks the screen to open. */
export type UserAction = 'edit' | 'status' | 'delete';

/** Edit, enable/disable and delete, each with its permission; the caller's own row offers neither disable nor delete. */
function RowActions({ row, onAction }: { row: UserRow; onAction: (action: UserAction, row: UserRow) => void }) {
  const can = {
    edit: usePermission([p.edit]),
    status: usePermission([p.edit]) && !row.self,
    delete: usePermission([p.delete]) && !row.self,
  };
  const button = (action: UserAction, text: string) =>
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
      {button('status', row.enabled === 'Y' ? t.disable : t.enable)}
      {button('delete', t.delete)}
    </>
  );
}

/** The user table (userColumnDefs): 手机号, 姓名, 角色, 状态, 最近登录, 创建时间, 操作. */
export function userColumns(onAction: (action: UserAction, row: UserRow) => void): TableColumn<UserRow>[] {
  return tableColumnsOf(
    userColumnDefs,
    {
      mobile: { width: 130, fixed: 'left' },
      name: { width: 120, ellipsis: true },
      roles: { width: 200, ellipsis: true },
      enabled: { width: 80, render: (r) => <span data-status={r.enabled}>{label('enabled', r.enabled)}</span> },
      lastLoginTime: 170,
      createTime: 170,
    },
    {
      actions: {
        key: 'actions',
        title: t.actions,
        width: 180,
        fixed: 'right',
        permissions: [p.edit, p.delete],
        render: (r) => <RowActions row={r} onAction={onAction} />,
      },
    },
  );
}
