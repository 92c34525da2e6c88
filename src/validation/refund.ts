import { refundCountTooMany, validationTexts as t } from '../i18n/zh-CN/validation';
import { formatFen, parseYuanToFen } from './money';
import { sanitizeInteger } from './number-input';
import { refundAmountFen } from '../api/contract/money/refund-rule';

export { refundAmountFen };

/** Typing filter of the refund count: digits only, so surrounding spaces and letters vanish. */
export function sanitizeRefundCount(raw: string): string {
  return sanitizeInteger(raw);
}

/**
 * Refund count (spec section 5): required, judged trimmed, a whole number of pieces from 1 up to
 * the order line's count when it is given.
 */
export function validateRefundCount(value: string | null | undefined, originalCount?: number): string | null {
  const v = (value ?? '').trim();
  if (v === '') return t.refundCountRequired;
  if (!/^\d+$/.test(v) || Number(v) === 0) return t.refundCountInvalid;
  if (originalCount !== undefined && Number(v) > originalCount) return refundCountTooMany(originalCount);
  return null;
}

/** The refund amount sent on submit, as yuan text with 2 decimals ('3.33'); null for bad inputs. */
export function recalculateRefundAmount(amount: string | number, originalCount: number, count: number): string | null {
  const amountFen = parseYuanToFen(amount);
  const fen = amountFen === null ? null : refundAmountFen(amountFen, originalCount, count);
  return fen === null ? null : formatFen(fen);
}
