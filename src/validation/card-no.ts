import { CARD_NO_PATTERN } from '../api/contract/money/fields';
import { validationTexts as t } from '../i18n/zh-CN/validation';

/** An optional card number (the contract's pattern); empty is fine: the server makes one. */
export function validateOptionalCardNo(value: string): string | null {
  const v = value.trim();
  return v === '' || CARD_NO_PATTERN.test(v) ? null : t.cardNoInvalid;
}

/** The optional card number as sent: trimmed, or left out. */
export const optionalCardNo = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
