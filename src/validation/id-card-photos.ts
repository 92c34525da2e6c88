import { validationTexts as t } from '../i18n/zh-CN/validation';

/** An uploaded photo: its URL, or the upload widget's file list. */
export type UploadedPhoto = string | readonly unknown[] | null | undefined;

function present(photo: UploadedPhoto): boolean {
  return typeof photo === 'string' ? photo.trim() !== '' : Array.isArray(photo) && photo.length > 0;
}

export function validateIdCardFront(photo: UploadedPhoto): string | null {
  return present(photo) ? null : t.idCardFrontRequired;
}

export function validateIdCardBack(photo: UploadedPhoto): string | null {
  return present(photo) ? null : t.idCardBackRequired;
}
