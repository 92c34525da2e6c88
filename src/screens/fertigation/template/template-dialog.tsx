import { useEffect, useId, useState } from 'react';
import { areaList } from '../../../api/contract/fertigation/area';
import { save, type TemplateRow } from '../../../api/contract/fertigation/template';
import { callApi } from '../../../api/transport';
import { templateTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { Dialog } from '../../../ui/dialog';
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
  const [busy, setBusy] = useState(false);
  const ids = useId();
  useEffect(() => {
    callApi(areaList, {}, { loading: false }).then(setAreas, () => undefined);
  }, []);
  const submit = async () => {
    setBusy(true);
    try {
      const edit = row ? { id: row.id, version: row.version } : {};
      await callApi(save, { ...edit, name: name.trim(), crop: crop.trim(), remark: row?.remark ?? '', steps: stepInputs(steps) });
      onDone();
    } catch {
      // the transport already showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open title={row ? t.editTitle : t.addTitle} width={760} onClose={onClose} footer={<>
      <button type="button" className="irr-button" onClick={onClose}>{t.close}</button>
      <button type="button" className="irr-button" data-primary="" disabled={busy || name.trim() === ''} onClick={() => void submit()}>{t.confirm}</button>
    </>}>
      <label htmlFor={`${ids}-name`}>{t.name}</label>
      <input id={`${ids}-name`} className="irr-input" maxLength={50} value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor={`${ids}-crop`}>{t.crop}</label>
      <input id={`${ids}-crop`} className="irr-input" maxLength={30} value={crop} onChange={(e) => setCrop(e.target.value)} />
      <StepEditor steps={steps} onChange={setSteps} areas={areas} />
    </Dialog>
  );
}
