import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { useSubmit } from '../../../ui/submit';

export interface ConfirmDeleteProps {
  /** The row's name, shown in the question; null keeps the dialog closed. */
  what: string | null;
  /** Deletes (with hideError); a refusal's server message is shown in the dialog. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a delete and shows the server's refusal (e.g. an area that still has valves) in place. */
export function ConfirmDelete({ what, onConfirm, onClose }: ConfirmDeleteProps) {
  const remove = useSubmit(onConfirm);
  const close = () => {
    remove.clearFailure();
    onClose();
  };
  return (
    <Dialog
      open={what !== null}
      title={t.delete}
      onClose={close}
      minimisable={false}
      maximisable={false}
      width={400}
      footer={
        <DialogFooter
          cancelText={t.cancel}
          onCancel={close}
          confirmText={t.delete}
          busy={remove.busy}
          onConfirm={() => void remove.run()}
        />
      }
    >
      <p>{t.confirmDelete(what ?? '')}</p>
      {remove.failure !== null && (
        <p className="irr-field-error" role="alert">
          {remove.failure}
        </p>
      )}
    </Dialog>
  );
}
