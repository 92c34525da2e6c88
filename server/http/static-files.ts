import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consolePageFor } from './console-page';
import { signedPageSender } from './console-page-secret';
import { CSP_HEADER, filePolicy } from './security-headers';

export interface StaticOptions {
  /** Folder of the package: `demo/` and `dist/` are served from it. */
  root: string;
  /**
   * The server's request-signing secret (IRR_SIGN_SECRET) when it is not the development default:
   * the console's page then carries it (console-page-secret.ts), else the page's files sign with
   * the default and a production server refuses every call (认证信息已过期).
   */
  signSecret?: string;
}

/** A file whose name changes with its content: any cache may keep it for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A file under a stable name (an entry, a page): kept, but revalidated (ETag, 304) before each use. */
export const REVALIDATE = 'no-cache';

/**
 * Rollup names every chunk of the split builds `<build>/chunks/<name>-<hash>.js` (the CDN build's
 * `cdn/chunks/<hash>.js`), the hash being of the chunk's content (scripts/build-chunks.mjs,
 * rollup.config.mjs); the entries keep stable names.
 */
const HASHED_CHUNK = /^[^/]+\/chunks\/(?:[^/]+-)?[\w-]{8}\.js$/;

/** The Cache-Control of a file of `dist/`, by its path in it (a `.br`/`.gz` copy as its file). */
export function distCacheControl(path: string): string {
  return HASHED_CHUNK.test(path.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : REVALIDATE;
}

/** A page's Content-Security-Policy, which names its own `<style>` elements (security-headers.ts). */
function setPagePolicy(reply: FastifyReply, path: string): void {
  const file = path.replace(/\.(br|gz)$/, '');
  if (file.endsWith('.html')) reply.header(CSP_HEADER, filePolicy(file));
}

/**
 * Serves the demo pages at `/` and the bundles under `/dist/`. Any other GET that is not an API
 * call or a file answers the standalone console page, so reloading on a business route
 * (history mode) stays on that route. Where the console starts on its login, that page comes with
 * the login already rendered into it, once built (console-page.ts).
 *
 * `npm run build` writes a brotli and a gzip copy next to every text file of `dist/`
 * (scripts/precompress.ts): the bundles are sent in the best encoding the request accepts (br, then
 * gzip, else as they are) with `Vary: Accept-Encoding`. Hashed chunks are cached for good; entries
 * and pages are revalidated each time (`no-cache`, answered 304 while their ETag holds).
 */
export async function registerStaticFiles(app: FastifyInstance, opts: StaticOptions): Promise<void> {
  const demo = join(opts.root, 'demo');
  const dist = join(opts.root, 'dist');
  if (!existsSync(demo)) return;
  // The demo pages are small sources, sent as they are. The console's page goes through this
  // registration's sendFile (below): the one with the login in it is built, with its .br and .gz.
  await app.register(fastifyStatic, {
    root: demo,
    prefix: '/',
    index: false,
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', REVALIDATE);
      setPagePolicy(reply, path);
    },
  });
  if (existsSync(dist)) {
    // A portal on another origin loads the ES build as modules (and their lazy chunks), which
    // browsers fetch in CORS mode: the bundles are public, any origin may load them (no credentials).
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/dist/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        reply.header('access-control-allow-origin', '*');
        reply.header('cache-control', distCacheControl(relative(dist, path).split(sep).join('/')));
        setPagePolicy(reply, path);
      },
    });
  }
  const sendSigned = opts.signSecret ? signedPageSender(opts.signSecret) : null;
  const sendConsolePage = (request: FastifyRequest, reply: FastifyReply) => {
    const page = consolePageFor(request.url.split('?')[0] ?? '/', request.headers.cookie, { demo, dist });
    // which page depends on the portal's cookie: a shared cache must not give one visitor's to another
    if (sendSigned) {
      setPagePolicy(reply, join(page.root, page.file));
      return sendSigned(request, reply.header('cache-control', REVALIDATE), page);
    }
    return reply.type('text/html').header('vary', 'Cookie').sendFile(page.file, page.root);
  };
  app.get('/', sendConsolePage);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !path.startsWith('/cpi/') && !path.startsWith('/dist/') && !/\.[a-z0-9]+$/i.test(path);
    if (isPage && (request.headers.accept ?? '').includes('text/html')) return sendConsolePage(request, reply);
    return reply.code(404).send({ success: false, errorCode: 404, message: '请求地址出错', data: null });
  });
}
