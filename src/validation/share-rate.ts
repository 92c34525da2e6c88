import { validationTexts as t } from '../i18n/zh-CN/validation';
import { isBlank } from './blank';
import { sanitizeNumberInput } from './number-input';

/** A percentage from 0 to 100 with at most two decimals (12.5 is a valid share). */
const RATE = /^\d+(?:\.\d{1,2})?$/;

export function validateShareRate(value: string | number | null | undefined): string | null {
  if (isBlank(value)) return t.shareRateRequired;
  const v = String(value).trim();
  if (!RATE.test(v)) return t.shareRateInvalid;
  return Number(v) > 100 ? t.shareRateTooHigh : null;
}

/** Typing filter of the share-rate field. It does not clamp to 100, so 比例不能大于100 can be shown. */
export function sanitizeShareRate(raw: string): string {
  return sanitizeNumberInput(raw, { decimals: 2 });
}
