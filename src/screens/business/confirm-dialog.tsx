import { businessTexts as t } from '../../i18n/zh-CN/business';
import { Dialog, DialogFooter } from '../../ui/dialog';
import { useSubmit } from '../../ui/submit';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  /** Runs the change; the dialog closes when it settles. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** A yes/no question before a change (enable, stop, delete). */
export function ConfirmDialog({ title, message, onConfirm, onClose }: ConfirmDialogProps) {
  const confirm = useSubmit(onConfirm, { onDone: onClose, onFail: onClose });
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      minimisable={false}
      maximisable={false}
      width={400}
      footer={
        <DialogFooter
          cancelText={t.cancel}
          onCancel={onClose}
          confirmText={t.confirm}
          busy={confirm.busy}
          onConfirm={() => void confirm.run()}
        />
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
