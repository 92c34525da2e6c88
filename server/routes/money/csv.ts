/** One column of a CSV export: its Chinese header and how a row shows in it. */
export interface CsvColumn<T> { title: string; value: (row: T) => string | number }

const BOM = '\uFEFF';

/**
 * A text cell as Excel reads it safely: quoted when it holds a comma, quote or line break, and
 * prefixed with ' when it would start a formula (=, +, -, @ and control characters) and is not a number.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file: UTF-8 BOM (so Excel opens it as UTF-8), the header row, the rows, CRLF line ends. */
export function csvFile<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.title)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
