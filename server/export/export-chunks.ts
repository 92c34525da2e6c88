import type { CallContext } from '../http/context';
import { exportWindow } from '../http/paging';
import type { Handler } from '../http/route';
import type { CallDef } from '../../src/api/contract/define-call';

/** Rows the findPage gives an export at a time (its page cap of 50 is for the console's pages). */
export const EXPORT_CHUNK_ROWS = 2500;

/**
 * What tells a row from the others across a page boundary: its `id`, or for a row without one (a
 * notice's key is `noticeId`) the whole row, which holds its key.
 */
export const rowKey = (row: unknown): unknown => {
  const id = (row as { id?: unknown }).id;
  return id === undefined ? JSON.stringify(row) : id;
};

/**
 * The findPage's rows, a chunk at a time, up to `limit`: its own handler, asked page after page
 * (pages of EXPORT_CHUNK_ROWS, uncounted), each page when the file wants more (the writers pull),
 * so only a chunk is held. Each page is its own statement, so a slow download holds no connection
 * (the embedded engine has one). A row a write meanwhile pushed across a page boundary would come
 * twice: a row of the page before (by rowKey) is not written again.
 */
export async function* exportChunks(
  handler: Handler<CallDef>,
  filters: object,
  ctx: CallContext,
  limit: number,
  run: <T>(work: (ctx: CallContext) => Promise<T>) => Promise<T>,
): AsyncGenerator<unknown[]> {
  let before = new Set<unknown>();
  let written = 0;
  for (let page = 1; written < limit; page++) {
    const answer = (await run((chunkCtx) => handler(exportWindow(filters, page, EXPORT_CHUNK_ROWS), chunkCtx))) as { records: unknown[] };
    const rows = answer.records.filter((row) => !before.has(rowKey(row))).slice(0, limit - written);
    written += rows.length;
    if (rows.length > 0) yield rows;
    if (answer.records.length < EXPORT_CHUNK_ROWS) return;
    before = new Set(answer.records.map(rowKey));
  }
}
