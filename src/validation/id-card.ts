import { idCardCheckDigit, isIdCard, normalizeIdCard } from '../api/contract/money/id-card-rule';
import { validationTexts as t } from '../i18n/zh-CN/validation';
import { isBlank } from './blank';

export { idCardCheckDigit, normalizeIdCard };

/** yyyymmdd as a number, from the local calendar date (the operator's day). */
function dayNumber(date: Date): number {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

/**
 * 18-character resident ID (the rule shared with the server, src/api/contract/money/id-card-rule.ts):
 * 身份证号格式错误 unless valid. Store normalizeIdCard(value).
 */
export function validateIdCard(value: string | null | undefined, today: Date = new Date()): string | null {
  if (isBlank(value)) return t.idCardInvalid;
  return isIdCard(value!, dayNumber(today)) ? null : t.idCardInvalid;
}
