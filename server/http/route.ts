import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { CallDef } from '../../src/api/contract/define-call';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { touchSession } from '../auth/session-store';
import { actorOf, audited } from '../audit/audited';
import { GRANTS_HEADER } from '../../src/api/contract/headers';
import { resolveCaller } from './access';
import { BusinessError, HttpError } from './business-error';
import { RawResponse, type AppServices, type CallContext } from './context';
import { envelope, sendEnvelope } from './envelope';
import { serverMessages } from './messages';
import { parseFormBody, parseJsonBody, plainQuery } from './parse-body';
import { numbersFromQuery } from './query-input';
import { checkSignature, consumeNonce, nonceExpiry, signedPayload } from './signature-check';
import { validateInput } from './validate-input';

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
 * caller, input validation, then the nonce (replay) and the session's last-seen time (for
 * multipart calls, when the handler calls `ctx.commit()` after checking the upload).
 * With a `table` (the contract's, for the product's routes), a call not in it is refused at start.
 */
export function createRouter(app: FastifyInstance, services: AppServices, table?: ReadonlyMap<string, CallDef>): RouteFn {
  const { config } = services;
  const validateResponses = !config.production;

  return <C extends CallDef>(call: C, handler: Handler<C>): void => {
    if (table && table.get(call.path) !== call) throw new Error(`${call.path} is not a call of the contract's table (src/api/contract/call-table.ts)`);
    const signQuery = fromQuery(call);
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
        const caller = await resolveCaller(services, call.access, request, now);
        if (caller.user) reply.header(GRANTS_HEADER, caller.user.grantsStamp);
        const input = validateInput(call.request, readInput(call, request)) as z.output<C['request']>;
        // A user's call runs in one transaction that knows who is acting, so that every row it
        // changes lands in the operation log with it, or not at all (server/audit); its nonce is
        // taken in the same transaction's first statement.
        const inOneTransaction = caller.user !== undefined && call.mode !== 'multipart';
        let committed: Promise<void> | undefined;
        const commit = () => (committed ??= (async () => {
          if (!inOneTransaction) await consumeNonce(services.db, signed.nonce, now, config.signatureWindowMs);
          if (caller.session) await touchSession(services.db, caller.session, now);
        })());
        const ctx: CallContext = {
          services, db: services.db, request, ip, now, session: caller.session, user: caller.user, message: '', commit,
        };
        // A multipart body is read by the handler, which commits once the upload is known to be good.
        if (call.mode !== 'multipart' && !inOneTransaction) await commit();
        const result = inOneTransaction
          ? await audited(services.db, actorOf(caller.user!, ip, call, now), async (trx) => {
            const inTransaction = { ...ctx, db: trx };
            const answer = await handler(input, inTransaction);
            ctx.message = inTransaction.message; // the handler's success message (退款成功!, a replay's)
            return answer;
          }, { value: signed.nonce, expiresAt: nonceExpiry(now, config.signatureWindowMs) })
          : await handler(input, ctx);
        // the session's last-seen time after the call's transaction, not in it: a session's calls
        // at once would otherwise queue on its row for their whole transactions when a touch is due
        if (inOneTransaction && caller.session) await touchSession(services.db, caller.session, now);
        else await commit();
        if (result instanceof RawResponse) {
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
