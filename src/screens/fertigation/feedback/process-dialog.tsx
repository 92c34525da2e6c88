import { useId, useState } from 'react';
import { process, type FeedbackRow } from '../../../api/contract/fertigation/feedback';
import { callApi } from '../../../api/transport';
import { feedbackScreenTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { Dialog } from '../../../ui/dialog';
import { ConsoleImageUpload, type UploadedImage } from '../../../ui/upload';

export interface ProcessDialogProps {
  /** The feedback to process; null: closed. */
  feedback: FeedbackRow | null;
  onClose: () => void;
  onDone: () => void;
}

/** The stored key of an uploaded picture: the last segment of its URL (picturePrefix + key). */
const keyOf = (image: UploadedImage) => image.url.slice(image.url.lastIndexOf('/') + 1);

/** A result text and a result picture (console upload), sent to feedback/process. */
export function ProcessDialog({ feedback, onClose, onDone }: ProcessDialogProps) {
  const [result, setResult] = useState('');
  const [pictures, setPictures] = useState<UploadedImage[]>([]);
  const [busy, setBusy] = useState(false);
  const resultId = useId();
  const submit = async () => {
    if (!feedback) return;
    setBusy(true);
    try {
      await callApi(process, { id: feedback.id, processResult: result.trim(), pictures: pictures.map(keyOf) });
      setResult('');
      setPictures([]);
      onDone();
    } catch {
      // the transport already showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={feedback !== null} title={t.processTitle} onClose={onClose} footer={<>
      <button type="button" className="irr-button" onClick={onClose}>{t.close}</button>
      <button type="button" className="irr-button" data-primary="" disabled={busy || result.trim() === ''} onClick={() => void submit()}>{t.confirm}</button>
    </>}>
      <label htmlFor={resultId}>{t.result}</label>
      <textarea id={resultId} className="irr-input" maxLength={500} value={result} onChange={(e) => setResult(e.target.value)} />
      <ConsoleImageUpload label={t.resultPictures} value={pictures} onChange={setPictures} />
    </Dialog>
  );
}
