import { expect } from '@open-wc/testing';
import { callApi, callImage } from '../../src/api/transport/request';
import { captcha } from '../../src/api/contract/login';
import { encodeRequest } from '../../src/api/transport/encode';
import { configureSession, setSession } from '../../src/session/public/session';
import { echo } from './support/test-calls';
import { TEST_API_BASE, TEST_SIGN_SECRET, freshSession, independentHmac, serverHits } from './support/test-session';

describe('transport: request rules (spec section 7)', () => {
  beforeEach(() => {
    freshSession();
    setSession({ token: 'bearer tok-1', authenticated: true });
  });

  it('GET puts the input in the query string and signs it with HMAC-SHA256', async () => {
    const before = Date.now();
    const seen = await callApi(echo('GET', 'json'), { page: 2, name: '机井 A', skip: undefined });
    expect(seen.method).to.equal('GET');
    expect(seen.query).to.equal('page=2&name=%E6%9C%BA%E4%BA%95+A');
    expect(seen.body).to.equal('');
    expect(seen.separate).to.equal('Y');
    expect(seen.authorization).to.equal('bearer tok-1');
    expect(Number(seen.timestamp)).to.be.within(before, Date.now());
    expect(seen.nonce).to.match(/^[0-9a-f]{16,}$/);
    const expected = await independentHmac(TEST_SIGN_SECRET, `${seen.timestamp}\n${seen.nonce}\n${seen.query}`);
    expect(seen.sign).to.equal(expected);
    expect(seen.signOk, 'the server (node:crypto) accepts the signature').to.equal(true);
  });

  it('POST json sends the JSON text and signs the raw body', async () => {
    const seen = await callApi(echo('POST', 'json'), { id: 7, tags: ['a', 'b'], note: '备注' });
    expect(seen.contentType).to.match(/^application\/json/);
    expect(JSON.parse(seen.body)).to.deep.equal({ id: 7, tags: ['a', 'b'], note: '备注' });
    expect(seen.query).to.equal('');
    expect(seen.sign).to.equal(await independentHmac(TEST_SIGN_SECRET, `${seen.timestamp}\n${seen.nonce}\n${seen.body}`));
    expect(seen.signOk).to.equal(true);
  });

  it('POST form sends url-encoded text and signs it', async () => {
    const seen = await callApi(echo('POST', 'form'), { username: '13800000000', code: 'ab 12', userType: 'merchant' });
    expect(seen.contentType).to.match(/^application\/x-www-form-urlencoded/);
    expect(seen.body).to.equal('username=13800000000&code=ab+12&userType=merchant');
    expect(seen.signOk).to.equal(true);
  });

  it('multipart sends the FormData with its boundary and signs the (empty) query string', async () => {
    const form = new FormData();
    form.append('file', new Blob(['PNGDATA-xyz'], { type: 'image/png' }), 'well.png');
    const seen = await callApi(echo('POST', 'multipart'), form);
    expect(seen.contentType).to.match(/^multipart\/form-data; boundary=/);
    expect(seen.body).to.contain('filename="well.png"').and.to.contain('PNGDATA-xyz');
    expect(seen.sign).to.equal(await independentHmac(TEST_SIGN_SECRET, `${seen.timestamp}\n${seen.nonce}\n`));
    expect(seen.signOk).to.equal(true);
  });

  it('POST query mode (notice isRead) puts the input in the query, sends no body and signs the query', async () => {
    expect(encodeRequest('POST', 'query', { noticeId: 12, skip: undefined })).to.deep.equal({
      query: 'noticeId=12',
      body: undefined,
      contentType: undefined,
      payload: 'noticeId=12',
    });
    const seen = await callApi(echo('POST', 'query'), { noticeId: 12 });
    expect([seen.method, seen.query, seen.body, seen.bodyLength, seen.contentType]).to.deep.equal(['POST', 'noticeId=12', '', 0, null]);
    expect(seen.sign).to.equal(await independentHmac(TEST_SIGN_SECRET, `${seen.timestamp}\n${seen.nonce}\nnoticeId=12`));
    expect(seen.sign, 'not the signature of an empty body').to.not.equal(
      await independentHmac(TEST_SIGN_SECRET, `${seen.timestamp}\n${seen.nonce}\n`),
    );
  });

  it('signs with the configured secret', async () => {
    configureSession({ signSecret: 'another-secret' });
    const seen = await callApi(echo('GET', 'json'), { a: 1 });
    expect(seen.sign).to.equal(await independentHmac('another-secret', `${seen.timestamp}\n${seen.nonce}\na=1`));
    expect(seen.signOk, 'the test server only knows the test secret').to.equal(false);
  });

  it('uses a fresh nonce for every request', async () => {
    const nonces = await Promise.all([1, 2, 3, 4].map(async () => (await callApi(echo('GET', 'json'), {})).nonce));
    expect(new Set(nonces).size).to.equal(4);
  });

  it('sends no Authorization header without a token', async () => {
    setSession({ token: null, authenticated: false });
    const seen = await callApi(echo('GET', 'json'), {});
    expect(seen.authorization).to.equal(null);
    expect(seen.separate).to.equal('Y');
  });

  it('joins the api base and the path whatever the trailing slash', async () => {
    configureSession({ apiBase: `${TEST_API_BASE}/` });
    const seen = await callApi(echo('GET', 'json'), { x: 'y' });
    expect(seen.query).to.equal('x=y');
  });

  it('fetches an image call as a Blob, with the Authorization header and a signature', async () => {
    setSession({ token: 'sid-captcha', authenticated: false });
    const blob = await callImage(captcha, { userType: 'merchant', t: '1' });
    expect(blob.type).to.equal('image/png');
    expect(blob.size).to.be.greaterThan(0);
    const url = URL.createObjectURL(blob);
    const image = new Image();
    image.src = url;
    await image.decode();
    expect(image.naturalWidth).to.equal(1);
    URL.revokeObjectURL(url);
    const last = (await serverHits('captcha')).at(-1)!;
    expect(last.authorization).to.equal('sid-captcha');
    expect(last.query).to.equal('userType=merchant&t=1');
    expect(last.signOk).to.equal(true);
  });
});
