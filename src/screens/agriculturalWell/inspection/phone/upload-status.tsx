import { inspectionPhoneTexts as t } from '../../../../i18n/zh-CN/well-inspection-phone';
import type { Photo } from './use-photos';

export interface UploadStatusProps {
  phase: 'uploading' | 'saving' | null;
  photos: readonly Photo[];
  /** What the last attempt's failure says. */
  failure: string | null;
}

/** How far the save is: the photos' bytes sent (by their sizes) and how many are stored, then the result; or why it failed. */
export function UploadStatus({ phase, photos, failure }: UploadStatusProps) {
  const total = photos.reduce((sum, p) => sum + p.blob.size, 0);
  const sent = photos.reduce((sum, p) => sum + (p.key ? 1 : p.sent) * p.blob.size, 0);
  const percent = total > 0 ? Math.floor((sent / total) * 100) : 100;
  const stored = photos.filter((p) => p.key).length;
  return (
    <div className="irr-phone-status" role="status" aria-live="polite">
      {phase === 'uploading' && photos.length > 0 && (
        <>
          <progress className="irr-phone-progress" max={100} value={percent} aria-label={t.uploading(stored, photos.length, percent)} />
          <span data-upload-percent={percent}>{t.uploading(stored, photos.length, percent)}</span>
        </>
      )}
      {phase === 'saving' && <span>{t.saving}</span>}
      {phase === null && failure && (
        <span className="irr-field-error" role="alert">
          {failure}
        </span>
      )}
    </div>
  );
}
