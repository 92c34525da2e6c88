import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { Worksheet } from 'exceljs';
import { EXPORT_SHEET_NAME } from '../../src/api/contract/export';
import { fixedPointDecimals } from '../../src/api/contract/figure-cell';

/**
 * A sheet name Excel takes: none of []:*?/\\ nor control characters, no ' at either end, at most 31
 * UTF-16 units, not blank and not Excel's reserved History; else EXPORT_SHEET_NAME.
 */
export function sheetNameOf(title: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const chars = [...(title ?? '').replace(/[[\]:*?/\\\u0000-\u001f\u007f]/g, ' ').trim()];
  while (chars.join('').length > 31) chars.pop();
  const name = chars
    .join('')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim();
  return name === '' || name.toLowerCase() === 'history' ? EXPORT_SHEET_NAME : name;
}

/** The sheet's number format of a figure: thousands grouped, its decimals (#,##0.00); integers #,##0. */
const numberFormat = (decimals: number): string => (decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(decimals)}`);

/**
 * A row's cells as the sheet keeps them: figures written in fixed point as numbers, and counts
 * (integers), each with a format grouping thousands and showing the figure's decimals.
 */
function addRow(sheet: Worksheet, cells: readonly (string | number)[]): void {
  const decimals = cells.map((cell) => (typeof cell === 'number' ? (Number.isInteger(cell) ? 0 : null) : fixedPointDecimals(cell)));
  const row = sheet.addRow(cells.map((cell, i) => (decimals[i] !== null ? Number(cell) : cell)));
  decimals.forEach((d, i) => {
    if (d !== null) row.getCell(i + 1).numFmt = numberFormat(d);
  });
  row.commit();
}

/**
 * exceljs, loaded at the first XLSX export: it and the zip packages under it cost half a second of
 * CPU to load, paid otherwise by every start of the server (each test file, each child server).
 */
const loadExcelJs = async () => (await import('exceljs')).default;

/**
 * An XLSX file read as it is written: exceljs's streaming WorkbookWriter (no shared strings) commits
 * each row as it goes, so only the zip's window is held. Figures are numbers Excel sums, shown with
 * the decimals the columns gave them; identifiers stay text. A chunk of rows is made once the
 * response has taken what came before (drain), as the CSV's pull does.
 */
export function xlsxStream(
  sheetName: string,
  header: readonly string[],
  chunks: AsyncIterable<readonly (readonly (string | number)[])[]>,
): Readable {
  const out = new PassThrough();
  void (async () => {
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    const sheet = workbook.addWorksheet(sheetName);
    sheet.addRow([...header]).commit();
    for await (const rows of chunks) {
      for (const row of rows) addRow(sheet, row);
      if (out.writableNeedDrain || out.readableLength > out.readableHighWaterMark)
        await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
