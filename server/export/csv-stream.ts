import { Readable } from 'node:stream';
import { CSV_BOM, csvLine } from './csv';

/**
 * A CSV file read as it is written: the BOM and header, then a chunk of lines each time the
 * response wants more (Readable.from pulls: a slow download slows the queries, it does not pile up rows).
 */
export function csvStream(header: readonly string[], chunks: AsyncIterable<readonly (readonly (string | number)[])[]>): Readable {
  async function* lines() {
    yield Buffer.from(CSV_BOM + csvLine(header));
    for await (const rows of chunks) yield Buffer.from(rows.map(csvLine).join(''));
  }
  return Readable.from(lines(), { objectMode: false });
}
