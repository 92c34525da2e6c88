import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface StaticOptions {
  /** Folder of the package: `demo/` and `dist/` are served from it. */
  root: string;
}

/**
 * Serves the demo pages at `/` and the bundles under `/dist/`. Any other GET that is not an API
 * call or a file answers the standalone console page, so reloading on a business route
 * (history mode) stays on that route.
 */
export async function registerStaticFiles(app: FastifyInstance, opts: StaticOptions): Promise<void> {
  const demo = join(opts.root, 'demo');
  const dist = join(opts.root, 'dist');
  if (!existsSync(demo)) return;
  await app.register(fastifyStatic, { root: demo, prefix: '/', index: ['index.html'], wildcard: false });
  if (existsSync(dist)) {
    // A portal on another origin loads the ES build as modules (and their lazy chunks), which
    // browsers fetch in CORS mode: the bundles are public, any origin may load them (no credentials).
    await app.register(fastifyStatic, {
      root: dist, prefix: '/dist/', decorateReply: false,
      setHeaders: (reply) => { reply.header('access-control-allow-origin', '*'); },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !path.startsWith('/cpi/') && !path.startsWith('/dist/') && !/\.[a-z0-9]+$/i.test(path);
    if (isPage && (request.headers.accept ?? '').includes('text/html')) return reply.type('text/html').sendFile('index.html', demo);
    return reply.code(404).send({ success: false, errorCode: 404, message: '请求地址出错', data: null });
  });
}
