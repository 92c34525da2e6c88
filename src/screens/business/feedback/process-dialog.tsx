import { useState } from 'react';
import type { FeedbackCalls, FeedbackRow } from '../../../api/contract/business/feedback';
import { callApi } from '../../../api/transport';
import { businessFeedbackTexts as t } from '../../../i18n/zh-CN/business-record';
import { ConsoleImageUpload } from '../../../features/upload';
import type { UploadedImage } from '../../../ui/upload';
import { pictureKeyOf } from '../picture-key';
import { RemarkDialog } from '../remark-dialog';

export interface ProcessDialogProps {
  /** The line's process call. */
  process: FeedbackCalls['process'];
  /** The feedback to process; null: closed. */
  feedback: FeedbackRow | null;
  onClose: () => void;
  onDone: () => void;
}

/** A result text and a result picture (console upload), sent to feedback/process. */
export function ProcessDialog({ process, feedback, onClose, onDone }: ProcessDialogProps) {
  const [pictures, setPictures] = useState<UploadedImage[]>([]);
  const submit = async (result: string) => {
    if (!feedback) return;
    await callApi(process, { id: feedback.id, processResult: result, pictures: pictures.map(pictureKeyOf) });
    setPictures([]);
  };
  return (
    <RemarkDialog
      open={feedback !== null}
      title={t.processTitle}
      label={t.result}
      maxLength={500}
      closeText={t.close}
      onSubmit={submit}
      onClose={onClose}
      onDone={onDone}
    >
      <ConsoleImageUpload label={t.resultPictures} value={pictures} onChange={setPictures} />
    </RemarkDialog>
  );
}
