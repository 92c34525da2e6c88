import { edit, type EquipRow } from '../../../api/contract/fertigation/equip';
import { callApi } from '../../../api/transport';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { useSubmit } from '../../../ui/submit';
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
  const save = useSubmit(
    () => {
      const { id, version, name, equipTypeId, keeperName, keeperMobile, remark } = equip;
      return callApi(edit, { id, version, name, equipTypeId, keeperName, keeperMobile, remark, areaIds: bind.chosenIds() });
    },
    { onDone: onSaved },
  );
  return (
    <Dialog
      open
      title={t.bindTitle(equip.name)}
      onClose={onClose}
      width={600}
      footer={
        <DialogFooter
          cancelText={t.cancel}
          onCancel={onClose}
          confirmText={t.save}
          busy={save.busy}
          disabled={bind.areas === null}
          onConfirm={() => void save.run()}
        />
      }
    >
      <AreaChecklist bind={bind} hasPlace placeTitle={placeTitle} />
    </Dialog>
  );
}
