import { useState } from 'react';
import { fertigationPermissions, fertigationPlaceCalls } from '../../../api/contract';
import type { PlaceRow } from '../../../api/contract/fertigation/place';
import { callApi } from '../../../api/transport';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import type { ScreenProps } from '../../../router';
import { emitSessionEvent, useSession } from '../../../session';
import { Dialog } from '../../../ui/dialog';
import { Permission } from '../../../ui/permission';
import { TablePage, type PageQuery } from '../../../ui/table-page';
import { placeColumns } from './place-columns';
import { PlaceForm } from './place-form';

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const fetchPlaces = ({ page, size, name }: PageQuery) => callApi(fertigationPlaceCalls.findPage, { page, size, name: text(name) });

/** 村镇管理 (the personalised place name): the places with a name search, add and edit in a dialog. */
export function PlaceScreen(_props: ScreenProps) {
  const placeLabel = useSession((s) => s.labels.place);
  const [editing, setEditing] = useState<PlaceRow | null | undefined>(undefined);
  const [refreshKey, setRefreshKey] = useState(0);
  const saved = () => {
    setEditing(undefined);
    setRefreshKey((k) => k + 1);
    emitSessionEvent({ type: 'message', level: 'success', text: t.saved });
  };
  return (
    <>
      <TablePage cacheKey="fertigation/place/findPage" fetcher={fetchPlaces} label={t.placeTitle(placeLabel)} refreshKey={refreshKey}
        columns={placeColumns(placeLabel, setEditing)}
        filters={[{ name: 'name', label: t.placeName(placeLabel), type: 'text' }]}
        toolbar={<Permission anyOf={[fertigationPermissions.place.add]}>
          <button type="button" className="irr-button" data-primary="" onClick={() => setEditing(null)}>{t.add}</button>
        </Permission>} />
      <Dialog open={editing !== undefined} title={`${editing ? t.edit : t.add}${placeLabel}`} onClose={() => setEditing(undefined)}>
        {editing !== undefined && <PlaceForm key={editing?.id ?? 'new'} row={editing} placeLabel={placeLabel} onSaved={saved} />}
      </Dialog>
    </>
  );
}
