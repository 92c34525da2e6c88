import type { FastifyInstance } from 'fastify';
import { GRANTS_HEADER } from '../../src/api/contract/headers';
import { REQUEST_ID_HEADER } from './request-log';

const ALLOWED_HEADERS = 'authorization, content-type, timestamp, nonce, sign, separate, x-merchant-key, idempotency-key';

/** Lets the listed origins (a portal on another port) call the API with credentials. */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !origins.includes(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', `${GRANTS_HEADER}, ${REQUEST_ID_HEADER}`);
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST');
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
      await reply.code(204).send();
    }
  });
  app.options('/*', async (_request, reply) => reply.code(204).send());
}
