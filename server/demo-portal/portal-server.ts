import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { embeddingSources, mergePolicies, serializePolicy, type Policy } from '../http/security-headers';
import { CodeRequestError, requestAuthorizationCode, type CodeSource } from './request-code';

/** Replaced in demo/embed.html by the reference server's origin. */
export const REFERENCE_PLACEHOLDER = '__IRR_REFERENCE_ORIGIN__';
/** Replaced by the build the page loads (`light` by default, `?build=esm` for React). */
export const BUILD_PLACEHOLDER = '__IRR_BUILD__';

export interface PortalOptions extends Omit<CodeSource, 'referenceOrigin'> {
  host: string;
  /** 0: a free port. */
  port: number;
  /** The reference server's origin (API and bundles); a function when it is only known later (tests). */
  referenceOrigin: string | (() => string);
  /** The portal user's account on the reference server, for whom codes are asked. */
  mobile: string;
  /** The package folder (demo/embed.html is read from it). */
  root: string;
}

export interface RunningPortal {
  /** e.g. http://127.0.0.1:8081 */
  origin: string;
  close(): Promise<void>;
}

/** The portal's own page, script and sheet, as files of demo/ (its policy allows nothing inline). */
const PORTAL_FILES: Readonly<Record<string, { file: string; type: string }>> = {
  '/embed.js': { file: 'embed.js', type: 'text/javascript; charset=utf-8' },
  '/embed.css': { file: 'embed.css', type: 'text/css; charset=utf-8' },
};

/**
 * The policy a strict portal keeps for itself: its own files only, nothing inline, no eval, no
 * frame around it; `data:` for the page's empty icon.
 */
const PORTAL_OWN_POLICY: Policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The demo portal's Content-Security-Policy: its own, with what embedding the elements from `reference` needs. */
export function portalPolicy(reference: string): string {
  return serializePolicy(mergePolicies(PORTAL_OWN_POLICY, embeddingSources(reference)));
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...headers,
  });
  res.end(body);
}

/**
 * The mock merchant portal of the embedding demo, on its own origin: GET /embed.html (and / which
 * redirects to it) is the portal page with the reference origin filled in, under a strict
 * Content-Security-Policy (`portalPolicy`), with its script and sheet (/embed.js, /embed.css);
 * GET /portal/code is the portal's own server-side route that gets a one-time authorization code
 * for its user.
 */
export async function startDemoPortal(options: PortalOptions): Promise<RunningPortal> {
  const reference = () => (typeof options.referenceOrigin === 'function' ? options.referenceOrigin() : options.referenceOrigin);
  const page = join(options.root, 'demo', 'embed.html');

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://portal');
    if (req.method !== 'GET') return send(res, 405, 'text/plain', 'method not allowed');
    if (url.pathname === '/') return send(res, 302, 'text/plain', '', { location: '/embed.html' });
    if (url.pathname === '/embed.html') {
      const build = url.searchParams.get('build') === 'esm' ? 'esm' : 'light';
      const html = (await readFile(page, 'utf8')).replaceAll(REFERENCE_PLACEHOLDER, reference()).replaceAll(BUILD_PLACEHOLDER, build);
      return send(res, 200, 'text/html; charset=utf-8', html, { 'content-security-policy': portalPolicy(reference()) });
    }
    const own = PORTAL_FILES[url.pathname];
    if (own) return send(res, 200, own.type, await readFile(join(options.root, 'demo', own.file), 'utf8'));
    if (url.pathname === '/portal/code') {
      try {
        const issued = await requestAuthorizationCode({ ...options, referenceOrigin: reference() }, options.mobile);
        return send(res, 200, 'application/json', JSON.stringify(issued));
      } catch (error) {
        const message = error instanceof CodeRequestError ? error.message : `reference server unreachable: ${String(error)}`;
        return send(res, 502, 'application/json', JSON.stringify({ message }));
      }
    }
    return send(res, 404, 'text/plain', 'not found');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, 'text/plain', String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    origin: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
