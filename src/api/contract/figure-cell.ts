/**
 * A figure as a table's one definition writes it (`toFixed`: 12.50, 0.599, -3.00): fixed point with
 * at most 15 whole digits and 6 decimals, so that it is a number exactly. Other text (card numbers,
 * mobiles, dates, codes) is not one, whatever its digits: the decimal point is what marks a figure.
 */
const FIXED_POINT = /^-?(?:0|[1-9]\d{0,14})\.(\d{1,6})$/;

/** The decimals of a cell that is a figure written in fixed point; null for any other text. */
export const fixedPointDecimals = (text: string): number | null => FIXED_POINT.exec(text)?.[1]?.length ?? null;

/** A figure's text ('-1234567.50', '12345') with its whole part grouped by thousands ('-1,234,567.50'); other text as it is. */
export function groupThousands(text: string): string {
  const figure = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!figure) return text;
  const [, sign, whole = '', decimals = ''] = figure;
  return sign + whole.replace(/\B(?=(\d{3})+$)/g, ',') + decimals;
}
