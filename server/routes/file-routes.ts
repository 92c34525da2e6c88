import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileCalls } from '../../src/api/contract';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { actorOf, audited } from '../audit/audited';
import { isStorageKey } from '../files/file-storage';
import { sniffImageType } from '../files/sniff-image';
import { BusinessError, HttpError } from '../http/business-error';
import { userOf, type AppServices } from '../http/context';
import { envelope, sendEnvelope } from '../http/envelope';
import { serverMessages } from '../http/messages';
import type { RouteFn } from '../http/route';

export const FILES_URL_PREFIX = '/cpi/api-file/files/';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };

async function readFilePart(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new BusinessError(ErrorCode.FAILED, serverMessages.uploadTooLarge(`${maxBytes / 1_048_576}MB`));
    }
    throw error;
  }
}

function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch.charCodeAt(0) >= 32 && ch !== '\u007f').join('');
  return printable.slice(0, 200) || 'image';
}

export function registerFileRoutes(route: RouteFn): void {
  route(fileCalls.uploadFile, async (_input, ctx) => {
    const user = userOf(ctx);
    const maxBytes = ctx.services.config.uploadMaxBytes;
    let upload: { name: string; bytes: Buffer } | undefined;
    for await (const part of ctx.request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || upload) {
        throw new HttpError(400, ErrorCode.FAILED, serverMessages.fieldUnknown(part.fieldname));
      }
      upload = { name: cleanName(part.filename), bytes: await readFilePart(part, maxBytes) };
    }
    if (!upload || upload.bytes.length === 0) throw new BusinessError(ErrorCode.FAILED, serverMessages.uploadMissing);
    const type = await sniffImageType(upload.bytes);
    if (!type) throw new BusinessError(ErrorCode.FAILED, serverMessages.uploadWrongType);
    const ext = type === 'jpeg' ? 'jpg' : 'png';
    await ctx.commit();
    const stored = await ctx.services.storage.put(upload.bytes, ext);
    // Multipart calls are not run in the audited transaction (server/http/route.ts): the operation log needs its actor here.
    await audited(ctx.db, actorOf(user, ctx.ip, fileCalls.uploadFile, ctx.now), (trx) =>
      trx
        .insertInto('file')
        .values({
          key: stored.key,
          merchant_id: user.merchantId,
          user_id: user.id,
          name: upload.name,
          size: upload.bytes.length,
          type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
          created_at: ctx.now,
        })
        .execute(),
    );
    return { url: stored.url, name: upload.name, size: upload.bytes.length, type: CONTENT_TYPES[ext] ?? '' };
  });
}

/** Uploaded images, by their unguessable key: plain GETs, as `<img src>` cannot sign. */
export function registerFileServing(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { key: string } }>('/api-file/files/:key', async (request, reply) => {
    const { key } = request.params;
    const bytes = isStorageKey(key) ? await services.storage.read(key) : null;
    if (!bytes) return sendEnvelope(reply, 404, envelope(ErrorCode.FAILED, serverMessages.notFound, null));
    const ext = key.slice(key.lastIndexOf('.') + 1);
    return reply
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=86400')
      .type(CONTENT_TYPES[ext] ?? 'application/octet-stream')
      .send(bytes);
  });
}
