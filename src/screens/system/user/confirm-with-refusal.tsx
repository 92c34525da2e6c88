import { Dialog, DialogFooter } from '../../../ui/dialog';
import { useSubmit } from '../../../ui/submit';

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
  const confirm = useSubmit(onConfirm);
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      minimisable={false}
      maximisable={false}
      width={420}
      footer={
        <DialogFooter
          cancelText={cancelText}
          onCancel={onClose}
          confirmText={confirmText}
          busy={confirm.busy}
          onConfirm={() => void confirm.run()}
        />
      }
    >
      <p>{message}</p>
      {confirm.failure !== null && (
        <p className="irr-field-error" role="alert" data-failure="">
          {confirm.failure}
        </p>
      )}
    </Dialog>
  );
}
