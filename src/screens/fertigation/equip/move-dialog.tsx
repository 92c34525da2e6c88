import { useState } from 'react';
import { movePlace, type EquipRow } from '../../../api/contract/fertigation/equip';
import { placeList } from '../../../api/contract/fertigation/place';
import { callApi } from '../../../api/transport';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { PlacePicker, type Place } from '../../../ui/place-select';
import { useSubmit } from '../../../ui/submit';

export interface MoveDialogProps {
  equip: EquipRow;
  placeTitle: string;
  onSaved: () => void;
  onClose: () => void;
}

/** Moves a machine to another place (its own is not offered); the server unbinds its areas and their valves. */
export function MoveDialog({ equip, placeTitle, onSaved, onClose }: MoveDialogProps) {
  const fetchPlaces = () => callApi(placeList, {}).then((list) => list.filter((pl) => pl.id !== equip.placeId));
  const [place, setPlace] = useState<Place | null>(null);
  const [failure, setFailure] = useState('');
  const move = useSubmit((placeId: number) => callApi(movePlace, { id: equip.id, version: equip.version, placeId }), { onDone: onSaved });
  const submit = () => {
    if (!place) return setFailure(t.pickPlace);
    void move.run(Number(place.id));
  };
  return (
    <Dialog
      open
      title={t.moveTitle(equip.name)}
      onClose={onClose}
      width={420}
      footer={<DialogFooter cancelText={t.cancel} onCancel={onClose} confirmText={t.confirm} busy={move.busy} onConfirm={submit} />}
    >
      <PlacePicker
        fetchPlaces={fetchPlaces}
        label={placeTitle}
        value={place?.id ?? null}
        onChange={(pl) => {
          setPlace(pl);
          setFailure('');
        }}
      />
      {equip.areas.length > 0 && <p>{t.moveUnbinds(equip.areas.length)}</p>}
      {failure && (
        <p className="irr-field-error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
