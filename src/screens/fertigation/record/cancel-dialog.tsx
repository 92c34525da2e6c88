import { useId, useState } from 'react';
import { cancel, type RecordRow } from '../../../api/contract/fertigation/record';
import { callApi } from '../../../api/transport';
import { recordTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { Dialog } from '../../../ui/dialog';

export interface CancelDialogProps {
  /** The record to cancel; null: closed. */
  record: RecordRow | null;
  onClose: () => void;
  /** The server accepted the cancel. */
  onDone: () => void;
}

/** Asks for confirmation and a remark, then cancels; a refusal is shown by the transport and keeps the dialog open. */
export function CancelDialog({ record, onClose, onDone }: CancelDialogProps) {
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const remarkId = useId();
  const submit = async () => {
    if (!record) return;
    setBusy(true);
    try {
      await callApi(cancel, { id: record.id, cancelRemark: remark.trim() });
      setRemark('');
      onDone();
    } catch {
      // the transport already showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={record !== null} title={t.cancelTitle} onClose={onClose} footer={<>
      <button type="button" className="irr-button" onClick={onClose}>{t.close}</button>
      <button type="button" className="irr-button" data-primary="" disabled={busy || remark.trim() === ''} onClick={() => void submit()}>{t.confirm}</button>
    </>}>
      <p>{record && t.cancelConfirm(record.orderNo)}</p>
      <label htmlFor={remarkId}>{t.cancelRemark}</label>
      <textarea id={remarkId} className="irr-input" maxLength={200} value={remark} onChange={(e) => setRemark(e.target.value)} />
    </Dialog>
  );
}
