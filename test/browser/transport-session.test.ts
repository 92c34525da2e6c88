import { expect } from '@open-wc/testing';
import { ApiError } from '../../src/api/transport/api-error';
import { callApi, cancelPendingRequests } from '../../src/api/transport/request';
import { LOADING_CLOSE_DEBOUNCE_MS } from '../../src/session/public/loading';
import { getSession, setSession, subscribeSession } from '../../src/session/public/session';
import { code, slow, status } from './support/test-calls';
import { heldTimers } from './support/held-timers';
import { elapse, freshSession, recordEvents, serverHits } from './support/test-session';

function settle(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => value,
    (error: unknown) => error,
  );
}

describe('transport: session expiry, cancelling and loading', () => {
  let recorder: ReturnType<typeof recordEvents>;
  beforeEach(() => {
    freshSession();
    setSession({ token: 'bearer expired-1', authenticated: true, routePath: '/agriculturalWell/well' });
  });
  afterEach(() => recorder.stop());

  it('10001 from several requests at once: credentials dropped at once, one alert, one logout once it is dismissed', async () => {
    recorder = recordEvents({ claimAlerts: true });
    const logoutsBefore = (await serverHits('logout')).length;
    const results = await Promise.all([1, 2, 3].map(() => settle(callApi(code(10001), {}))));
    for (const result of results) expect(result).to.be.instanceOf(ApiError).and.include({ code: 10001 });
    const alerts = recorder.ofType('alert');
    expect(alerts.map((a) => a.text)).to.deep.equal(['用户登录超时，请重新登录']);
    expect(recorder.ofType('logout'), 'not before the alert is dismissed').to.have.length(0);
    expect(getSession().token, 'the dead token is dropped at once').to.equal(null);
    expect(localStorage.getItem('irr.token')).to.equal(null);
    alerts[0]!.done!();
    alerts[0]!.done!();
    await elapse(0);
    expect(recorder.ofType('logout')).to.deep.equal([{ type: 'logout', reason: 'timeout' }]);
    expect(getSession()).to.include({ token: null, authenticated: false, user: null });
    expect(localStorage.getItem('irr.token')).to.equal(null);
    expect((await serverHits('logout')).length, 'no logout call for a session the server already ended').to.equal(logoutsBefore);
  });

  it("10001 with the server's own reason (a suspended merchant) alerts that reason, then logs out", async () => {
    recorder = recordEvents({ claimAlerts: true });
    await settle(callApi(code(10001, '商户已停用，请联系平台'), {}));
    const alerts = recorder.ofType('alert');
    expect(alerts.map((a) => a.text)).to.deep.equal(['商户已停用，请联系平台']);
    alerts[0]!.done!();
    await elapse(0);
    expect(recorder.ofType('logout')).to.deep.equal([{ type: 'logout', reason: 'timeout' }]);
    expect(getSession().token).to.equal(null);
  });

  it('a session opened while the alert is up (the login screen) survives its dismissal', async () => {
    recorder = recordEvents({ claimAlerts: true });
    await settle(callApi(code(10001), {}));
    setSession({ token: 'anonymous-sid', authenticated: false });
    recorder.ofType('alert')[0]!.done!();
    await elapse(0);
    expect(recorder.ofType('logout')).to.deep.equal([{ type: 'logout', reason: 'timeout' }]);
    expect(getSession().token).to.equal('anonymous-sid');
  });

  it('an answer to a request sent with a token that already ended is ignored', async () => {
    recorder = recordEvents();
    const late = settle(callApi(code(10001), { delay: 300 }));
    setSession({ token: 'bearer fresh-2', authenticated: true });
    expect(await late).to.include({ code: 10001 });
    expect(recorder.ofType('alert')).to.have.length(0);
    expect(getSession().token).to.equal('bearer fresh-2');
  });

  it('logs out at once when no alert renderer claims the alert', async () => {
    recorder = recordEvents();
    await settle(callApi(code(10001), {}, { hideError: true }));
    await elapse(0);
    expect(recorder.events.map((e) => e.type)).to.deep.equal(['alert', 'logout']);
    expect(getSession().token).to.equal(null);
  });

  it('HTTP 401 off the login page is a session timeout', async () => {
    recorder = recordEvents();
    const error = (await settle(callApi(status(401), {}))) as ApiError;
    expect(error).to.include({ kind: 'http', status: 401 });
    await elapse(0);
    expect(recorder.events.map((e) => e.type)).to.deep.equal(['alert', 'logout']);
    expect(recorder.ofType('navigate')).to.have.length(0);
  });

  it('HTTP 401 on the login page shows the server message and keeps the session', async () => {
    setSession({ routePath: '/login', token: 'sid-9', authenticated: false });
    recorder = recordEvents();
    await settle(callApi(status(401), {}));
    expect(recorder.events).to.deep.equal([{ type: 'message', level: 'error', text: 'server message for 401' }]);
    expect(getSession().token).to.equal('sid-9');
  });

  it('cancelPendingRequests aborts pending calls silently, except keepOnRouteChange ones', async () => {
    recorder = recordEvents();
    const dropped = settle(callApi(slow, { ms: 2000 }));
    const kept = settle(callApi(slow, { ms: 200 }, { keepOnRouteChange: true }));
    await elapse(50);
    cancelPendingRequests();
    expect(await dropped)
      .to.be.instanceOf(ApiError)
      .and.include({ kind: 'cancelled' });
    expect(await kept).to.deep.equal({ waited: 200 });
    expect(recorder.events).to.deep.equal([]);
  });

  it('an aborted signal cancels the call', async () => {
    recorder = recordEvents();
    const controller = new AbortController();
    const call = settle(callApi(slow, { ms: 2000 }, { signal: controller.signal }));
    controller.abort();
    expect(await call).to.include({ kind: 'cancelled' });
    expect(recorder.events).to.deep.equal([]);
  });

  it('counts requests in loadingCount and closes the overlay 300 ms after the last one', async () => {
    recorder = recordEvents();
    // the overlay's close is run by hand, not waited for: a busy machine's timers come late
    const debounce = heldTimers(LOADING_CLOSE_DEBOUNCE_MS);
    const seen: [number, boolean][] = [];
    const stop = subscribeSession(() => seen.push([getSession().loadingCount, getSession().loadingVisible]));
    try {
      const first = callApi(slow, { ms: 100 });
      const second = callApi(slow, { ms: 150 });
      const silent = callApi(slow, { ms: 120 }, { loading: false });
      expect(getSession()).to.include({ loadingCount: 2, loadingVisible: true });
      await Promise.all([first, second, silent]);
      expect(getSession()).to.include({ loadingCount: 0, loadingVisible: true });
      expect(debounce.pending(), 'the close waits 300 ms').to.equal(1);
      const again = callApi(slow, { ms: 50 });
      expect(getSession().loadingCount).to.equal(1);
      expect(debounce.pending(), 'a request within the 300 ms cancels the close').to.equal(0);
      await again;
      expect(debounce.pending(), 'the debounce restarted with the last request').to.equal(1);
      expect(getSession().loadingVisible, 'the debounce restarted with the last request').to.equal(true);
      debounce.fire();
      expect(getSession()).to.include({ loadingCount: 0, loadingVisible: false });
    } finally {
      debounce.restore();
      stop();
    }
    expect(Math.max(...seen.map(([count]) => count))).to.equal(2);
    expect(seen.filter(([, visible]) => !visible)).to.have.length(1);
  });
});
