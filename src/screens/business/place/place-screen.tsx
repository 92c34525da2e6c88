import { useMemo, useState } from 'react';
import type { PlaceRow } from '../../../api/contract/business/place';
import { callApi } from '../../../api/transport';
import { businessPlaceTexts as t } from '../../../i18n/zh-CN/business-place';
import { useSession } from '../../../session/public/session';
import { notify } from '../../../session/public/notify';
import { Dialog } from '../../../ui/dialog';
import type { FieldValues } from '../../../ui/form';
import { Permission } from '../../../ui/permission';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { placeColumns } from './place-columns';
import { PlaceForm } from './place-form';
import type { PlaceLine } from './place-line';

export interface BusinessPlaceScreenProps {
  line: PlaceLine;
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
/** The filters as findPage (and the export) take them. */
const placeInput = ({ name }: Readonly<FieldValues>) => ({ name: text(name) });

/** 村镇管理 (the personalised place name) of a line: the places with a name search, add and edit in a dialog, export (CSV, XLSX). */
export function BusinessPlaceScreen({ line }: BusinessPlaceScreenProps) {
  const labels = useSession((s) => s.labels);
  const placeLabel = labels.place;
  const [editing, setEditing] = useState<PlaceRow | null | undefined>(undefined);
  const [refreshKey, setRefreshKey] = useState(0);
  const saved = () => {
    setEditing(undefined);
    setRefreshKey((k) => k + 1);
    notify(t.saved, 'success');
  };
  const fetchPlaces = ({ page, size, ...q }: PageQuery) => callApi(line.calls.findPage, { page, size, ...placeInput(q as FieldValues) });
  const exportAs = useMemo<TableExport>(() => ({ call: line.calls.findPage.path, filters: placeInput }), [line]);
  return (
    <>
      <TablePage
        cacheKey={line.cacheKey}
        fetcher={fetchPlaces}
        label={t.placeTitle(placeLabel)}
        refreshKey={refreshKey}
        exportAs={exportAs}
        columns={placeColumns(line, labels, setEditing)}
        filters={[{ name: 'name', label: t.placeName(placeLabel), type: 'text' }]}
        toolbar={
          <Permission anyOf={[line.permissions.add]}>
            <button type="button" className="irr-button" data-primary="" onClick={() => setEditing(null)}>
              {t.add}
            </button>
          </Permission>
        }
      />
      <Dialog open={editing !== undefined} title={`${editing ? t.edit : t.add}${placeLabel}`} onClose={() => setEditing(undefined)}>
        {editing !== undefined && (
          <PlaceForm key={editing?.id ?? 'new'} calls={line.calls} row={editing} placeLabel={placeLabel} onSaved={saved} />
        )}
      </Dialog>
    </>
  );
}
