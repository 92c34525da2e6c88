import { useId, useState, type ReactNode } from 'react';
import { businessTexts } from '../../i18n/zh-CN/business';
import { Dialog, DialogFooter } from '../../ui/dialog';
import { useSubmit } from '../../ui/submit';

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
  const textId = useId();
  const send = useSubmit(onSubmit, {
    onDone: () => {
      setText('');
      onDone();
    },
  });
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <DialogFooter
          cancelText={closeText}
          onCancel={onClose}
          confirmText={businessTexts.confirm}
          busy={send.busy}
          disabled={text.trim() === ''}
          onConfirm={() => void send.run(text.trim())}
        />
      }
    >
      {lead}
      <label htmlFor={textId}>{label}</label>
      <textarea id={textId} className="irr-input" maxLength={maxLength} value={text} onChange={(e) => setText(e.target.value)} />
      {children}
    </Dialog>
  );
}
