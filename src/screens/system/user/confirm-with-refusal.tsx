import { useState } from 'react';
import { isApiError } from '../../../api/transport';
import { Dialog } from '../../../ui/dialog';

export interface ConfirmWithRefusalProps {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  /** Runs the change (with hideError); a refusal's server message is shown in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** A yes/no question before a change the server may refuse (a role in use, the caller's own account). */
export function ConfirmWithRefusal({ title, message, confirmText, cancelText, onConfirm, onClose }: ConfirmWithRefusalProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await onConfirm();
    } catch (error) {
      setRefusal(isApiError(error) ? (error.serverMessage ?? error.message) : String(error));
      setBusy(false);
    }
  };
  return (
    <Dialog open title={title} onClose={onClose} minimisable={false} maximisable={false} width={420}
      footer={<>
        <button type="button" className="irr-button" onClick={onClose}>{cancelText}</button>
        <button type="button" className="irr-button" data-primary="" disabled={busy} onClick={() => void confirm()}>{confirmText}</button>
      </>}>
      <p>{message}</p>
      {refusal !== null && <p className="irr-field-error" role="alert" data-failure="">{refusal}</p>}
    </Dialog>
  );
}
