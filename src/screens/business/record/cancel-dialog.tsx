import type { RecordCalls, RecordRow } from '../../../api/contract/business/record';
import { callApi } from '../../../api/transport';
import { businessRecordTexts as t } from '../../../i18n/zh-CN/business-record';
import { RemarkDialog } from '../remark-dialog';

export interface CancelDialogProps {
  /** The line's cancel call. */
  cancel: RecordCalls['cancel'];
  /** The record to cancel; null: closed. */
  record: RecordRow | null;
  onClose: () => void;
  /** The server accepted the cancel. */
  onDone: () => void;
}

/** Asks for confirmation and a remark, then cancels; a refusal is shown by the transport and keeps the dialog open. */
export function CancelDialog({ cancel, record, onClose, onDone }: CancelDialogProps) {
  return (
    <RemarkDialog
      open={record !== null}
      title={t.cancelTitle}
      label={t.cancelRemark}
      maxLength={200}
      closeText={t.close}
      lead={<p>{record && t.cancelConfirm(record.orderNo)}</p>}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async (remark) => {
        if (record) await callApi(cancel, { id: record.id, cancelRemark: remark });
      }}
    />
  );
}
