import { expect } from '@open-wc/testing';
import { ApiError } from '../../src/api/transport/api-error';
import { RETRY_COUNT, RETRY_DELAY_MS } from '../../src/api/transport/exchange';
import { callApi } from '../../src/api/transport/request';
import { LOADING_CLOSE_DEBOUNCE_MS } from '../../src/session/public/loading';
import { defaultSessionConfig } from '../../src/session/shared-session';
import { errorCodeMessages, httpStatusMessages } from '../../src/i18n/zh-CN/errors';
import { configureSession, setSession } from '../../src/session/public/session';
import { busy, code, retry, slow, status, textStatus } from './support/test-calls';
import { TEST_API_BASE, freshSession, recordEvents, serverHits } from './support/test-session';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call was expected to fail');
}

describe('transport: error catalogue (spec section 8)', () => {
  let recorder: ReturnType<typeof recordEvents>;
  beforeEach(() => {
    freshSession();
    setSession({ token: 'bearer tok-1', authenticated: true, routePath: '/agriculturalWell/well' });
    recorder = recordEvents();
  });
  afterEach(() => recorder.stop());

  it('shows the catalogue message of each listed errorCode', async () => {
    const listed = [1000, 1001, 1007, 1010, 1011, 9999, 9998, 9997];
    for (const errorCode of listed) {
      const error = await failure(callApi(code(errorCode, 'server text'), {}));
      expect(error.kind).to.equal('business');
      expect(error.code).to.equal(errorCode);
      expect(error.message).to.equal(errorCodeMessages[errorCode]);
      expect(error.serverMessage).to.equal('server text');
    }
    expect(recorder.ofType('message').map((m) => m.text)).to.deep.equal(listed.map((c) => errorCodeMessages[c]));
    expect(recorder.ofType('message').every((m) => m.level === 'error')).to.equal(true);
    expect(recorder.ofType('navigate')).to.have.length(0);
  });

  it('shows the server message for an unlisted errorCode, and for code 1 when it has one', async () => {
    expect((await failure(callApi(code(4242, '设备离线'), {}))).message).to.equal('设备离线');
    expect((await failure(callApi(code(1, '验证码错误'), {}))).message).to.equal('验证码错误');
    expect((await failure(callApi(code(1), {}))).message).to.equal('操作失败');
    expect(recorder.ofType('message').map((m) => m.text)).to.deep.equal(['设备离线', '验证码错误', '操作失败']);
  });

  it('hideError shows nothing and rejects; with 1010 it resolves with the envelope data', async () => {
    const error = await failure(callApi(code(9999), {}, { hideError: true }));
    expect(error.message).to.equal('系统异常');
    const data = await callApi(code(1010), {}, { hideError: true });
    expect(data).to.deep.equal({ code: 1010 });
    await failure(callApi(status(500), {}, { hideError: true }));
    expect(recorder.events).to.deep.equal([]);
  });

  it('retries 1008 twice, 1 s apart, signed again each time, then succeeds', async function () {
    this.timeout(10000);
    const key = `ok-${Date.now()}`;
    const data = await callApi(retry(key), { n: 1 });
    expect(data.attempts).to.equal(3);
    const hits = await serverHits(`retry:${key}`);
    expect(hits).to.have.length(3);
    expect(new Set(hits.map((h) => h.nonce)).size, 'a fresh nonce per attempt').to.equal(3);
    expect(hits.every((h) => h.signOk)).to.equal(true);
    const gaps = hits.slice(1).map((h, i) => (h.at as number) - (hits[i]!.at as number));
    for (const gap of gaps) expect(gap).to.be.within(950, 1600);
    expect(recorder.events).to.deep.equal([]);
  });

  it('gives 认证信息已过期 after the third 1008', async function () {
    this.timeout(10000);
    const key = `always-${Date.now()}`;
    const error = await failure(callApi(retry(key), {}));
    expect(error.code).to.equal(1008);
    expect(error.message).to.equal('认证信息已过期');
    expect(await serverHits(`retry:${key}`)).to.have.length(3);
    expect(recorder.ofType('message').map((m) => m.text)).to.deep.equal(['认证信息已过期']);
  });

  it('times out with 请求超时', async () => {
    const started = performance.now();
    const error = await failure(callApi(slow, { ms: 3000 }, { timeoutMs: 200 }));
    expect(error.kind).to.equal('timeout');
    expect(error.message).to.equal('请求超时');
    expect(performance.now() - started).to.be.lessThan(1500);
    expect(recorder.ofType('message').map((m) => m.text)).to.deep.equal(['请求超时']);
  });

  it('uses the limits of spec section 9: 5000 ms timeout from the store, 2 retries 1000 ms apart, 300 ms debounce', async () => {
    expect(defaultSessionConfig.timeoutMs).to.equal(5000);
    expect([RETRY_COUNT, RETRY_DELAY_MS, LOADING_CLOSE_DEBOUNCE_MS]).to.deep.equal([2, 1000, 300]);
    configureSession({ timeoutMs: 150 });
    const error = await failure(callApi(slow, { ms: 2000 }));
    expect(error.kind, "a call without its own timeout takes the store's").to.equal('timeout');
  });

  it('shows the server message for HTTP 400 and stays on the page', async () => {
    const error = await failure(callApi(status(400), {}));
    expect(error).to.include({ kind: 'http', status: 400, message: 'server message for 400' });
    expect(recorder.ofType('navigate')).to.have.length(0);
  });

  it('shows the catalogue message of each HTTP status and navigates to /error/{status}', async () => {
    const statuses = [403, 408, 500, 501, 502, 503, 504, 505];
    for (const httpStatus of statuses) {
      const error = await failure(callApi(status(httpStatus), {}));
      expect(error).to.include({ kind: 'http', status: httpStatus, message: httpStatusMessages[httpStatus] });
    }
    expect(recorder.ofType('message').map((m) => m.text)).to.deep.equal(statuses.map((s) => httpStatusMessages[s]));
    expect(recorder.ofType('navigate').map((n) => n.path)).to.deep.equal(statuses.map((s) => `/error/${s}`));
  });

  it('a 503 saying 9998 (the database away for a moment) shows 系统繁忙 and stays on the page', async () => {
    const error = await failure(callApi(busy, {}));
    expect(error).to.include({ kind: 'business', code: 9998, message: '系统繁忙，请稍后再试' });
    expect(recorder.ofType('message').map((m) => m.text)).to.deep.equal(['系统繁忙，请稍后再试']);
    expect(recorder.ofType('navigate')).to.have.length(0);
  });

  it('adds the url to 404 and reads a non-JSON error body', async () => {
    const error = await failure(callApi(textStatus(404), {}));
    expect(error.message).to.equal(`请求地址出错: ${TEST_API_BASE}/text-status/404`);
    expect(error.serverMessage).to.equal('');
    expect(recorder.ofType('navigate').map((n) => n.path)).to.deep.equal(['/error/404']);
  });

  it('reports an unreachable server as a network error', async () => {
    configureSession({ apiBase: 'http://127.0.0.1:9/cpi' });
    const error = await failure(callApi(code(0), {}));
    expect(error.kind).to.equal('network');
    expect(error.message).to.equal('网络连接失败，请检查网络');
    expect(recorder.ofType('message').map((m) => m.text)).to.deep.equal(['网络连接失败，请检查网络']);
  });
});
