import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../scripts/precompress';
import { registerStaticFiles } from '../../server/http/static-files';
import { ROOT } from './support/child-server';
import { serverSuite } from './support/suite';
import { startTestServer } from './support/test-server';

// The bundles as server/main.ts serves them, from a package folder of the test's own: demo/ (the
// real console page) and a dist/ precompressed as `npm run build` does (scripts/precompress.ts).

const root = mkdtempSync(join(tmpdir(), 'irr-static-'));
const ENTRY = 'light/irr-console.js';
const CHUNK = 'light/chunks/shell-Ab3_x-9Z.js';
/** The CDN build's chunks are named after their hash alone; its script, the one file a page names, is not. */
const CDN_CHUNK = 'cdn/chunks/-b3_x-9Z.js';
const CDN_SCRIPT = 'cdn/irr-console.js';
const TINY = 'light/tiny.js';
const SECRET = 'outside, never served';

/** Text that compresses as a bundle does: repeated names, some variety. */
const script = (name: string) =>
  Array.from(
    { length: 600 },
    (_, i) => `export const ${name}${i} = () => customElements.get('irr-${name}-${i % 37}') ?? '农业灌溉 ${(i * 7919) % 1000}';`,
  ).join('\n');

function put(path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

mkdirSync(join(root, 'demo'));
copyFileSync(join(ROOT, 'demo/index.html'), join(root, 'demo/index.html'));
put(`dist/${ENTRY}`, script('entry'));
put(`dist/${CHUNK}`, script('shell'));
put(`dist/${CDN_CHUNK}`, script('core'));
put(`dist/${CDN_SCRIPT}`, script('loader'));
put(`dist/${TINY}`, 'x');
put('dist/light/bundle-meta.json', JSON.stringify({ [ENTRY]: { imports: [CHUNK] } }, null, 1).repeat(20));
put('dist/types/index.d.ts', 'export declare const x: number;\n'.repeat(100));
// The page `npm run build` writes with the login pre-rendered into it (scripts/prerender-login.ts).
const LOGIN_PAGE = 'light/login-page.html';
put(
  `dist/${LOGIN_PAGE}`,
  `<!doctype html><irr-console><template shadowrootmode="open">${'<input class="login-input">'.repeat(200)}</template></irr-console>`,
);
// Beside dist/, with copies of its own: reachable only through a path that climbs out of dist/.
put('secret.txt', SECRET.repeat(50));
put('secret.txt.br', SECRET.repeat(50));
put('secret.txt.gz', SECRET.repeat(50));

const s = serverSuite({
  beforeListen: async (app) => {
    await precompress(join(root, 'dist'));
    await registerStaticFiles(app, { root });
  },
});
after(() => rmSync(root, { recursive: true, force: true }));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over HTTP sent as written (no URL normalizing, no decompressing): what a browser would receive. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(s.server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const file = (path: string) => readFileSync(join(root, 'dist', path));

function assertJsAnswer(answer: Answer, encoding: string | undefined): void {
  assert.equal(answer.status, 200);
  assert.equal(answer.headers['content-encoding'], encoding);
  assert.equal(answer.headers['content-type'], 'application/javascript; charset=utf-8');
  assert.equal(answer.headers['content-length'], String(answer.body.length));
  assert.match(answer.headers.vary ?? '', /accept-encoding/i);
  assert.equal(answer.headers['access-control-allow-origin'], '*');
}

describe('static files', () => {
  test('the build writes a .br and a .gz beside each text file, none where it would not be smaller, none for type declarations', () => {
    for (const path of [ENTRY, CHUNK, 'light/bundle-meta.json']) {
      assert.deepEqual(brotliDecompressSync(file(`${path}.br`)), file(path), `${path}.br`);
      assert.deepEqual(gunzipSync(file(`${path}.gz`)), file(path), `${path}.gz`);
      assert.ok(file(`${path}.br`).length < file(`${path}.gz`).length, `${path}: br smaller than gzip`);
    }
    for (const path of [TINY, 'types/index.d.ts']) {
      assert.equal(existsSync(join(root, 'dist', `${path}.br`)), false, `${path}.br`);
      assert.equal(existsSync(join(root, 'dist', `${path}.gz`)), false, `${path}.gz`);
    }
  });

  test('an entry is sent brotli-compressed when br is accepted, preferred to gzip', async () => {
    const answer = await get(`/dist/${ENTRY}`, { 'accept-encoding': 'gzip, deflate, br' });
    assertJsAnswer(answer, 'br');
    assert.deepEqual(answer.body, file(`${ENTRY}.br`));
    assert.deepEqual(brotliDecompressSync(answer.body), file(ENTRY));
    assert.ok(answer.body.length < file(ENTRY).length / 2);
  });

  test('gzip when gzip is accepted and br is not', async () => {
    const answer = await get(`/dist/${ENTRY}`, { 'accept-encoding': 'gzip, deflate' });
    assertJsAnswer(answer, 'gzip');
    assert.deepEqual(gunzipSync(answer.body), file(ENTRY));
  });

  test('as it is when no encoding is accepted, still varying on Accept-Encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const answer = await get(`/dist/${ENTRY}`, headers);
      assertJsAnswer(answer, undefined);
      assert.deepEqual(answer.body, file(ENTRY));
    }
  });

  test('a file without compressed copies is sent as it is to a browser accepting br', async () => {
    const answer = await get(`/dist/${TINY}`, { 'accept-encoding': 'br, gzip' });
    assertJsAnswer(answer, undefined);
    assert.equal(answer.body.toString(), 'x');
  });

  test('an entry is revalidated on each use: no-cache with an ETag, then 304 while it holds, per encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get(`/dist/${ENTRY}`, { 'accept-encoding': encoding });
      assert.equal(first.headers['cache-control'], 'no-cache');
      const etag = first.headers.etag;
      assert.ok(etag, `${encoding}: an ETag`);
      const again = await get(`/dist/${ENTRY}`, { 'accept-encoding': encoding, 'if-none-match': etag });
      assert.equal(again.status, 304, encoding);
      assert.equal(again.body.length, 0);
      assert.equal(again.headers.etag, etag);
      assert.equal(again.headers['cache-control'], 'no-cache');
      assert.match(again.headers.vary ?? '', /accept-encoding/i);
      const stale = await get(`/dist/${ENTRY}`, { 'accept-encoding': encoding, 'if-none-match': 'W/"0-0"' });
      assert.equal(stale.status, 200, `${encoding}: another ETag gets the file`);
    }
    // Each encoding is its own representation: a gzip ETag does not validate the br copy.
    const gzip = await get(`/dist/${ENTRY}`, { 'accept-encoding': 'gzip' });
    const br = await get(`/dist/${ENTRY}`, { 'accept-encoding': 'br', 'if-none-match': gzip.headers.etag! });
    assert.equal(br.status, 200);
    assert.notEqual(br.headers.etag, gzip.headers.etag);
  });

  test('a hashed chunk is cached for a year, immutable, in every encoding', async () => {
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      for (const chunk of [CHUNK, CDN_CHUNK]) {
        const answer = await get(`/dist/${chunk}`, { 'accept-encoding': accept });
        assertJsAnswer(answer, encoding);
        assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable', chunk);
      }
    }
    assert.equal((await get(`/dist/${CDN_SCRIPT}`, { 'accept-encoding': 'identity' })).headers['cache-control'], 'no-cache');
    const meta = await get('/dist/light/bundle-meta.json', { 'accept-encoding': 'br' });
    assert.equal(meta.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(meta.headers['content-encoding'], 'br');
    assert.equal(meta.headers['cache-control'], 'no-cache');
  });

  test('the console page: with the login pre-rendered where the console starts on it, compressed, no-cache with an ETag, 304 while it holds', async () => {
    const plain = readFileSync(join(root, 'demo/index.html'));
    const withLogin = file(LOGIN_PAGE);
    const pages: [string, Record<string, string>, Buffer][] = [
      ['/', {}, withLogin],
      ['/login', {}, withLogin],
      ['/well/home', {}, withLogin],
      ['/login?redirect=%2Fx', {}, withLogin],
      ['/findPassword', {}, plain],
      ['/error/500', {}, plain],
      ['/', { cookie: 'mainCode=abc' }, plain],
    ];
    for (const [path, headers, expected] of pages) {
      const first = await get(path, { accept: 'text/html', 'accept-encoding': 'br, gzip', ...headers });
      assert.equal(first.status, 200, path);
      assert.match(first.headers['content-type'] ?? '', /^text\/html/);
      const body = first.headers['content-encoding'] === 'br' ? brotliDecompressSync(first.body) : first.body;
      assert.deepEqual(body, expected, path);
      assert.equal(
        first.headers['content-encoding'],
        expected === withLogin ? 'br' : undefined,
        `${path}: the built page is sent compressed`,
      );
      assert.equal(first.headers['cache-control'], 'no-cache', path);
      assert.match(String(first.headers.vary), /\bCookie\b/i, `${path}: the page depends on the mainCode cookie`);
      if (expected === withLogin)
        assert.match(String(first.headers.vary), /\bAccept-Encoding\b/i, `${path}: and on the encodings accepted`);
      assert.ok(first.headers.etag, path);
      const again = await get(path, {
        accept: 'text/html',
        'accept-encoding': 'br, gzip',
        'if-none-match': first.headers.etag,
        ...headers,
      });
      assert.equal(again.status, 304, path);
      assert.equal(again.body.length, 0);
      assert.equal(again.headers['cache-control'], 'no-cache', path);
    }
    const bare = await get('/');
    assert.equal(bare.status, 200, '/ is the page whatever the request accepts');
    assert.deepEqual(bare.body, withLogin);
    assert.equal((await get('/well/home')).status, 404, 'a console route asked without accepting HTML is not a page');
  });

  test("with a production signing secret the console's pages carry it on <irr-console> (else every call is refused), compressed, 304 while they hold", async () => {
    const secret = 'prod "secret" <&>';
    const signed = await startTestServer(s.database, {}, undefined, async (app) => registerStaticFiles(app, { root, signSecret: secret }));
    try {
      const { hostname, port } = new URL(signed.url);
      const fetchPage = (path: string, headers: Record<string, string>) =>
        new Promise<Answer>((resolve, reject) => {
          const req = request({ hostname, port, path, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          });
          req.on('error', reject);
          req.end();
        });
      const attribute = 'sign-secret="prod &#34;secret&#34; &#60;&#38;&#62;"';
      for (const [path, encoding, decode] of [
        ['/login', 'br', brotliDecompressSync],
        ['/findPassword', 'gzip', gunzipSync],
        ['/', 'identity', (b: Buffer) => b],
      ] as const) {
        const first = await fetchPage(path, { accept: 'text/html', 'accept-encoding': encoding });
        assert.equal(first.status, 200, path);
        assert.equal(first.headers['content-encoding'], encoding === 'identity' ? undefined : encoding, path);
        const html = decode(first.body).toString();
        assert.ok(html.includes(`<irr-console ${attribute}`), `${path}: ${html.slice(0, 200)}`);
        assert.equal(
          html.replace(` ${attribute}`, ''),
          readFileSync(join(root, path === '/findPassword' ? 'demo/index.html' : `dist/${LOGIN_PAGE}`), 'utf8'),
        );
        assert.equal(first.headers['cache-control'], 'no-cache', path);
        assert.match(String(first.headers['content-security-policy']), /script-src/, path);
        assert.match(String(first.headers.vary), /\bCookie\b/i, path);
        const again = await fetchPage(path, {
          accept: 'text/html',
          'accept-encoding': encoding,
          'if-none-match': String(first.headers.etag),
        });
        assert.equal(again.status, 304, path);
      }
    } finally {
      await signed.close();
    }
  });

  test('a path climbing out of dist/ is refused, compressed copies included', async () => {
    const paths = [
      '/dist/../secret.txt',
      '/dist/light/../../secret.txt',
      '/dist/%2e%2e/secret.txt',
      '/dist/..%2fsecret.txt',
      '/dist/light/..%2f..%2fsecret.txt',
      '/dist/%2e%2e%2fsecret.txt',
      '/dist/..\\secret.txt',
      '/dist//../secret.txt',
    ];
    for (const path of paths) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await get(path, { 'accept-encoding': encoding });
        assert.ok(answer.status === 403 || answer.status === 404, `${path} ${encoding}: ${answer.status}`);
        assert.ok(!answer.body.toString().includes(SECRET), `${path} ${encoding}`);
      }
    }
  });
});
