import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** A Content-Security-Policy as data: each directive with its sources, in the order they are sent. */
export type Policy = Readonly<Record<string, readonly string[]>>;

/**
 * Where the C-Lodop print service a merchant installs answers (src/print/clodop-scripts.ts; the
 * server shares only the contract with the console, so a unit test keeps the two in step): its
 * script, loaded when the user first prints, then its socket.
 */
export const CLODOP_SCRIPT_SOURCES: readonly string[] = [
  'http://localhost:8000',
  'http://localhost:18000',
  'https://localhost.lodop.net:8443',
];
export const CLODOP_SOCKET_SOURCES: readonly string[] = ['ws://localhost:8000', 'ws://localhost:18000', 'wss://localhost.lodop.net:8443'];

/**
 * The policy of every page the server sends (server/docs/http.md, "Security headers"). No inline
 * script and no eval anywhere; the page's own `<style>` elements are allowed by their hashes (added
 * per page, `pagePolicy`), the elements' styles are constructed sheets, which CSP does not govern.
 * Images: the captcha and a chosen file's preview are `blob:` URLs, the page's empty icon `data:`.
 */
export const CONSOLE_POLICY: Policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...CLODOP_SCRIPT_SOURCES],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'", ...CLODOP_SOCKET_SOURCES],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // portals embed the elements, never the console in a frame
  'frame-ancestors': ["'none'"],
};

/**
 * What a portal's own policy must allow for the elements served from `reference` (the reference
 * server's origin, e.g. `https://irrigation.example.com`): the bundles and their lazy chunks, the
 * API and the live stream, the uploaded pictures and the captcha (a `blob:`). Nothing for styles:
 * the elements adopt constructed sheets. Printing from `<irr-console>` adds C-Lodop's sources.
 */
export function embeddingSources(reference: string): Policy {
  return { 'script-src': [reference], 'connect-src': [reference], 'img-src': [reference, 'blob:'] };
}

/** `base` with every source of `more` added to its directive. */
export function mergePolicies(base: Policy, more: Policy): Policy {
  return Object.entries(more).reduce((policy, [directive, sources]) => withSources(policy, directive, sources), base);
}

/** The header's value: directives joined with `; `, each with its sources. */
export function serializePolicy(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/**
 * `policy` with `sources` added to the fetch directive `directive`; one the policy lacks starts from
 * `default-src`'s sources, which stood for it until then.
 */
export function withSources(policy: Policy, directive: string, sources: readonly string[]): Policy {
  if (sources.length === 0) return policy;
  return { ...policy, [directive]: [...(policy[directive] ?? policy['default-src'] ?? []), ...sources] };
}

/**
 * The CSP hash sources (`'sha256-…'`) of the `<style>` elements of an HTML text, the declarative
 * shadow roots' included: what a policy without `'unsafe-inline'` must name for them to apply.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** The policy of a page with the `<style>` elements of `html`. */
export function pagePolicy(html: string, base: Policy = CONSOLE_POLICY): string {
  return serializePolicy(withSources(base, 'style-src', inlineStyleHashes(html)));
}

const fileHashes = new Map<string, { stamp: string; policy: string }>();

/** `pagePolicy` of an HTML file, read again only when it changed (a new build). */
export function filePolicy(path: string): string {
  const stat = statSync(path, { throwIfNoEntry: false });
  // gone since it was opened for sending (a build under way): the policy without its hashes
  if (!stat) return serializePolicy(CONSOLE_POLICY);
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const known = fileHashes.get(path);
  if (known?.stamp === stamp) return known.policy;
  const policy = pagePolicy(readFileSync(path, 'utf8'));
  fileHashes.set(path, { stamp, policy });
  return policy;
}

export const CSP_HEADER = 'content-security-policy';
/** Two years, the subdomains included: what HSTS preload lists ask for. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * Every answer: `X-Content-Type-Options: nosniff` (a script or a sheet is run only with its own
 * type), `Referrer-Policy: strict-origin-when-cross-origin` (no path or query leaves the origin),
 * and over TLS `Strict-Transport-Security` (TLS seen by this process, or `X-Forwarded-Proto: https`
 * from a trusted proxy, IRR_TRUST_PROXY). An HTML answer gets the page policy: a file's is set where
 * it is sent (static-files.ts, which reads its `<style>` elements), a page made here (the /dev/
 * pages) gets it from its text. JSON, bundles and files get no CSP: a policy only acts on a document.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader(CSP_HEADER)) {
      reply.header(CSP_HEADER, typeof payload === 'string' ? pagePolicy(payload) : serializePolicy(CONSOLE_POLICY));
    }
    done(null, payload);
  });
}
