import { validationTexts as t } from '../i18n/zh-CN/validation';
import { isBlank } from './blank';

/** Area code (0 plus 2 or 3 digits), hyphen, 5 to 8 digits starting 2-9, optional hyphen and 1-4 digit extension. */
const LANDLINE = /^0\d{2,3}-[2-9]\d{4,7}(?:-\d{1,4})?$/;
/** Mobile of the contact rule: 11 digits starting 13 to 19. */
const CONTACT_MOBILE = /^1[3-9]\d{9}$/;

export function isLandline(value: string): boolean {
  return LANDLINE.test(value.trim());
}

/** A value starting with 0 is judged as a landline only; anything else as a mobile. */
export function validateContact(value: string | null | undefined): string | null {
  if (isBlank(value)) return t.contactRequired;
  const v = value!.trim();
  const ok = v.startsWith('0') ? LANDLINE.test(v) : CONTACT_MOBILE.test(v);
  return ok ? null : t.contactInvalid;
}
