import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { precompress } from '../../scripts/precompress';
import { registerStaticFiles } from '../../server/http/static-files';
import { registerSmsOutboxPage } from '../../server/sms/outbox-page';
import { ROOT } from './support/child-server';
import { serverSuite } from './support/suite';
import { startTestServer } from './support/test-server';

// The security headers (server/http/security-headers.ts) on real answers: the pages' policy with
// the hashes of their own <style> elements, nosniff and the referrer policy everywhere, HSTS only
// when the request came over TLS through a trusted proxy.

const root = mkdtempSync(join(tmpdir(), 'irr-csp-'));
mkdirSync(join(root, 'demo'));
mkdirSync(join(root, 'dist/light'), { recursive: true });
copyFileSync(join(ROOT, 'demo/index.html'), join(root, 'demo/index.html'));
const LOGIN_PAGE = join(root, 'dist/light/login-page.html');
const loginPage = (css: string) =>
  `<!doctype html><head><style>html{margin:0}</style></head><irr-console><template shadowrootmode="open"><style data-irr>${css}</style><form></form></template></irr-console>`;
writeFileSync(LOGIN_PAGE, loginPage('.login{color:red}'));

const s = serverSuite({
  beforeListen: async (app) => {
    // as `npm run build` leaves it: a .br and a .gz beside the page
    await precompress(join(root, 'dist'));
    registerSmsOutboxPage(app, s.database.db);
    await registerStaticFiles(app, { root });
  },
});
after(() => rmSync(root, { recursive: true, force: true }));

/** The CSP hash source of a `<style>`'s text, computed here the way the browser does. */
const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** The policy's directives: name → sources. */
function directives(policy: string | null): Map<string, string[]> {
  assert.ok(policy, 'a Content-Security-Policy is sent');
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const get = (path: string, headers: Record<string, string> = {}, url = s.server.url) => fetch(`${url}${path}`, { headers });
const page = (path: string, headers: Record<string, string> = {}) => get(path, { accept: 'text/html', ...headers });

describe('security headers', () => {
  test('the console page: no inline script, no eval, its own <style> by hash, no frame around it', async () => {
    const answer = await page('/findPassword');
    assert.equal(answer.status, 200);
    const css = /<style>([\s\S]*?)<\/style>/.exec(readFileSync(join(ROOT, 'demo/index.html'), 'utf8'))![1]!;
    const policy = directives(answer.headers.get('content-security-policy'));
    assert.deepEqual(policy.get('default-src'), ["'self'"]);
    assert.deepEqual(policy.get('script-src'), [
      "'self'",
      'http://localhost:8000',
      'http://localhost:18000',
      'https://localhost.lodop.net:8443',
    ]);
    assert.deepEqual(policy.get('style-src'), ["'self'", hashOf(css)]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policy.get('base-uri'), ["'self'"]);
    assert.deepEqual(policy.get('form-action'), ["'self'"]);
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(answer.headers.get('strict-transport-security'), null, 'plain http: no HSTS');
    assert.doesNotMatch(answer.headers.get('content-security-policy')!, /unsafe-inline|unsafe-eval/);
  });

  test('the page with the login names the <style> in its head and the one in its shadow root, sent compressed too; a new build, new hashes', async () => {
    for (const encoding of ['identity', 'br']) {
      const answer = await page('/login', { 'accept-encoding': encoding });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('content-encoding'), encoding === 'br' ? 'br' : null);
      assert.deepEqual(directives(answer.headers.get('content-security-policy')).get('style-src'), [
        "'self'",
        hashOf('html{margin:0}'),
        hashOf('.login{color:red}'),
      ]);
    }
    writeFileSync(LOGIN_PAGE, loginPage('.login{color:blue}'));
    // a build in the same second as the last: the size tells them apart, the time may not
    utimesSync(LOGIN_PAGE, new Date(), new Date(Date.now() + 5000));
    const rebuilt = await page('/login');
    assert.deepEqual(directives(rebuilt.headers.get('content-security-policy')).get('style-src'), [
      "'self'",
      hashOf('html{margin:0}'),
      hashOf('.login{color:blue}'),
    ]);
  });

  test('a page made by the server (/dev/sms-outbox) names its own <style>', async () => {
    const answer = await page('/dev/sms-outbox');
    assert.equal(answer.status, 200);
    const css = /<style>([\s\S]*?)<\/style>/.exec(await answer.text())![1]!;
    assert.deepEqual(directives(answer.headers.get('content-security-policy')).get('style-src'), ["'self'", hashOf(css)]);
  });

  test('JSON answers and files: nosniff and the referrer policy, no CSP (it acts only on a document)', async () => {
    for (const path of ['/cpi/login/captcha', '/cpi/nowhere', '/healthz']) {
      const answer = await get(path);
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
      assert.equal(answer.headers.get('content-security-policy'), null, path);
      await answer.arrayBuffer();
    }
  });

  test('HSTS when the trusted proxy says the request came over TLS, and only then', async () => {
    // the test server trusts one proxy (IRR_TRUST_PROXY=1): its X-Forwarded-Proto is believed
    const overTls = await page('/login', { 'x-forwarded-proto': 'https' });
    assert.equal(overTls.headers.get('strict-transport-security'), 'max-age=63072000; includeSubDomains');
    const api = await get('/healthz', { 'x-forwarded-proto': 'https' });
    assert.equal(api.headers.get('strict-transport-security'), 'max-age=63072000; includeSubDomains');
    assert.equal((await page('/login', { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security'), null);

    // without a trusted proxy the header is the client's word: ignored
    const direct = await startTestServer(s.database, { trustProxy: 0 });
    try {
      const posing = await get('/healthz', { 'x-forwarded-proto': 'https' }, direct.url);
      assert.equal(posing.status, 200);
      assert.equal(posing.headers.get('strict-transport-security'), null);
    } finally {
      await direct.close();
    }
  });
});
