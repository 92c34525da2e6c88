import type { FastifyRequest } from 'fastify';
import type { CallDef } from '../../src/api/contract/define-call';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { HttpError } from './business-error';
import { serverMessages } from './messages';
import { parseFormBody, parseJsonBody, plainQuery } from './parse-body';
import { numbersFromQuery } from './query-input';

/** Calls whose input is the query string (and whose signature covers it). */
export const fromQuery = (call: CallDef) => call.method === 'GET' || call.mode === 'multipart' || call.mode === 'query';

/** The call's input: the query for GET, multipart and query mode, the parsed body (plus any query) for POST. */
export function inputOf(call: CallDef, request: FastifyRequest): unknown {
  const query = plainQuery(request.query);
  if (call.mode === 'query') {
    // the signature covers the query only: an unsigned body is refused, not ignored
    if (typeof request.body === 'string' && request.body.trim() !== '')
      throw new HttpError(400, ErrorCode.FAILED, serverMessages.badRequest);
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
