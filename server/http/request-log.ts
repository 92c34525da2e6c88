import type { FastifyInstance, FastifyRequest } from 'fastify';

const errorCodes = new WeakMap<FastifyRequest, number>();

export function noteErrorCode(request: FastifyRequest, errorCode: number): void {
  errorCodes.set(request, errorCode);
}

const SECRET_KEY = /token|password|passwd|secret|code|sign|nonce|key|session/i;

/** The path with every query value that could be a secret replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept = [...params.keys()].map((k) => `${encodeURIComponent(k)}=${SECRET_KEY.test(k) ? '***' : encodeURIComponent(params.get(k) ?? '')}`);
  return `${url.slice(0, q)}?${kept.join('&')}`;
}

/** One JSON line per request: no bodies, no headers, so no password or token ever reaches the log. */
export function registerRequestLog(app: FastifyInstance, log: (line: string) => void): void {
  app.addHook('onResponse', async (request, reply) => {
    log(JSON.stringify({
      time: new Date().toISOString(),
      reqId: request.id,
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      errorCode: errorCodes.get(request) ?? null,
      ip: request.ip,
    }));
  });
}
