import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** Response header naming the request, as its log lines do (`reqId`). */
export const REQUEST_ID_HEADER = 'request-id';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer's errorCode, for the request line (null: no envelope was sent). */
    errorCode: number | null;
  }
}

export function noteErrorCode(request: FastifyRequest, errorCode: number): void {
  request.errorCode = errorCode;
}

const SECRET_KEY = /token|password|passwd|secret|code|sign|nonce|key|session/i;

/** The path with every query value that could be a secret replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept = [...params.keys()].map(
    (k) => `${encodeURIComponent(k)}=${SECRET_KEY.test(k) ? '***' : encodeURIComponent(params.get(k) ?? '')}`,
  );
  return `${url.slice(0, q)}?${kept.join('&')}`;
}

/**
 * fastify's request lines: none when a request comes in, one when its answer has gone (no
 * bodies, no headers, so no password or token ever reaches the log), on the request's logger
 * (so with its `reqId`); a 404 is that line alone.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    request.log.info({
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      errorCode: request.errorCode,
      ip: request.ip,
    });
  }
}

/** The request id on every answer, and the errorCode of its envelope for the request line. */
export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest('errorCode', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
