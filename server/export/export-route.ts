import { permissionsOf } from '../../src/api/contract/call-table';
import type { CallDef } from '../../src/api/contract/define-call';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { EXPORT_CAPPED_HEADER, MAX_EXPORT_ROWS, exportRows } from '../../src/api/contract/export';
import { columnTitle } from '../../src/api/contract/export-columns';
import { EXPORT_TABLE, exportColumnsOf, type ExportSpec } from '../../src/api/contract/export-table';
import { hasPermission, type UserIdentity } from '../auth/user-identity';
import { BusinessError, HttpError } from '../http/business-error';
import { RawResponse, userOf, type CallContext } from '../http/context';
import type { RouteFn } from '../http/route';
import { validateInput } from '../http/validate-input';
import { personalizedNamesOf } from '../routes/personalized-names';
import { csvStream } from './csv-stream';
import { exportChunks } from './export-chunks';
import { exportMessages as msg } from './export-messages';
import { isFindPage, type PageHandlers } from './page-handlers';
import { sheetNameOf, xlsxStream } from './xlsx-stream';

const refuse = (message: string) => new HttpError(400, ErrorCode.FAILED, message);

/** The findPage an export names, if the caller may call it (and press the page's export button). */
function exportedCall(path: string, table: ReadonlyMap<string, CallDef>, pages: PageHandlers, user: UserIdentity) {
  const call = table.get(path);
  if (!call) throw refuse(msg.unknownCall(path));
  const page = pages.get(path);
  if (!page || !isFindPage(call)) throw refuse(msg.notFindPage(path));
  const spec: ExportSpec | undefined = EXPORT_TABLE.get(path);
  if (!spec) throw refuse(msg.notExportable(path));
  // the findPage's own access, checked as the router checks it, then the export button's
  if (call.access !== 'user' && typeof call.access !== 'object') throw refuse(msg.notExportable(path));
  const needed = [...(permissionsOf(call.access) ?? [])];
  if (needed.length > 0 && !needed.some((p) => hasPermission(user, p))) throw new BusinessError(ErrorCode.NO_PERMISSION);
  if (spec.permission && !hasPermission(user, spec.permission)) throw new BusinessError(ErrorCode.NO_PERMISSION);
  return { call, handler: page.handler, spec };
}

/**
 * Each chunk's statements on their own: in a READ ONLY transaction outside production, as the
 * router runs a read. The first chunk, read while the call runs, uses the call's own (the
 * embedded engine's one connection is the call's until it answers).
 */
function chunkRunner(ctx: CallContext, inCall: () => boolean) {
  const { db, config } = ctx.services;
  return <T>(work: (c: CallContext) => Promise<T>): Promise<T> => {
    if (inCall()) return work(ctx);
    if (config.production) return work({ ...ctx, db });
    return db
      .transaction()
      .setAccessMode('read only')
      .execute((trx) => work({ ...ctx, db: trx }));
  };
}

/**
 * common/export: a findPage's rows as CSV or XLSX, streamed (see exportChunks). Everything that
 * can refuse is checked, and the first chunk read, before the file starts: a refusal is an
 * envelope, never half a file. More than MAX_EXPORT_ROWS rows: the first ones, and the header
 * EXPORT_CAPPED_HEADER says how many were written. A report ends with its totals row (合计), of
 * the whole range, as its table does.
 */
export function registerExportRoute(route: RouteFn, table: ReadonlyMap<string, CallDef>, pages: PageHandlers): void {
  route(exportRows, async (input, ctx) => {
    const user = userOf(ctx);
    const { call, handler, spec } = exportedCall(input.call, table, pages, user);
    const filters = validateInput(call.request, input.filters ?? {}) as object;
    const names = await personalizedNamesOf(ctx.db, user.merchantId);
    // the findPage's own total (one page of one row) tells whether the file is cut
    const answer = (await handler({ ...filters, page: 1, size: 1 }, ctx)) as { total: number };
    const { total } = answer;
    // a column with permissions, as the table shows it: only to a user holding one
    const columns = exportColumnsOf(spec, filters, answer).filter(
      (c) => !c.permissions || c.permissions.some((p) => hasPermission(user, p)),
    );
    const totals = total > 0 ? spec.totals?.(answer as never) : undefined;
    let inCall = true;
    const chunks = exportChunks(
      handler,
      filters,
      ctx,
      MAX_EXPORT_ROWS,
      chunkRunner(ctx, () => inCall),
    );
    const first = await chunks.next();
    inCall = false;
    async function* cells() {
      if (!first.done) yield first.value.map((row) => columns.map((c) => c.text(row as never)));
      for await (const rows of chunks) yield rows.map((row) => columns.map((c) => c.text(row as never)));
      if (totals !== undefined) yield [columns.map((c) => c.text(totals as never))];
    }
    const header = columns.map((c) => columnTitle(c, names));
    const name = `${call.path.replace(/\//g, '-')}.${input.format}`;
    const headers: Record<string, string> = { 'content-disposition': `attachment; filename="${name}"` };
    if (total > MAX_EXPORT_ROWS) headers[EXPORT_CAPPED_HEADER] = String(MAX_EXPORT_ROWS);
    return input.format === 'csv'
      ? new RawResponse('text/csv; charset=utf-8', csvStream(header, cells()), headers)
      : new RawResponse(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          xlsxStream(sheetNameOf(input.title), header, cells()),
          headers,
        );
  });
}
