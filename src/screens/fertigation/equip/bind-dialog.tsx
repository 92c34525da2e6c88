import { useState } from 'react';
import { edit, type EquipRow } from '../../../api/contract/fertigation/equip';
import { callApi } from '../../../api/transport';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import { Dialog } from '../../../ui/dialog';
import { AreaChecklist } from './area-checklist';
import { useBindAreas } from './use-bind-areas';

export interface BindDialogProps {
  equip: EquipRow;
  placeTitle: string;
  onSaved: () => void;
  onClose: () => void;
}

/** Only the areas of a machine: the row's other fields are sent back unchanged through edit, with the version read. */
export function BindDialog({ equip, placeTitle, onSaved, onClose }: BindDialogProps) {
  const bind = useBindAreas(equip.placeId, equip.id);
  const [busy, setBusy] = useState(false);
  const submit = () => {
    setBusy(true);
    const { id, version, name, equipTypeId, keeperName, keeperMobile, remark } = equip;
    callApi(edit, { id, version, name, equipTypeId, keeperName, keeperMobile, remark, areaIds: bind.chosenIds() })
      .then(onSaved, () => setBusy(false));
  };
  return (
    <Dialog open title={t.bindTitle(equip.name)} onClose={onClose} width={600}
      footer={<>
        <button type="button" className="irr-button" onClick={onClose}>{t.cancel}</button>
        <button type="button" className="irr-button" data-primary="" disabled={busy || bind.areas === null} onClick={submit}>{t.save}</button>
      </>}>
      <AreaChecklist bind={bind} hasPlace placeTitle={placeTitle} />
    </Dialog>
  );
}
