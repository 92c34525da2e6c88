import { useState } from 'react';
import type { CallRequest } from '../../../api/contract/define-call';
import { fertigationPermissions, fertigationValveCalls } from '../../../api/contract';
import type { ValveRow } from '../../../api/contract/fertigation/valve';
import { callApi } from '../../../api/transport';
import { options } from '../../../i18n/zh-CN/enums';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import type { ScreenProps } from '../../../router';
import { useSession } from '../../../session/public/session';
import { notify } from '../../../session/public/notify';
import { Dialog } from '../../../ui/dialog';
import { Permission } from '../../../ui/permission';
import type { FieldValues } from '../../../ui/form';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { ConfirmDelete } from '../area/confirm-delete';
import { CsvImportButton } from '../import';
import { usePlaceOptions } from '../place/use-place-options';
import { areaOptions, equipOptions, useAreaList } from './use-area-options';
import { valveColumns } from './valve-columns';
import { ValveForm } from './valve-form';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const idOf = (v: unknown) => (typeof v === 'string' && v !== '' ? Number(v) : undefined);
const yesNo = (v: unknown) => (v === 'Y' || v === 'N' ? v : undefined);
/** The filters as findPageValve (and the export) take them. */
const valveInput = ({
  keyword,
  placeId,
  areaId,
  equipId,
  bound,
  enabled,
}: Readonly<FieldValues>): CallRequest<typeof fertigationValveCalls.findPageValve> => ({
  keyword: text(keyword),
  placeId: idOf(placeId),
  areaId: idOf(areaId),
  equipId: idOf(equipId),
  bound: yesNo(bound),
  enabled: yesNo(enabled),
});
const fetchValves = ({ page, size, ...q }: PageQuery) =>
  callApi(fertigationValveCalls.findPageValve, { page, size, ...valveInput(q as FieldValues) });
const exportAs: TableExport = { call: fertigationValveCalls.findPageValve.path, filters: valveInput };

/** 阀门管理: valves by name/code, place, area, machine, bound or not, and state; add, edit (code checked) and delete; export (CSV, XLSX). */
export function ValveScreen(_props: ScreenProps) {
  const labels = useSession((s) => s.labels);
  const placeLabel = labels.place;
  const places = usePlaceOptions();
  const areas = useAreaList();
  const [editing, setEditing] = useState<ValveRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ValveRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const done = (message: string) => {
    setEditing(undefined);
    setDeleting(null);
    setRefreshKey((k) => k + 1);
    notify(message, 'success');
  };
  const remove = async () => {
    await callApi(fertigationValveCalls.deleteValve, { id: deleting!.id }, { hideError: true });
    done(t.deleted);
  };
  return (
    <>
      <TablePage
        cacheKey="fertigation/valve/findPageValve"
        fetcher={fetchValves}
        label={t.valveTitle}
        refreshKey={refreshKey}
        exportAs={exportAs}
        columns={valveColumns(labels, setEditing, setDeleting)}
        filters={[
          { name: 'keyword', label: t.keyword, type: 'text' },
          { name: 'placeId', label: t.place(placeLabel), type: 'select', options: places },
          { name: 'areaId', label: t.area, type: 'select', options: areaOptions(areas) },
          { name: 'equipId', label: t.equip, type: 'select', options: equipOptions(areas) },
          {
            name: 'bound',
            label: t.bound,
            type: 'select',
            options: [
              { value: 'Y', label: t.boundYes },
              { value: 'N', label: t.boundNo },
            ],
          },
          { name: 'enabled', label: t.enabled, type: 'select', options: options('enabled') },
        ]}
        toolbar={
          <>
            <Permission anyOf={[fertigationPermissions.valve.add]}>
              <button type="button" className="irr-button" data-primary="" onClick={() => setEditing(null)}>
                {t.add}
              </button>
            </Permission>
            <CsvImportButton target="valve" onImported={() => setRefreshKey((k) => k + 1)} />
          </>
        }
      />
      <Dialog open={editing !== undefined} title={`${editing ? t.edit : t.add}${t.valveNoun}`} onClose={() => setEditing(undefined)}>
        {editing !== undefined && <ValveForm key={editing?.id ?? 'new'} row={editing} areas={areas} onSaved={() => done(t.saved)} />}
      </Dialog>
      <ConfirmDelete what={deleting?.name ?? null} onConfirm={remove} onClose={() => setDeleting(null)} />
    </>
  );
}
