import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { CallDef } from '../../src/api/contract/define-call';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { touchSession } from '../auth/session-store';
import { actorOf, audited } from '../audit/audited';
import { GRANTS_HEADER } from '../../src/api/contract/headers';
import { resolveCaller, withToken } from './access';
import { BusinessError, HttpError } from './business-error';
import { RawResponse, type AppServices, type CallContext } from './context';
import { envelope, sendEnvelope } from './envelope';
import { serverMessages } from './messages';
import { parseFormBody, parseJsonBody, plainQuery } from './parse-body';
import { numbersFromQuery } from './query-input';
import { onceMoreIfLost } from '../db/errors';
import type { Database } from '../db/schema';
import { checkSignature, consumeNonce, nonceExpiry, signedPayload } from './signature-check';
import { validateInput } from './validate-input';
import type { PageHandlers } from '../export/page-handlers';

export type Handler<C extends CallDef> = (
  input: z.output<C['request']>, ctx: CallContext,
) => Promise<z.input<C['response']> | RawResponse>;

export type RouteFn = <C extends CallDef>(call: C, handler: Handler<C>) => void;

/** Calls whose input is the query string (and whose signature covers it). */
const fromQuery = (call: CallDef) => call.method === 'GET' || call.mode === 'multipart' || call.mode === 'query';

/** The call's input: the query for GET, multipart and query mode, the parsed body (plus any query) for POST. */
function readInput(call: CallDef, request: FastifyRequest): unknown {
  const query = plainQuery(request.query);
  if (call.mode === 'query') {
    // the signature covers the query only: an unsigned body is refused, not ignored
    if (typeof request.body === 'string' && request.body.trim() !== '') throw new HttpError(400, ErrorCode.FAILED, serverMessages.badRequest);
    return numbersFromQuery(call.request, query);
  }
  // a query string and a form carry text only: numbers are read as the schema wants them
  if (fromQuery(call)) return call.mode === 'multipart' ? query : numbersFromQuery(call.request, query);
  const raw = typeof request.body === 'string' ? request.body : '';
  const body = call.mode === 'form' ? numbersFromQuery(call.request, parseFormBody(raw)) : parseJsonBody(raw);
  for (const key of Object.keys(query)) {
    if (key in body) throw new HttpError(400, ErrorCode.FAILED, serverMessages.fieldInvalid(key));
  }
  return { ...query, ...body };
}

const ENTRY_ACCESS = new Set(['public', 'session', 'merchantKey']);

/**
 * Binds contract calls to handlers under the given (prefixed) instance. Every call goes through
 * the same steps, in an order that writes nothing for a refused request: rate limit, signature,
 * input validation (its refusal held until the caller is known), the caller, whose statement also
 * takes the nonce (replay), the work, then the session's last-seen time. A call with no session
 * takes its nonce on its own; a multipart call when its handler calls `ctx.commit()` after
 * checking the upload.
 *
 * A user's write runs in one transaction that names the actor, so that every row it changes lands
 * in the operation log with it, or not at all (server/audit). A read (`readOnly` in the contract)
 * runs its statements on their own; outside production in a READ ONLY transaction, so that a read
 * that writes fails its tests.
 * With a `table` (the contract's, for the product's routes), a call not in it is refused at start;
 * `pages` keeps the findPage handlers for the export (server/export).
 */
export function createRouter(
  app: FastifyInstance, services: AppServices, table?: ReadonlyMap<string, CallDef>, pages?: PageHandlers,
): RouteFn {
  const { config } = services;
  const checkReads = !config.production;
  const validateResponses = !config.production;

  return <C extends CallDef>(call: C, handler: Handler<C>): void => {
    if (table && table.get(call.path) !== call) throw new Error(`${call.path} is not a call of the contract's table (src/api/contract/call-table.ts)`);
    pages?.add(call, handler);
    const signQuery = fromQuery(call);
    const nonceWithCaller = withToken(call.access) && call.mode !== 'multipart';
    app.route({
      method: call.method,
      url: `/${call.path}`,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const ip = request.ip;
        const limiter = typeof call.access === 'string' && ENTRY_ACCESS.has(call.access) ? services.entryLimiter : services.limiter;
        if (!limiter.hit(ip)) throw new BusinessError(ErrorCode.TOO_FREQUENT);
        const now = config.now();
        const rawBody = typeof request.body === 'string' ? request.body : undefined;
        const signed = checkSignature(request, signedPayload(request, rawBody, signQuery), config.signSecret, now, config.signatureWindowMs);
        let input: z.output<C['request']> | undefined;
        let refusal: unknown;
        try {
          input = validateInput(call.request, readInput(call, request)) as z.output<C['request']>;
        } catch (error) {
          refusal = error;
        }
        const nonce = { value: signed.nonce, expiresAt: nonceExpiry(now, config.signatureWindowMs), takenBy: randomUUID() };
        const nonceTaken = nonceWithCaller && refusal === undefined;
        const caller = await resolveCaller(services, call.access, request, now, nonceTaken ? nonce : undefined);
        if (caller.user) reply.header(GRANTS_HEADER, caller.user.grantsStamp);
        if (refusal !== undefined) throw refusal;
        let committed: Promise<void> | undefined;
        const commit = () => (committed ??= (async () => {
          if (!nonceTaken) await consumeNonce(services.db, nonce);
          if (caller.session) await touchSession(services.db, caller.session, now);
        })());
        const ctx: CallContext = {
          services, db: services.db, request, ip, now, session: caller.session, user: caller.user, message: '', commit,
        };
        const inTransaction = async (trx: Transaction<Database>) => {
          const inside = { ...ctx, db: trx };
          const answer = await handler(input!, inside);
          ctx.message = inside.message; // the handler's success message (退款成功!, a replay's)
          ctx.afterCommit = inside.afterCommit;
          return answer;
        };
        let result: Awaited<ReturnType<Handler<C>>>;
        if (caller.user && call.mode !== 'multipart') {
          if (!call.readOnly) {
            result = await audited(services.db, actorOf(caller.user, ip, call, now), inTransaction);
            const after = await ctx.afterCommit?.();
            if (after !== undefined) result = after as typeof result;
          }
          // a read is sent again, once, if its connection was lost
          else if (checkReads) result = await onceMoreIfLost(() => services.db.transaction().setAccessMode('read only').execute(inTransaction));
          else result = await onceMoreIfLost(() => handler(input!, ctx));
          // the session's last-seen time after the call's transaction, not in it: a session's calls
          // at once would otherwise queue on its row for their whole transactions when a touch is due
          if (caller.session) await touchSession(services.db, caller.session, now);
        } else {
          // a multipart body is read by the handler, which commits once the upload is known to be good
          if (call.mode !== 'multipart') await commit();
          result = await handler(input!, ctx);
          await commit();
        }
        if (result instanceof RawResponse) {
          for (const [name, value] of Object.entries(result.headers)) reply.header(name, value);
          return reply.code(200).header('cache-control', 'no-store').type(result.contentType).send(result.body);
        }
        if (validateResponses) {
          const checked = call.response.safeParse(result);
          if (!checked.success) throw new Error(`response of ${call.path} breaks the contract: ${checked.error.message}`);
        }
        return sendEnvelope(reply, 200, envelope(ErrorCode.OK, ctx.message || '操作成功', result ?? null));
      },
    });
  };
}
