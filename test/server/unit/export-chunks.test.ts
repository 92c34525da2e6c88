import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EXPORT_CHUNK_ROWS, exportChunks } from '../../../server/export/export-chunks';
import type { CallContext } from '../../../server/http/context';
import type { Handler } from '../../../server/http/route';
import type { CallDef } from '../../../src/api/contract/define-call';

/** A findPage over a list, newest first; `afterPage` may change the list between pages (a concurrent write). */
function listHandler(rows: object[], afterPage: (page: number) => void = () => {}): Handler<CallDef> {
  return (async (input: { page: number; size: number }) => {
    const records = rows.slice((input.page - 1) * input.size, input.page * input.size);
    afterPage(input.page);
    return { records, total: 0, page: input.page, size: input.size };
  }) as unknown as Handler<CallDef>;
}

async function written(handler: Handler<CallDef>, limit = 100_000): Promise<object[]> {
  const out: object[] = [];
  const run = <T>(work: (ctx: CallContext) => Promise<T>) => work({} as CallContext);
  for await (const rows of exportChunks(handler, {}, {} as CallContext, limit, run)) out.push(...(rows as object[]));
  return out;
}

describe('exportChunks: a findPage page after page', () => {
  const n = EXPORT_CHUNK_ROWS * 2 + 7;

  test('rows without an id (notices: noticeId) come every one, once, past the first chunk', async () => {
    const notices = Array.from({ length: n }, (_, i) => ({ noticeId: n - i, title: `第${n - i}期`, read: false }));
    assert.deepEqual(await written(listHandler(notices)), notices);
  });

  test('a row an insert pushes across a page boundary is written once, with or without an id', async () => {
    for (const make of [(i: number) => ({ id: i }), (i: number) => ({ noticeId: i, title: 't' })]) {
      const rows = Array.from({ length: n }, (_, i) => make(n - i));
      const before = [...rows];
      const handler = listHandler(rows, (page) => {
        if (page === 1) rows.unshift(make(n + 1));
      });
      assert.deepEqual(await written(handler), before);
    }
  });

  test('stops at the limit', async () => {
    const rows = Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
    assert.equal((await written(listHandler(rows), EXPORT_CHUNK_ROWS + 3)).length, EXPORT_CHUNK_ROWS + 3);
  });
});
