import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { ErrorCode } from '../../src/api/contract/error-codes';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { sameSecret } from '../http/access';
import { HttpError } from '../http/business-error';
import { envelope, sendEnvelope } from '../http/envelope';
import { registerErrorHandler } from '../http/error-handler';
import { validateInput } from '../http/validate-input';
import { addMerchant } from './add-merchant';
import { listMerchants, merchantById } from './merchant-list';
import { addMerchantInput, merchantId, merchantLinesInput } from './merchant-input';
import { resumeMerchant, setMerchantLines, suspendMerchant } from './merchant-state';
import { addWell, listWells } from './merchant-wells';
import { platformMessages as msg } from './platform-messages';
import { addWellInput } from './well-input';

export const PLATFORM_PREFIX = '/platform';

const idParams = z.strictObject({ id: merchantId });

/** The request's JSON body: none is `{}`; anything not JSON is 400 with its message. */
function jsonBody(request: FastifyRequest): unknown {
  const text = typeof request.body === 'string' ? request.body : '';
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, ErrorCode.FAILED, msg.badJson);
  }
}

const ok = (reply: FastifyReply, data: unknown, status = 200) =>
  sendEnvelope(reply.header('cache-control', 'no-store'), status, envelope(0, 'ok', data));

/**
 * The platform's API (server/docs/platform.md) under /platform, outside /cpi: no signature, no
 * session, but `Authorization: Bearer <IRR_PLATFORM_KEY>` (401 otherwise); without a key
 * configured there is no API at all (404), as /metrics without its token. Answers are the
 * server's envelopes; bad input is 400, an unknown merchant 404, a conflict 409, never a 500.
 */
export function registerPlatformRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; config: ServerConfig }): void {
  const key = opts.config.platformKey;
  if (!key) return;
  const { db, config } = opts;
  const origin = (request: FastifyRequest) => ({ ip: request.ip, now: config.now() });
  void app.register(
    async (api) => {
      registerErrorHandler(api);
      // the body stays text, so that a malformed one gets our words, not the parser's
      api.removeAllContentTypeParsers();
      api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      api.addHook('onRequest', async (request, reply) => {
        const header = request.headers.authorization;
        const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
        if (!given || !sameSecret(given, key)) {
          reply.header('www-authenticate', 'Bearer');
          throw new HttpError(401, ErrorCode.FAILED, msg.missingKey);
        }
      });

      api.get('/merchants', async (_request, reply) => ok(reply, { merchants: await listMerchants(db) }));
      api.get('/merchants/:id', async (request, reply) => {
        const { id } = validateInput(idParams, request.params);
        const merchant = await merchantById(db, id);
        if (!merchant) throw new HttpError(404, ErrorCode.FAILED, msg.merchantNotFound);
        return ok(reply, merchant);
      });
      api.post('/merchants', async (request, reply) => {
        const input = validateInput(addMerchantInput, jsonBody(request));
        return ok(reply, await addMerchant(db, input, { ...origin(request), passwordLogN: config.passwordLogN }), 201);
      });
      api.post('/merchants/:id/suspend', async (request, reply) => {
        const { id } = validateInput(idParams, request.params);
        return ok(reply, await suspendMerchant(db, id, origin(request)));
      });
      api.post('/merchants/:id/resume', async (request, reply) => {
        const { id } = validateInput(idParams, request.params);
        return ok(reply, await resumeMerchant(db, id, origin(request)));
      });
      api.put('/merchants/:id/lines', async (request, reply) => {
        const { id } = validateInput(idParams, request.params);
        const { lines } = validateInput(merchantLinesInput, jsonBody(request));
        return ok(reply, await setMerchantLines(db, id, lines, origin(request)));
      });
      api.get('/merchants/:id/wells', async (request, reply) => {
        const { id } = validateInput(idParams, request.params);
        return ok(reply, { wells: await listWells(db, id) });
      });
      api.post('/merchants/:id/wells', async (request, reply) => {
        const { id } = validateInput(idParams, request.params);
        const input = validateInput(addWellInput, jsonBody(request));
        return ok(reply, await addWell(db, id, input, origin(request)), 201);
      });
    },
    { prefix: PLATFORM_PREFIX },
  );
}
