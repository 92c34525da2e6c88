import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CallRequest } from '../../../api/contract/define-call';
import { systemPermissions } from '../../../api/contract/system/permissions';
import { findPage, getRoleList, remove, update, type UserRow } from '../../../api/contract/system/user';
import { callApi } from '../../../api/transport';
import { options } from '../../../i18n/zh-CN/enums';
import { userTexts as t } from '../../../i18n/zh-CN/system-user';
import type { ScreenProps } from '../../../router';
import { notify } from '../../../session/public/notify';
import type { FieldOption, FieldSpec, FieldValues } from '../../../ui/dynamic-form';
import { Permission } from '../../../ui/permission';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { ConfirmWithRefusal } from './confirm-with-refusal';
import { userColumns, type UserAction } from './user-columns';
import { UserFormDialog } from './user-form-dialog';

type Open = { action: UserAction | 'add'; row: UserRow | null } | null;

const quiet = { hideError: true } as const;

/** The filters as findPage (and the export) take them. */
const userInput = ({ keyword, enabled, roleId }: Readonly<FieldValues>): CallRequest<typeof findPage> => ({
  keyword: keyword ? String(keyword) : undefined,
  enabled: enabled === 'Y' || enabled === 'N' ? enabled : undefined,
  roleId: roleId ? Number(roleId) : undefined,
});
const fetchUsers = ({ page, size, ...q }: PageQuery) => callApi(findPage, { page, size, ...userInput(q as FieldValues) });
const exportAs: TableExport = { call: findPage.path, filters: userInput };

/** Enables or disables a user through update, its other fields sent back as read (disabling ends its sessions). */
const setEnabled = (row: UserRow, enabled: 'Y' | 'N') =>
  callApi(
    update,
    {
      id: row.id,
      version: row.version,
      mobile: row.mobile,
      name: row.name,
      roleIds: row.roles.map((r) => r.id),
      enabled,
    },
    quiet,
  );

/** The merchant's users: search, filters, add, edit, enable or disable, delete (never one's own account); export (CSV, XLSX). */
export function UserScreen({ title }: ScreenProps) {
  const [roles, setRoles] = useState<FieldOption[]>([]);
  const [open, setOpen] = useState<Open>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  useEffect(() => {
    // a failure leaves the filter without roles; the transport showed the server's message
    void callApi(getRoleList, {}, { loading: false }).then(
      (list) => setRoles(list.map((r) => ({ value: String(r.id), label: r.name }))),
      () => undefined,
    );
  }, []);
  const close = useCallback(() => setOpen(null), []);
  const done = useCallback((text: string) => {
    setOpen(null);
    setRefreshKey((k) => k + 1);
    notify(text, 'success');
  }, []);
  const filters = useMemo<FieldSpec[]>(
    () => [
      { name: 'keyword', label: t.keyword, type: 'text' },
      { name: 'enabled', label: t.status, type: 'select', options: options('enabled') },
      { name: 'roleId', label: t.roles, type: 'select', options: roles },
    ],
    [roles],
  );
  const columns = useMemo(() => userColumns((action, row) => setOpen({ action, row })), []);
  const row = open?.row ?? null;
  const disabling = row?.enabled === 'Y';
  return (
    <>
      <TablePage
        cacheKey="plat/user/findPage"
        fetcher={fetchUsers}
        columns={columns}
        filters={filters}
        label={title || t.title}
        refreshKey={refreshKey}
        exportAs={exportAs}
        toolbar={
          <Permission anyOf={[systemPermissions.user.add]}>
            <button
              type="button"
              className="irr-button"
              data-primary=""
              data-action="add"
              onClick={() => setOpen({ action: 'add', row: null })}
            >
              {t.add}
            </button>
          </Permission>
        }
      />
      {(open?.action === 'add' || open?.action === 'edit') && <UserFormDialog row={row} onSaved={() => done(t.saved)} onClose={close} />}
      {open?.action === 'status' && row && (
        <ConfirmWithRefusal
          title={disabling ? t.disable : t.enable}
          message={disabling ? t.confirmDisable(row.name) : t.confirmEnable(row.name)}
          confirmText={disabling ? t.disable : t.enable}
          cancelText={t.cancel}
          onClose={close}
          onConfirm={() => setEnabled(row, disabling ? 'N' : 'Y').then(() => done(t.changed))}
        />
      )}
      {open?.action === 'delete' && row && (
        <ConfirmWithRefusal
          title={t.delete}
          message={t.confirmDelete(row.name)}
          confirmText={t.delete}
          cancelText={t.cancel}
          onClose={close}
          onConfirm={() => callApi(remove, { id: row.id }, quiet).then(() => done(t.changed))}
        />
      )}
    </>
  );
}
