import { useCallback, useEffect, useMemo, useState } from 'react';
import { changeStatus, findPage, type EquipRow } from '../../../api/contract/fertigation/equip';
import { listEquipType } from '../../../api/contract/fertigation/equip-type';
import { fertigationPermissions } from '../../../api/contract/fertigation/permissions';
import { placeList } from '../../../api/contract/fertigation/place';
import type { RUN_STATES, DEVICE_STATUSES } from '../../../api/contract/fields';
import { callApi } from '../../../api/transport';
import { options } from '../../../i18n/zh-CN/enums';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import type { ScreenProps } from '../../../router';
import { useSession } from '../../../session/public/session';
import { notify } from '../../../session/public/notify';
import type { FieldOption, FieldSpec, FieldValues } from '../../../ui/dynamic-form';
import { Permission } from '../../../ui/permission';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { CsvImportButton } from '../import';
import { BindDialog } from './bind-dialog';
import { ConfirmDialog } from '../../business/confirm-dialog';
import { equipColumns, type EquipAction } from './equip-columns';
import { EquipFormDialog } from './equip-form-dialog';
import { MoveDialog } from './move-dialog';
import { ParamDialog } from './param-dialog';

type Open = { action: EquipAction | 'add'; row: EquipRow | null } | null;

/** The filters as findPage (and the export) take them. */
const equipInput = ({ keyword, placeId, equipTypeId, runState, status, isOnline }: Readonly<FieldValues>) => ({
  keyword: keyword ? String(keyword) : undefined,
  placeId: placeId ? Number(placeId) : undefined,
  equipTypeId: equipTypeId ? Number(equipTypeId) : undefined,
  isOnline: isOnline ? isOnline === 'Y' : undefined,
  runState: runState ? (runState as (typeof RUN_STATES)[number]) : undefined,
  status: status ? (status as (typeof DEVICE_STATUSES)[number]) : undefined,
});
const fetchEquip = ({ page, size, ...q }: PageQuery) => callApi(findPage, { page, size, ...equipInput(q as FieldValues) });
const exportAs: TableExport = { call: findPage.path, filters: equipInput };

/**
 * The machines of the merchant: search, filters, the row actions each gated by its permission, export (CSV, XLSX).
 * Opened with `?keyword=` (the home page's link to a machine), the table starts filtered by it.
 */
export function EquipScreen({ title, query }: ScreenProps) {
  const linked = query.keyword;
  const labels = useSession((s) => s.labels);
  const [places, setPlaces] = useState<FieldOption[]>([]);
  const [types, setTypes] = useState<FieldOption[]>([]);
  const [open, setOpen] = useState<Open>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  useEffect(() => {
    // Both lists are open to the equipment page (orPermissions in the contract).
    // A failure leaves a filter without choices; the transport showed the server's message.
    void callApi(placeList, {}, { loading: false }).then(
      (list) => setPlaces(list.map((x) => ({ value: String(x.id), label: x.name }))),
      () => undefined,
    );
    // Every type, disabled ones too: their machines are still in the table.
    void callApi(listEquipType, { includeDisabled: true }, { loading: false }).then(
      (list) => setTypes(list.map((x) => ({ value: String(x.id), label: x.name }))),
      () => undefined,
    );
  }, []);
  const done = useCallback((text: string) => {
    setOpen(null);
    setRefreshKey((k) => k + 1);
    notify(text, 'success');
  }, []);
  const filters = useMemo<FieldSpec[]>(
    () => [
      { name: 'keyword', label: t.keyword, type: 'text', defaultValue: linked },
      { name: 'placeId', label: labels.place, type: 'select', options: places },
      { name: 'equipTypeId', label: t.type, type: 'select', options: types },
      { name: 'runState', label: t.runState, type: 'select', options: options('equipmentRunState') },
      { name: 'status', label: t.status, type: 'select', options: options('deviceStatus') },
      {
        name: 'isOnline',
        label: t.online,
        type: 'select',
        options: [
          { value: 'Y', label: t.isOnline },
          { value: 'N', label: t.offline },
        ],
      },
    ],
    [labels.place, places, types, linked],
  );
  const columns = useMemo(() => equipColumns(labels, (action, row) => setOpen({ action, row })), [labels]);
  const row = open?.row ?? null;
  const stopping = row?.status !== 'stop';
  return (
    <>
      <TablePage
        key={linked}
        cacheKey="fertigation/equip/findPage"
        fetcher={fetchEquip}
        columns={columns}
        filters={filters}
        label={title || labels.equipment}
        refreshKey={refreshKey}
        exportAs={exportAs}
        toolbar={
          <>
            <Permission anyOf={[fertigationPermissions.equip.add]}>
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
            <CsvImportButton target="equip" onImported={() => setRefreshKey((k) => k + 1)} />
          </>
        }
      />
      {(open?.action === 'add' || open?.action === 'edit') && (
        <EquipFormDialog equip={row} placeTitle={labels.place} onSaved={() => done(t.saved)} onClose={() => setOpen(null)} />
      )}
      {open?.action === 'bind' && row && (
        <BindDialog equip={row} placeTitle={labels.place} onSaved={() => done(t.saved)} onClose={() => setOpen(null)} />
      )}
      {open?.action === 'param' && row && <ParamDialog equip={row} onSaved={() => done(t.saved)} onClose={() => setOpen(null)} />}
      {open?.action === 'move' && row && (
        <MoveDialog equip={row} placeTitle={labels.place} onSaved={() => done(t.changed)} onClose={() => setOpen(null)} />
      )}
      {open?.action === 'status' && row && (
        <ConfirmDialog
          title={stopping ? t.stop : t.enable}
          message={t.confirmStatus(stopping ? t.stop : t.enable, row.name)}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            callApi(changeStatus, { id: row.id, status: stopping ? 'stop' : 'normal' }).then(
              () => done(t.changed),
              () => undefined,
            )
          }
        />
      )}
    </>
  );
}
