/**
 * An empty import template: the header row only, as UTF-8 with a BOM and CRLF, so Excel opens the
 * Chinese titles right and saves the file back in a form the import reads.
 */
export function csvTemplate(titles: readonly string[]): Blob {
  return new Blob([`\ufeff${titles.join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
