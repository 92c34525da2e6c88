import { useState } from 'react';
import { businessTexts as t } from '../../i18n/zh-CN/business';
import { Dialog } from '../../ui/dialog';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  /** Runs the change; the dialog closes when it settles. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** A yes/no question before a change (enable, stop, delete). */
export function ConfirmDialog({ title, message, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    onConfirm().finally(onClose);
  };
  return (
    <Dialog open title={title} onClose={onClose} minimisable={false} maximisable={false} width={400}
      footer={<>
        <button type="button" className="irr-button" onClick={onClose}>{t.cancel}</button>
        <button type="button" className="irr-button" data-primary="" disabled={busy} onClick={confirm}>{t.confirm}</button>
      </>}>
      <p>{message}</p>
    </Dialog>
  );
}
