import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConsolePage } from './console-page';

/**
 * The console's page with the server's request-signing secret on its `<irr-console>` (its
 * `sign-secret` attribute): the bundle signs every call with it, and a production server refuses
 * the development default the page's files carry. The secret guards against tampering and replay,
 * not against a reader of the page (the element's docs say so), so the page may hold it.
 */
export function withSignSecret(html: string, secret: string): string {
  const escaped = secret.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const marked = html.replace(/<irr-console\b/, `<irr-console sign-secret="${escaped}"`);
  if (marked === html) throw new Error('the console page holds no <irr-console>');
  return marked;
}

interface Prepared {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * Sends the console's pages with the secret in them, each read, marked and compressed once (as the
 * build's .br and .gz copies are), with an ETag so that the browser's revalidation answers 304.
 */
export function signedPageSender(secret: string) {
  const pages = new Map<string, Prepared>();
  const prepared = (page: ConsolePage): Prepared => {
    const path = join(page.root, page.file);
    let found = pages.get(path);
    if (!found) {
      const plain = Buffer.from(withSignSecret(readFileSync(path, 'utf8'), secret));
      const etag = `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`;
      found = { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain), etag };
      pages.set(path, found);
    }
    return found;
  };
  return (request: FastifyRequest, reply: FastifyReply, page: ConsolePage) => {
    const { plain, br, gzip, etag } = prepared(page);
    reply.header('etag', etag).header('vary', 'Cookie, Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [body, encoding] = /\bbr\b/.test(accepted) ? [br, 'br'] : /\bgzip\b/.test(accepted) ? [gzip, 'gzip'] : [plain, undefined];
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  };
}
