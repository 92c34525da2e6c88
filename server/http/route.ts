import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { CallDef } from '../../src/api/contract/define-call';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { touchSession } from '../auth/session-store';
import { actorOf, audited } from '../audit/audited';
import { callHooks } from './call-hooks';
import { callStateOf } from './call-state';
import { RawResponse, type CallContext } from './context';
import { envelope, sendEnvelope } from './envelope';
import { onceMoreIfLost } from '../db/errors';
import type { Database } from '../db/schema';
import { consumeNonce } from './signature-check';
import type { PageHandlers } from '../export/page-handlers';

export type Handler<C extends CallDef> = (input: z.output<C['request']>, ctx: CallContext) => Promise<z.input<C['response']> | RawResponse>;

export type RouteFn = <C extends CallDef>(call: C, handler: Handler<C>) => void;

/**
 * The work of a call whose steps (call-hooks.ts) let it through, then the session's last-seen
 * time. A call with no session takes its nonce on its own; a multipart call when its handler
 * calls `ctx.commit()` after checking the upload.
 *
 * A user's write runs in one transaction that names the actor, so that every row it changes lands
 * in the operation log with it, or not at all (server/audit). A read (`readOnly` in the contract)
 * runs its statements on their own; outside production in a READ ONLY transaction, so that a read
 * that writes fails its tests.
 */
function work<C extends CallDef>(call: C, handler: Handler<C>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { services } = request.server;
    const checks = !services.config.production;
    const { now, nonce, nonceTaken, caller } = callStateOf(request);
    const { session, user } = caller!;
    const input = callStateOf(request).input as z.output<C['request']>;
    let committed: Promise<void> | undefined;
    const commit = () =>
      (committed ??= (async () => {
        if (!nonceTaken) await consumeNonce(services.db, nonce!);
        if (session) await touchSession(services.db, session, now);
      })());
    const ctx: CallContext = { services, db: services.db, request, ip: request.ip, now, session, user, message: '', commit };
    const inTransaction = async (trx: Transaction<Database>) => {
      const inside = { ...ctx, db: trx };
      const answer = await handler(input, inside);
      ctx.message = inside.message; // the handler's success message (退款成功!, a replay's)
      ctx.afterCommit = inside.afterCommit;
      return answer;
    };
    let result: Awaited<ReturnType<Handler<C>>>;
    if (user && call.mode !== 'multipart') {
      if (!call.readOnly) {
        result = await audited(services.db, actorOf(user, ctx.ip, call, now), inTransaction);
        const after = await ctx.afterCommit?.();
        if (after !== undefined) result = after as typeof result;
      }
      // a read is sent again, once, if its connection was lost
      else if (checks) result = await onceMoreIfLost(() => services.db.transaction().setAccessMode('read only').execute(inTransaction));
      else result = await onceMoreIfLost(() => handler(input, ctx));
      // the session's last-seen time after the call's transaction, not in it: a session's calls
      // at once would otherwise queue on its row for their whole transactions when a touch is due
      if (session) await touchSession(services.db, session, now);
    } else {
      // a multipart body is read by the handler, which commits once the upload is known to be good
      if (call.mode !== 'multipart') await commit();
      result = await handler(input, ctx);
      await commit();
    }
    if (result instanceof RawResponse) {
      for (const [name, value] of Object.entries(result.headers)) reply.header(name, value);
      return reply.code(200).header('cache-control', 'no-store').type(result.contentType).send(result.body);
    }
    if (checks) {
      const checked = call.response.safeParse(result);
      if (!checked.success) throw new Error(`response of ${call.path} breaks the contract: ${checked.error.message}`);
    }
    return sendEnvelope(reply, 200, envelope(ErrorCode.OK, ctx.message || '操作成功', result ?? null));
  };
}

/**
 * Binds contract calls to handlers under the given (prefixed) instance: each route runs the
 * call's steps as its hooks (call-hooks.ts), then the work. With a `table` (the contract's, for
 * the product's routes), a call not in it is refused at start; `pages` keeps the findPage
 * handlers for the export (server/export).
 */
export function createRouter(app: FastifyInstance, table?: ReadonlyMap<string, CallDef>, pages?: PageHandlers): RouteFn {
  return <C extends CallDef>(call: C, handler: Handler<C>): void => {
    if (table && table.get(call.path) !== call)
      throw new Error(`${call.path} is not a call of the contract's table (src/api/contract/call-table.ts)`);
    pages?.add(call, handler);
    app.route({ method: call.method, url: `/${call.path}`, config: { call }, ...callHooks, handler: work(call, handler) });
  };
}
