import { useState } from 'react';
import { remove, type TemplateRow } from '../../../api/contract/fertigation/template';
import { callApi } from '../../../api/transport';
import { templateTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { Dialog } from '../../../ui/dialog';

export interface DeleteDialogProps {
  row: TemplateRow | null;
  onClose: () => void;
  onDone: () => void;
}

/** Confirms, then deletes the template. */
export function DeleteDialog({ row, onClose, onDone }: DeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!row) return;
    setBusy(true);
    try {
      await callApi(remove, { id: row.id });
      onDone();
    } catch {
      // the transport already showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={row !== null} title={t.delete} onClose={onClose} minimisable={false} maximisable={false} footer={<>
      <button type="button" className="irr-button" onClick={onClose}>{t.close}</button>
      <button type="button" className="irr-button" data-primary="" disabled={busy} onClick={() => void submit()}>{t.confirm}</button>
    </>}>
      <p>{row && t.deleteConfirm(row.name)}</p>
    </Dialog>
  );
}
