import { useId, useState, type ChangeEvent } from 'react';
import { inspectionPhoneTexts as t } from '../../../../i18n/zh-CN/well-inspection-phone';
import { PhotoError } from './camera-photo';
import type { Photos } from './use-photos';

export interface PhotoPickerProps {
  photos: Photos;
  /** Most photos (the server's 9). */
  limit: number;
  /** While the result is being saved: nothing is added or removed. */
  disabled: boolean;
}

/**
 * 拍照: the phone's camera (`capture="environment"`, the back one) through a file input, the photos
 * as previews, each removable and marked while it uploads, once stored or when it failed.
 */
export function PhotoPicker({ photos, limit, disabled }: PhotoPickerProps) {
  const id = useId();
  const [problem, setProblem] = useState('');
  const full = photos.list.length >= limit;
  const take = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    const room = limit - photos.list.length;
    setProblem(files.length > room ? t.photoLimit(limit) : '');
    try {
      await photos.add(files.slice(0, room));
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      setProblem(error.reason === 'tooLarge' ? t.photoTooLarge(error.fileName) : t.photoUnreadable(error.fileName));
    }
  };
  return (
    <fieldset className="irr-phone-field irr-phone-photos">
      <legend>
        {t.photos} <span className="irr-phone-muted">{t.photoCount(photos.list.length, limit)}</span>
      </legend>
      <ul className="irr-phone-thumbs">
        {photos.list.map((photo, i) => (
          <li key={photo.id} data-photo-state={photo.key ? 'stored' : photo.failed ? 'failed' : photo.sent > 0 ? 'sending' : 'new'}>
            <img src={photo.url} alt={t.photoAlt(i + 1)} />
            {photo.key && <span className="irr-phone-thumb-tag">{t.photoUploaded}</span>}
            {photo.failed && (
              <span className="irr-phone-thumb-tag" data-failed="">
                {t.photoFailed}
              </span>
            )}
            {!photo.key && photo.sent > 0 && <progress max={1} value={photo.sent} aria-label={t.photoAlt(i + 1)} />}
            <button
              type="button"
              className="irr-phone-thumb-remove"
              aria-label={t.removePhoto(i + 1)}
              disabled={disabled}
              onClick={() => photos.remove(photo.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {!full && (
        <label htmlFor={`${id}-camera`} className="irr-phone-camera" data-disabled={disabled ? '' : undefined}>
          {t.takePhoto}
          <input
            id={`${id}-camera`}
            className="irr-phone-visually-hidden"
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            disabled={disabled}
            onChange={(e) => void take(e)}
          />
        </label>
      )}
      {problem && (
        <p className="irr-field-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
