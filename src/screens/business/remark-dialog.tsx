import { useId, useState, type ReactNode } from 'react';
import { businessTexts } from '../../i18n/zh-CN/business';
import { Dialog } from '../../ui/dialog';

export interface RemarkDialogProps {
  open: boolean;
  title: string;
  /** The text box's label. */
  label: string;
  maxLength: number;
  /** The close button's text. */
  closeText: string;
  /** Above the text box (the question asked). */
  lead?: ReactNode;
  /** Below the text box (more to send, e.g. pictures). */
  children?: ReactNode;
  /** Sends the trimmed text; a refusal (the transport shows it) keeps the dialog open with the text. */
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
  /** The server accepted it. */
  onDone: () => void;
}

/** A dialog asking for a required text before a change (cancel a record, process a fault). */
export function RemarkDialog({ open, title, label, maxLength, closeText, lead, children, onSubmit, onClose, onDone }: RemarkDialogProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const textId = useId();
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(text.trim());
      setText('');
      onDone();
    } catch {
      // the transport already showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} title={title} onClose={onClose} footer={<>
      <button type="button" className="irr-button" onClick={onClose}>{closeText}</button>
      <button type="button" className="irr-button" data-primary="" disabled={busy || text.trim() === ''} onClick={() => void submit()}>
        {businessTexts.confirm}
      </button>
    </>}>
      {lead}
      <label htmlFor={textId}>{label}</label>
      <textarea id={textId} className="irr-input" maxLength={maxLength} value={text} onChange={(e) => setText(e.target.value)} />
      {children}
    </Dialog>
  );
}
