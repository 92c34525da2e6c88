import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * An XLSX file read as it is written: exceljs's streaming WorkbookWriter (no shared strings, no
 * styles) commits each row as it goes, so only the zip's window is held. A chunk of rows is made
 * once the response has taken what came before (drain), as the CSV's pull does.
 */
export function xlsxStream(sheetName: string, header: readonly string[], chunks: AsyncIterable<readonly (readonly (string | number)[])[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName);
  void (async () => {
    sheet.addRow([...header]).commit();
    for await (const rows of chunks) {
      for (const row of rows) sheet.addRow([...row]).commit();
      if (out.writableNeedDrain || out.readableLength > out.readableHighWaterMark) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
