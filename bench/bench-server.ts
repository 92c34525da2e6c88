import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { consolePageFor } from '../server/http/console-page';
import { handleStubApi } from './stub-api';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface BenchServerOptions {
  /** Package folder: `/demo/` is served from it, and `/dist/` unless `dist` is given. */
  root: string;
  /** Folder served as `/dist/`. @default `<root>/dist` */
  dist?: string;
  /** Pages served from memory by path (`/bench/light` -> HTML). */
  pages: Map<string, string>;
  /** Origin of a running reference server to forward `/cpi` to; the stub answers when absent. */
  apiOrigin?: string;
}

/** A path the reference server answers with the console's page (not a file, not an API call). */
const isConsoleRoute = (path: string) => !path.startsWith('/dist/') && !/\.[a-z0-9]+$/i.test(path);

export interface BenchServer {
  origin: string;
  close(): Promise<void>;
}

const compressed = new Map<string, Buffer>();

/** Sends a body gzip-compressed when the browser accepts it, as a production server would (compressed once, kept). */
function send(req: IncomingMessage, res: ServerResponse, type: string, body: Buffer, key: string): void {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  let out = body;
  if (gzip) {
    const cacheKey = `${key}\0${body.length}`;
    out = compressed.get(cacheKey) ?? gzipSync(body);
    compressed.set(cacheKey, out);
  }
  res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  res.end(out);
}

function forward(req: IncomingMessage, res: ServerResponse, origin: string): void {
  const target = new URL(req.url ?? '/', origin);
  const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
}

/** A small static server for the bench: bundles, demo pages, the console's page at its routes, in-memory bench pages, `/cpi`. */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    if (path.startsWith('/cpi/')) {
      if (options.apiOrigin) forward(req, res, options.apiOrigin);
      else handleStubApi(req, res);
      return;
    }
    const page = options.pages.get(path);
    if (page !== undefined) return send(req, res, types['.html']!, Buffer.from(page), `page:${path}:${page.length}`);
    const dist = options.dist ?? join(options.root, 'dist');
    if (isConsoleRoute(path)) {
      // The page the reference server sends for this route (server/http/console-page.ts): at `/`, the
      // standalone page with the login pre-rendered into it when the build made one.
      const page = consolePageFor(path, req.headers.cookie, { demo: join(options.root, 'demo'), dist });
      const pageFile = join(page.root, page.file);
      return send(req, res, types['.html']!, readFileSync(pageFile), `${pageFile}:${statSync(pageFile).mtimeMs}`);
    }
    const file = normalize(path.startsWith('/dist/') ? join(dist, path.slice('/dist/'.length)) : join(options.root, path));
    const allowed = [dist + sep, join(options.root, 'demo') + sep].some((dir) => file.startsWith(dir));
    if (allowed && existsSync(file) && statSync(file).isFile()) {
      return send(req, res, types[extname(file)] ?? 'application/octet-stream', readFileSync(file), `${file}:${statSync(file).mtimeMs}`);
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
