import { useCallback, useMemo, useState } from 'react';
import { systemPermissions } from '../../../api/contract/system/permissions';
import { findPage, remove, type RoleRow } from '../../../api/contract/system/role';
import { callApi } from '../../../api/transport';
import { roleTexts as t } from '../../../i18n/zh-CN/system-role';
import type { ScreenProps } from '../../../router';
import { notify } from '../../../session/public/notify';
import type { FieldSpec, FieldValues } from '../../../ui/dynamic-form';
import { Permission } from '../../../ui/permission';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { ConfirmWithRefusal } from '../user/confirm-with-refusal';
import { roleColumns, type RoleAction } from './role-columns';
import { RoleFormDialog } from './role-form-dialog';

const p = systemPermissions.role;
type Open = { action: 'add' | RoleAction; row: RoleRow | null } | null;

/** The filters as findPage (and the export) take them. */
const roleInput = ({ keyword }: Readonly<FieldValues>) => ({ keyword: keyword ? String(keyword) : undefined });
const fetchRoles = ({ page, size, ...q }: PageQuery) => callApi(findPage, { page, size, ...roleInput(q as FieldValues) });
const exportAs: TableExport = { call: findPage.path, filters: roleInput };
const filters: FieldSpec[] = [{ name: 'keyword', label: t.keyword, type: 'text' }];

/** The merchant's roles: search, add, edit (the menu and button tree), delete (refused while in use); export (CSV, XLSX). */
export function RoleScreen({ title }: ScreenProps) {
  const [open, setOpen] = useState<Open>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const close = useCallback(() => setOpen(null), []);
  const done = useCallback((text: string) => {
    setOpen(null);
    setRefreshKey((k) => k + 1);
    notify(text, 'success');
  }, []);
  const columns = useMemo(() => roleColumns((action, row) => setOpen({ action, row })), []);
  const row = open?.row ?? null;
  return (
    <>
      <TablePage
        cacheKey="plat/role/findPage"
        fetcher={fetchRoles}
        columns={columns}
        filters={filters}
        label={title || t.title}
        refreshKey={refreshKey}
        exportAs={exportAs}
        toolbar={
          <Permission anyOf={[p.add]}>
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
      {(open?.action === 'add' || open?.action === 'edit') && <RoleFormDialog row={row} onSaved={() => done(t.saved)} onClose={close} />}
      {open?.action === 'delete' && row && (
        <ConfirmWithRefusal
          title={t.delete}
          message={t.confirmDelete(row.name)}
          confirmText={t.delete}
          cancelText={t.cancel}
          onClose={close}
          onConfirm={() => callApi(remove, { id: row.id }, { hideError: true }).then(() => done(t.changed))}
        />
      )}
    </>
  );
}
