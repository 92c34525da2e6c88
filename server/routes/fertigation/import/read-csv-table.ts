import { CsvError, parse } from 'csv-parse/sync';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportColumn } from '../../../../src/api/contract/fertigation/import';
import { UnreadableFile, decodeCsvBytes } from './decode-csv-bytes';
import { importMessages as msg } from './import-messages';
import { ImportProblems, refuseFile } from './import-problems';

/** One data row: `line` is the row number Excel shows (the header is 1); cells trimmed, '' when absent. */
export interface CsvRow<K extends string> {
  line: number;
  values: Record<K, string>;
}

const normalTitle = (cell: string) => cell.replace(/^[\s*]+|[\s*]+$/g, '');

/** Which column each header cell is (undefined: a blank title); unknown, repeated or missing titles are line-1 failures. */
function readHeader(cells: string[], columns: readonly ImportColumn[]): (ImportColumn | undefined)[] {
  const problems = new ImportProblems();
  const seen = new Set<string>();
  const mapped = cells.map((cell) => {
    const title = normalTitle(cell);
    if (title === '') return undefined;
    const column = columns.find((c) => c.title === title || c.aliases.includes(title));
    if (!column) problems.add(1, msg.unknownColumn(title));
    else if (seen.has(column.key)) problems.add(1, msg.repeatedColumn(column.title));
    else seen.add(column.key);
    return column;
  });
  for (const c of columns) if (c.required && !seen.has(c.key)) problems.add(1, msg.missingColumn(c.title));
  problems.throwIfAny();
  return mapped;
}

function parseRecords(text: string): string[][] {
  try {
    // Blank lines are kept as records so that record numbers stay the row numbers Excel shows.
    return parse(text, { relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const problems = new ImportProblems();
    const line = Number(error.records ?? 0) + 1;
    problems.add(line, msg.unreadable(error.code === 'CSV_QUOTE_NOT_CLOSED' ? msg.quoteNotClosed : msg.badQuote));
    problems.throwIfAny();
    throw error;
  }
}

/**
 * The data rows of an import file, by column key. Refuses the whole file when it is too large,
 * not CSV text, has no data rows or more than IMPORT_MAX_ROWS, or a header that does not name
 * the columns; a cell under no column is added to `problems` for its row. Blank rows are skipped.
 */
export function readCsvTable<K extends string>(
  bytes: Uint8Array,
  columns: readonly (ImportColumn & { key: K })[],
  problems: ImportProblems,
): CsvRow<K>[] {
  if (bytes.length > IMPORT_MAX_BYTES) throw refuseFile(msg.tooLarge(IMPORT_MAX_BYTES / 1024));
  let text: string;
  try {
    text = decodeCsvBytes(bytes);
  } catch (error) {
    if (error instanceof UnreadableFile) throw refuseFile(error.message);
    throw error;
  }
  if (text.trim() === '') throw refuseFile(msg.empty);
  const [header = [], ...records] = parseRecords(text);
  const columnAt = readHeader(header, columns);
  const rows: CsvRow<K>[] = [];
  records.forEach((record, i) => {
    const cells = record.map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) return;
    const line = i + 2;
    const values = Object.fromEntries(columns.map((c) => [c.key, ''])) as Record<K, string>;
    cells.forEach((cell, at) => {
      const column = columnAt[at];
      if (column) values[column.key as K] = cell;
      else if (cell !== '') problems.add(line, msg.untitledData(at + 1));
    });
    rows.push({ line, values });
  });
  if (rows.length === 0) throw refuseFile(msg.noRows);
  if (rows.length > IMPORT_MAX_ROWS) throw refuseFile(msg.tooManyRows(rows.length, IMPORT_MAX_ROWS));
  return rows;
}

/** The columns by key, for naming them in failures. */
export function columnsByKey<K extends string>(columns: readonly (ImportColumn & { key: K })[]): Record<K, ImportColumn> {
  const byKey = {} as Record<K, ImportColumn>;
  for (const c of columns) byKey[c.key] = c;
  return byKey;
}
