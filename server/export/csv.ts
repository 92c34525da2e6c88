/** The UTF-8 byte order mark: Excel opens a CSV that starts with it as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * Digits Excel would read as a number and show mangled: a leading 0 (dropped) or 12 digits and more
 * (a card number shown as 2.60728E+11, past 15 digits changed). Mobile numbers (11) are safe.
 */
const MANGLED_DIGITS = /^(0\d+|\d{12,})$/;

/**
 * A text cell as Excel reads it safely: quoted when it holds a comma, quote or line break, and
 * prefixed with ' when it would start a formula (=, +, -, @ and control characters) and is not a
 * number. Digits Excel would mangle are written ="…", Excel's text literal (the one formula written,
 * and it holds digits alone).
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  if (MANGLED_DIGITS.test(value)) return `"=""${value}"""`;
  const text = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of guarded cells, with its CRLF. */
export const csvLine = (cells: readonly (string | number)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A whole CSV file: the BOM, the header line, the rows, CRLF line ends. */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return CSV_BOM + csvLine(header) + rows.map(csvLine).join('');
}
