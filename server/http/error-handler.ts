import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { errorCodeMessages } from '../../src/api/contract/error-messages';
import { databaseUnavailable } from '../db/errors';
import { BusinessError, HttpError } from './business-error';
import { envelope, sendEnvelope } from './envelope';
import { serverMessages } from './messages';

/**
 * Every failure leaves as an envelope. A malformed request is a 4xx with a message; only a
 * fault of the server itself is a 500 with 9999 (logged with its stack, never shown to the
 * caller), so monitoring sees real faults and the console shows its error page. Logged on the
 * request's logger, so with its request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | BusinessError | HttpError, request, reply) => {
    if (error instanceof BusinessError) return sendEnvelope(reply, 200, envelope(error.errorCode, error.message, error.data));
    if (error instanceof HttpError) return sendEnvelope(reply, error.statusCode, envelope(error.errorCode, error.message, null));
    const status = error.statusCode;
    if (status === 413) return sendEnvelope(reply, 413, envelope(ErrorCode.FAILED, serverMessages.bodyTooLarge, null));
    if (status === 415) return sendEnvelope(reply, 415, envelope(ErrorCode.FAILED, serverMessages.unsupportedMediaType, null));
    if (status !== undefined && status >= 400 && status < 500) {
      return sendEnvelope(reply, status, envelope(ErrorCode.FAILED, serverMessages.badRequest, null));
    }
    if (databaseUnavailable(error)) {
      // the database restarted or failed over: busy, not broken (a write whose commit was lost is not retried)
      request.log.warn({ url: request.routeOptions.url ?? '', error: error.message });
      return sendEnvelope(reply, 503, envelope(ErrorCode.BUSY, errorCodeMessages[ErrorCode.BUSY] ?? '系统繁忙，请稍后再试', null));
    }
    request.log.error({ method: request.method, url: request.routeOptions.url ?? '', error: error.message, stack: error.stack });
    return sendEnvelope(reply, 500, envelope(ErrorCode.SYSTEM_ERROR, errorCodeMessages[ErrorCode.SYSTEM_ERROR] ?? '系统异常', null));
  });
  app.setNotFoundHandler((_request, reply) => sendEnvelope(reply, 404, envelope(ErrorCode.FAILED, serverMessages.notFound, null)));
}
