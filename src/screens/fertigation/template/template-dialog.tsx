import { useEffect, useId, useState } from 'react';
import { areaList } from '../../../api/contract/fertigation/area';
import { save, type TemplateRow } from '../../../api/contract/fertigation/template';
import { callApi } from '../../../api/transport';
import { templateTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { useSubmit } from '../../../ui/submit';
import { StepEditor } from './step-editor';
import { stepInputs, stepsOf } from './step-draft';

export interface TemplateDialogProps {
  /** The template to edit, null to add one. */
  row: TemplateRow | null;
  onClose: () => void;
  onDone: () => void;
}

/** Add or edit a template: name, crop and ordered steps; sent whole to template/save. Mount it with a key per row. */
export function TemplateDialog({ row, onClose, onDone }: TemplateDialogProps) {
  const [name, setName] = useState(row?.name ?? '');
  const [crop, setCrop] = useState(row?.crop ?? '');
  const [steps, setSteps] = useState(() => stepsOf(row));
  const [areas, setAreas] = useState<{ id: number; name: string }[]>([]);
  const ids = useId();
  useEffect(() => {
    callApi(areaList, {}, { loading: false }).then(setAreas, () => undefined);
  }, []);
  const saving = useSubmit(
    () => {
      const edit = row ? { id: row.id, version: row.version } : {};
      return callApi(save, { ...edit, name: name.trim(), crop: crop.trim(), remark: row?.remark ?? '', steps: stepInputs(steps) });
    },
    { onDone },
  );
  return (
    <Dialog
      open
      title={row ? t.editTitle : t.addTitle}
      width={760}
      onClose={onClose}
      footer={
        <DialogFooter
          cancelText={t.close}
          onCancel={onClose}
          confirmText={t.confirm}
          busy={saving.busy}
          disabled={name.trim() === ''}
          onConfirm={() => void saving.run()}
        />
      }
    >
      <label htmlFor={`${ids}-name`}>{t.name}</label>
      <input id={`${ids}-name`} className="irr-input" maxLength={50} value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor={`${ids}-crop`}>{t.crop}</label>
      <input id={`${ids}-crop`} className="irr-input" maxLength={30} value={crop} onChange={(e) => setCrop(e.target.value)} />
      <StepEditor steps={steps} onChange={setSteps} areas={areas} />
    </Dialog>
  );
}
