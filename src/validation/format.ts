import { fixedPointDecimals, groupThousands } from '../api/contract/figure-cell';

export { groupThousands };
import { formatFen, parseYuanToFen } from './money';
import { formatScaled, toScaledInteger } from './scaled-decimal';

/** Spec section 9. */
export const SIGNAL_DECIMALS = 1;
export const SCIENTIFIC_THRESHOLD_DIGITS = 7;

type Shown = string | number | null | undefined;

/**
 * Amount as shown: grouped by thousands with 2 decimals, rounded half away from zero on the decimal
 * value ('1.005' is '1.01', 12345 is '12,345.00'); '' when not a number. An input's value is formatFen's.
 */
export function formatAmount(value: Shown): string {
  if (value === null || value === undefined) return '';
  const fen = parseYuanToFen(value);
  return fen === null ? '' : groupThousands(formatFen(fen));
}

/** Signal strength with 1 decimal (23 is '23.0'); '' when not a number. */
export function formatSignal(value: Shown): string {
  if (value === null || value === undefined) return '';
  const scaled = toScaledInteger(value, SIGNAL_DECIMALS);
  return scaled === null ? '' : formatScaled(scaled, SIGNAL_DECIMALS);
}

/**
 * Numbers whose whole part has more than 7 digits (10,000,000 and up) are shown in scientific
 * notation with `fractionDigits` digits ('1.23e+8') so they fit a cell or a chart axis; smaller
 * ones as fixed text with `fractionDigits` decimals.
 */
export function formatLargeNumber(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return '';
  if (Math.abs(value) >= 10 ** SCIENTIFIC_THRESHOLD_DIGITS) return value.toExponential(fractionDigits);
  const scaled = toScaledInteger(value, fractionDigits);
  return scaled === null ? value.toFixed(fractionDigits) : formatScaled(scaled, fractionDigits);
}

/**
 * A table cell as shown (the screen's and the printout's) from its one definition's text: a figure
 * (fixed point as the definition writes it, or a count) grouped by thousands; one whose whole part
 * has more than 7 digits in scientific notation with its decimals, `exact` then the grouped whole
 * figure (the cell's title on hover). Any other text as it is.
 */
export function formatFigureCell(cell: string | number): { text: string; exact?: string } {
  const decimals = typeof cell === 'number' ? (Number.isInteger(cell) ? 0 : null) : fixedPointDecimals(cell);
  if (decimals === null) return { text: String(cell) };
  const grouped = groupThousands(String(cell));
  return Math.abs(Number(cell)) < 10 ** SCIENTIFIC_THRESHOLD_DIGITS
    ? { text: grouped }
    : { text: formatLargeNumber(Number(cell), decimals === 0 ? 2 : decimals), exact: grouped };
}

/** A quantity as shown: `decimals` fixed, grouped by thousands (m³ 3: 12,345.600; kWh 2). */
export const formatFixed = (value: number, decimals: number): string => groupThousands(value.toFixed(decimals));
