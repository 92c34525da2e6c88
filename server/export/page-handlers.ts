import type { CallDef } from '../../src/api/contract/define-call';
import type { Handler } from '../http/route';

/**
 * Whether a call is a findPage: a read whose input takes `page` and `size` and whose answer is
 * `{ records, total, page, size }` (findPage, findPageValve...). Read from the contract's schemas,
 * so no list of paths is kept.
 */
export function isFindPage(call: CallDef): boolean {
  const shape = (schema: unknown) => (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } })._zod?.def?.shape;
  const request = shape(call.request);
  const response = shape(call.response);
  return (
    call.readOnly === true &&
    call.method === 'POST' &&
    call.mode === 'json' &&
    !!request &&
    'page' in request &&
    'size' in request &&
    !!response &&
    'records' in response &&
    'total' in response
  );
}

type AnyHandler = Handler<CallDef>;

/**
 * The findPage handlers as the router registered them, by path: an export (common/export) runs the
 * call's own handler, so its rows are filtered and scoped exactly as the table's pages are.
 */
export class PageHandlers {
  private readonly byPath = new Map<string, { call: CallDef; handler: AnyHandler }>();

  /** Keeps the handler when the call is a findPage (the router calls it for every route). */
  add<C extends CallDef>(call: C, handler: Handler<C>): void {
    if (isFindPage(call)) this.byPath.set(call.path, { call, handler: handler as unknown as AnyHandler });
  }

  get(path: string): { call: CallDef; handler: AnyHandler } | undefined {
    return this.byPath.get(path);
  }
}
