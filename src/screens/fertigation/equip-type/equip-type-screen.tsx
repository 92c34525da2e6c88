import { useMemo, useState } from 'react';
import type { CallRequest } from '../../../api/contract/define-call';
import { findPage, opt, type EquipTypeRow } from '../../../api/contract/fertigation/equip-type';
import type { EQUIPMENT_KINDS } from '../../../api/contract/fields';
import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import { callApi } from '../../../api/transport';
import { options } from '../../../i18n/zh-CN/enums';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import type { ScreenProps } from '../../../router';
import { notify } from '../../../session/public/notify';
import type { FieldSpec, FieldValues } from '../../../ui/dynamic-form';
import { Permission } from '../../../ui/permission';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { ConfirmDialog } from '../../business/confirm-dialog';
import { equipTypeColumns, type EquipTypeAction } from './equip-type-columns';
import { EquipTypeFormDialog } from './equip-type-form-dialog';

const p = fertigationPermissions.equipType;
type Open = { action: 'add' | EquipTypeAction; row: EquipTypeRow | null } | null;

/** The filters as findPage (and the export) take them. */
const typeInput = ({ keyword, kind, enabled }: Readonly<FieldValues>): CallRequest<typeof findPage> => ({
  keyword: keyword ? String(keyword) : undefined,
  kind: kind ? (kind as (typeof EQUIPMENT_KINDS)[number]) : undefined,
  enabled: enabled === 'Y' || enabled === 'N' ? enabled : undefined,
});
const fetchTypes = ({ page, size, ...q }: PageQuery) => callApi(findPage, { page, size, ...typeInput(q as FieldValues) });
const exportAs: TableExport = { call: findPage.path, filters: typeInput };
const filters: FieldSpec[] = [
  { name: 'keyword', label: `${t.name}/${t.model}`, type: 'text' },
  { name: 'kind', label: t.kind, type: 'select', options: options('equipmentKind') },
  { name: 'enabled', label: t.enabled, type: 'select', options: options('enabled') },
];

/** The merchant's equipment types: add, edit, enable or disable, delete (all through `opt` but add); export (CSV, XLSX). */
export function EquipTypeScreen({ title }: ScreenProps) {
  const [open, setOpen] = useState<Open>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const done = (text: string) => {
    setOpen(null);
    setRefreshKey((k) => k + 1);
    notify(text, 'success');
  };
  const columns = useMemo(() => equipTypeColumns((action, row) => setOpen({ action, row })), []);
  const row = open?.row ?? null;
  const act = open && open.action !== 'add' && open.action !== 'edit' ? open.action : null;
  const actText = act === 'delete' ? t.delete : act === 'disable' ? t.stop : t.enable;
  return (
    <>
      <TablePage
        cacheKey="fertigation/equip/type/findPage"
        fetcher={fetchTypes}
        columns={columns}
        filters={filters}
        label={title || t.typeTitle}
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
      {(open?.action === 'add' || open?.action === 'edit') && (
        <EquipTypeFormDialog type={row} onSaved={() => done(t.saved)} onClose={() => setOpen(null)} />
      )}
      {act && row && (
        <ConfirmDialog
          title={actText}
          message={act === 'delete' ? t.confirmDelete(row.name) : t.confirmStatus(actText, row.name)}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            callApi(opt, { action: act, id: row.id, version: row.version }).then(
              () => done(t.changed),
              () => undefined,
            )
          }
        />
      )}
    </>
  );
}
