import { useState } from 'react';
import { isApiError } from '../../../api/transport';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import { Dialog } from '../../../ui/dialog';

export interface ConfirmDeleteProps {
  /** The row's name, shown in the question; null keeps the dialog closed. */
  what: string | null;
  /** Deletes (with hideError); a refusal's server message is shown in the dialog. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a delete and shows the server's refusal (e.g. an area that still has valves) in place. */
export function ConfirmDelete({ what, onConfirm, onClose }: ConfirmDeleteProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setRefusal(null);
    } catch (error) {
      setRefusal(isApiError(error) ? (error.serverMessage ?? error.message) : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={what !== null} title={t.delete} onClose={close} minimisable={false} maximisable={false} width={400}
      footer={<>
        <button type="button" className="irr-button" data-primary="" disabled={busy} onClick={() => void confirm()}>{t.delete}</button>
        <button type="button" className="irr-button" onClick={close}>{t.cancel}</button>
      </>}>
      <p>{t.confirmDelete(what ?? '')}</p>
      {refusal !== null && <p className="irr-field-error" role="alert">{refusal}</p>}
    </Dialog>
  );
}
