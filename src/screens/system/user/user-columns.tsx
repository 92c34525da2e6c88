import type { UserRow } from '../../../api/contract/system/user';
import { lastLoginText, rolesText } from '../../../api/contract/system/user-columns';
import { systemPermissions } from '../../../api/contract/system/permissions';
import { label } from '../../../i18n/zh-CN/enums';
import { userTexts as t } from '../../../i18n/zh-CN/system-user';
import { usePermission } from '../../../ui/permission';
import type { TableColumn } from '../../../ui/table/table-column';

const p = systemPermissions.user;

/** What a row button asks the screen to open. */
export type UserAction = 'edit' | 'status' | 'delete';

/** Edit, enable/disable and delete, each with its permission; the caller's own row offers neither disable nor delete. */
function RowActions({ row, onAction }: { row: UserRow; onAction: (action: UserAction, row: UserRow) => void }) {
  const can = { edit: usePermission([p.edit]), status: usePermission([p.edit]) && !row.self, delete: usePermission([p.delete]) && !row.self };
  const button = (action: UserAction, text: string) => can[action] && (
    <button type="button" className="irr-button" data-action={action} aria-label={t.rowAction(text, row.name)}
      onClick={() => onAction(action, row)}>{text}</button>
  );
  return (
    <>
      {button('edit', t.edit)}
      {button('status', row.enabled === 'Y' ? t.disable : t.enable)}
      {button('delete', t.delete)}
    </>
  );
}

/** The user table's columns: 手机号, 姓名, 角色, 状态, 最近登录, 创建时间, 操作. */
export function userColumns(onAction: (action: UserAction, row: UserRow) => void): TableColumn<UserRow>[] {
  return [
    { key: 'mobile', title: t.mobile, width: 130 },
    { key: 'name', title: t.name, width: 120 },
    { key: 'roles', title: t.roles, width: 200, render: rolesText },
    { key: 'enabled', title: t.status, width: 80, render: (r) => <span data-status={r.enabled}>{label('enabled', r.enabled)}</span> },
    { key: 'lastLoginTime', title: t.lastLogin, width: 170, render: lastLoginText },
    { key: 'createTime', title: t.createTime, width: 170 },
    {
      key: 'actions', title: t.actions, width: 200, fixed: 'right', permissions: [p.edit, p.delete],
      render: (r) => <RowActions row={r} onAction={onAction} />,
    },
  ];
}
