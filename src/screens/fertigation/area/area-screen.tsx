import { useState } from 'react';
import { fertigationAreaCalls, fertigationPermissions } from '../../../api/contract';
import type { AreaRow } from '../../../api/contract/fertigation/area';
import { callApi } from '../../../api/transport';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import type { ScreenProps } from '../../../router';
import { useSession } from '../../../session/public/session';
import { notify } from '../../../session/public/notify';
import { Dialog } from '../../../ui/dialog';
import { Permission } from '../../../ui/permission';
import type { FieldValues } from '../../../ui/form';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { usePlaceOptions } from '../place/use-place-options';
import { AreaForm } from './area-form';
import { areaColumns } from './area-columns';
import { ConfirmDelete } from './confirm-delete';

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const idOf = (v: unknown) => (typeof v === 'string' && v !== '' ? Number(v) : undefined);
/** The filters as findPage (and the export) take them. */
const areaInput = ({ keyword, placeId }: Readonly<FieldValues>) => ({ keyword: text(keyword), placeId: idOf(placeId) });
const fetchAreas = ({ page, size, ...q }: PageQuery) =>
  callApi(fertigationAreaCalls.findPage, { page, size, ...areaInput(q as FieldValues) });
const exportAs: TableExport = { call: fertigationAreaCalls.findPage.path, filters: areaInput };

/** 区域管理: areas by name/code and place; add, edit, and delete refused while valves or a machine use the area; export (CSV, XLSX). */
export function AreaScreen(_props: ScreenProps) {
  const labels = useSession((s) => s.labels);
  const placeLabel = labels.place;
  const places = usePlaceOptions();
  const [editing, setEditing] = useState<AreaRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AreaRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const done = (text: string) => {
    setEditing(undefined);
    setDeleting(null);
    setRefreshKey((k) => k + 1);
    notify(text, 'success');
  };
  const remove = async () => {
    await callApi(fertigationAreaCalls.deleteArea, { id: deleting!.id }, { hideError: true });
    done(t.deleted);
  };
  return (
    <>
      <TablePage
        cacheKey="fertigation/area/findPage"
        fetcher={fetchAreas}
        label={t.areaTitle}
        refreshKey={refreshKey}
        exportAs={exportAs}
        columns={areaColumns(labels, setEditing, setDeleting)}
        filters={[
          { name: 'keyword', label: t.keyword, type: 'text' },
          { name: 'placeId', label: t.place(placeLabel), type: 'select', options: places },
        ]}
        toolbar={
          <Permission anyOf={[fertigationPermissions.area.add]}>
            <button type="button" className="irr-button" data-primary="" onClick={() => setEditing(null)}>
              {t.add}
            </button>
          </Permission>
        }
      />
      <Dialog open={editing !== undefined} title={`${editing ? t.edit : t.add}${t.areaNoun}`} onClose={() => setEditing(undefined)}>
        {editing !== undefined && (
          <AreaForm key={editing?.id ?? 'new'} row={editing} placeLabel={placeLabel} places={places} onSaved={() => done(t.saved)} />
        )}
      </Dialog>
      <ConfirmDelete what={deleting?.name ?? null} onConfirm={remove} onClose={() => setDeleting(null)} />
    </>
  );
}
