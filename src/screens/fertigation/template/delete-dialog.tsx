import { remove, type TemplateRow } from '../../../api/contract/fertigation/template';
import { callApi } from '../../../api/transport';
import { templateTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { useSubmit } from '../../../ui/submit';

export interface DeleteDialogProps {
  row: TemplateRow | null;
  onClose: () => void;
  onDone: () => void;
}

/** Confirms, then deletes the template. */
export function DeleteDialog({ row, onClose, onDone }: DeleteDialogProps) {
  const removing = useSubmit((id: number) => callApi(remove, { id }), { onDone });
  return (
    <Dialog
      open={row !== null}
      title={t.delete}
      onClose={onClose}
      minimisable={false}
      maximisable={false}
      footer={
        <DialogFooter
          cancelText={t.close}
          onCancel={onClose}
          confirmText={t.confirm}
          busy={removing.busy}
          onConfirm={() => {
            if (row) void removing.run(row.id);
          }}
        />
      }
    >
      <p>{row && t.deleteConfirm(row.name)}</p>
    </Dialog>
  );
}
