import { validationTexts as t } from '../i18n/zh-CN/validation';
import { isBlank } from './blank';

/** Spec section 5: 11 digits starting with 1 (no check of the second digit, unlike the contact rule). */
const MOBILE = /^1\d{10}$/;

/**
 * Every validator here judges the value without surrounding whitespace (a pasted trailing space is
 * not an error); the form must then send the trimmed value. Inner spaces ('138 0013 8000') fail.
 */
export function isMobile(value: string): boolean {
  return MOBILE.test(value.trim());
}

/** Login-style "mobile or account" field: the account is itself a mobile number. */
export function validateMobileOrAccount(value: string | null | undefined): string | null {
  if (isBlank(value)) return t.mobileOrAccountRequired;
  return isMobile(value!) ? null : t.mobileOrAccountInvalid;
}

export function validatePhone(value: string | null | undefined): string | null {
  if (isBlank(value)) return t.phoneRequired;
  return isMobile(value!) ? null : t.phoneInvalid;
}
