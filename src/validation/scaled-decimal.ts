const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Plain decimal text of a number; exponent forms (below 1e-6) are expanded, 1e21 and above give null. */
function plainText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const fixed = value.toFixed(100);
  return /e/i.test(fixed) ? null : fixed;
}

/**
 * value x 10^decimals as an integer, rounded half away from zero on the decimal text itself
 * ('1.005' to 2 decimals is 101, where Math.round(1.005 * 100) gives 100). A number is read as
 * its shortest decimal text. Null for anything but a finite decimal, or beyond 2^53.
 */
export function toScaledInteger(value: string | number, decimals: number): number | null {
  const text = typeof value === 'number' ? plainText(value) : value.trim();
  const match = text === null ? null : DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const digits = (fraction + '0'.repeat(decimals + 1)).slice(0, decimals + 1);
  const truncated = Number(whole + digits.slice(0, decimals));
  const scaled = truncated + (Number(digits[decimals]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(scaled)) return null;
  return sign === '-' && scaled !== 0 ? -scaled : scaled;
}

/** Text of an integer scaled by 10^decimals: formatScaled(333, 2) is '3.33', formatScaled(-5, 2) is '-0.05'. */
export function formatScaled(scaled: number, decimals: number): string {
  const sign = scaled < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(scaled))).padStart(decimals + 1, '0');
  if (decimals === 0) return sign + digits;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
