import type { NoticeRow } from '../../../api/contract/notice';
import { noticeTexts as t } from '../../../i18n/zh-CN/notices';
import { Dialog, DialogFooter } from '../../../ui/dialog';

export interface NoticeDialogProps {
  /** The notice shown; null closes the dialog. */
  notice: NoticeRow | null;
  onClose: () => void;
}

/** One notice's content, with its time. */
export function NoticeDialog({ notice, onClose }: NoticeDialogProps) {
  return (
    <Dialog
      open={notice !== null}
      title={notice?.title ?? ''}
      onClose={onClose}
      footer={<DialogFooter cancelText={t.close} onCancel={onClose} />}
    >
      {notice && (
        <>
          <p className="irr-notice-time">
            <time>{notice.createTime}</time>
          </p>
          <p className="irr-notice-content">{notice.content}</p>
        </>
      )}
    </Dialog>
  );
}
