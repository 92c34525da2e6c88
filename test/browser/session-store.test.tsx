import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import {
  configureSession,
  getSession,
  getSessionConfig,
  resetSession,
  setSession,
  subscribeSession,
  emitSessionEvent,
  acceptToken,
  useSession,
} from '../../src/session/public/session';
import type { UserInfo } from '../../src/api/contract';
import { openProbe } from './support/probe-frame';
import { freshSession, recordEvents } from './support/test-session';

type StoreModule = typeof import('../../src/session/store');
type EventsModule = typeof import('../../src/session/events');

function user(code: string, name = '张三'): UserInfo {
  return {
    id: 1,
    code,
    name,
    footerName: '测试灌区',
    mobile: '13800000000',
    permissions: [],
    platContactMobile: '',
    roles: [],
    merchantId: 1,
    merchantName: '测试商户',
    userType: 'merchant',
  };
}

/** Loads another copy of a module, bundled again by esbuild under a new URL (like a second bundle on the page). */
function secondCopy<T>(path: string): Promise<T> {
  const url = `${path}?copy=${Math.random()}`;
  return import(/* @vite-ignore */ url) as Promise<T>;
}

/** Resolves when another document of the origin changes `key` in localStorage. */
function storageEvent(key: string): Promise<StorageEvent> {
  return new Promise((resolve) => {
    const listener = (event: StorageEvent) => {
      if (event.key !== key) return;
      window.removeEventListener('storage', listener);
      resolve(event);
    };
    window.addEventListener('storage', listener);
  });
}

describe('session store', () => {
  beforeEach(() => freshSession());

  it('starts empty with the default labels and merges patches', () => {
    expect(getSession()).to.include({ token: null, authenticated: false, user: null, menus: null, unreadNoticeCount: 0 });
    expect(getSession().labels).to.deep.equal({ equipment: '机井', equipmentName: '机井编号', equipmentAdmin: '井长', place: '村镇' });
    setSession({ unreadNoticeCount: 3 });
    setSession({ permissions: ['a:b:c'] });
    expect(getSession()).to.include({ unreadNoticeCount: 3 });
    expect(getSession().permissions).to.deep.equal(['a:b:c']);
  });

  it('notifies subscribers on change only, with a new state object', () => {
    let calls = 0;
    const stop = subscribeSession(() => calls++);
    const before = getSession();
    setSession({ unreadNoticeCount: 0 });
    expect(calls, 'same value: no notification').to.equal(0);
    expect(getSession()).to.equal(before);
    setSession({ unreadNoticeCount: 5 });
    expect(calls).to.equal(1);
    expect(getSession()).not.to.equal(before);
    stop();
    setSession({ unreadNoticeCount: 6 });
    expect(calls).to.equal(1);
  });

  it('keeps the configuration across resetSession and ignores undefined fields', () => {
    configureSession({ apiBase: '/other', timeoutMs: undefined });
    expect(getSessionConfig()).to.include({ apiBase: '/other', timeoutMs: 5000 });
    setSession({ token: 'bearer t', authenticated: true, user: user('U1'), menus: [], routePath: '/x' });
    resetSession();
    expect(getSession()).to.include({ token: null, authenticated: false, user: null, menus: null, routePath: '/x' });
    expect(getSessionConfig().apiBase).to.equal('/other');
  });

  it('persists a logged-in token and the user code, not an anonymous session id', () => {
    setSession({ token: 'sid-1', authenticated: false });
    expect(localStorage.getItem('irr.token')).to.equal(null);
    acceptToken({ token_type: 'bearer', access_token: 'abc' });
    expect(localStorage.getItem('irr.token')).to.equal('bearer abc');
    setSession({ user: user('U-42') });
    expect(localStorage.getItem('irr.userCode')).to.equal('U-42');
    resetSession();
    expect(localStorage.getItem('irr.token')).to.equal(null);
    expect(localStorage.getItem('irr.userCode')).to.equal(null);
  });

  it('is one store per page: a second copy of the bundle sees and changes the same state', async () => {
    const copy = await secondCopy<StoreModule>('/src/session/store.ts');
    const copyEvents = await secondCopy<EventsModule>('/src/session/events.ts');
    expect(copy.getSession).not.to.equal(getSession);
    setSession({ unreadNoticeCount: 7 });
    expect(copy.getSession()).to.equal(getSession());
    let notified = 0;
    const stop = subscribeSession(() => notified++);
    copy.setSession({ unreadNoticeCount: 8 });
    expect(notified).to.equal(1);
    expect(getSession().unreadNoticeCount).to.equal(8);
    copy.configureSession({ apiBase: '/from-copy' });
    expect(getSessionConfig().apiBase).to.equal('/from-copy');
    const recorder = recordEvents();
    copyEvents.emitSessionEvent({ type: 'navigate', path: '/a' });
    expect(recorder.events).to.deep.equal([{ type: 'navigate', path: '/a' }]);
    recorder.stop();
    stop();
    const shared = (globalThis as Record<symbol, unknown>)[Symbol.for('irr-console.session.v1')];
    expect(shared).to.be.an('object');
  });

  it('a reload keeps the session: a new page starts from the stored token', async () => {
    acceptToken({ token_type: 'bearer', access_token: 'kept' });
    const { probe, close } = await openProbe();
    expect(probe.store.getSession()).to.include({ token: 'bearer kept', authenticated: true, user: null });
    close();
  });

  it('another tab changing the user code drops this session and emits forceLogin', async () => {
    acceptToken({ token_type: 'bearer', access_token: 'mine' });
    setSession({ user: user('U-1'), menus: [], permissions: ['x'] });
    const recorder = recordEvents();
    const { probe, close } = await openProbe();
    probe.store.setSession({ user: user('U-1') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getSession().token, 'the same user written again is no change').to.equal('bearer mine');
    const forced = storageEvent('irr.userCode');
    probe.store.setSession({ token: 'bearer theirs', authenticated: true, user: user('U-2') });
    await forced;
    expect(getSession()).to.include({ token: null, authenticated: false, user: null, menus: null });
    expect(recorder.ofType('forceLogin')).to.have.length(1);
    expect(localStorage.getItem('irr.userCode'), 'storage belongs to the other tab now').to.equal('U-2');
    expect(localStorage.getItem('irr.token')).to.equal('bearer theirs');
    recorder.stop();
    close();
  });

  it('another tab logging out ends this session too', async () => {
    acceptToken({ token_type: 'bearer', access_token: 'mine' });
    setSession({ user: user('U-1') });
    const recorder = recordEvents();
    const { probe, close } = await openProbe();
    const forced = storageEvent('irr.userCode');
    probe.store.resetSession();
    await forced;
    expect(getSession().token).to.equal(null);
    expect(recorder.ofType('forceLogin')).to.have.length(1);
    recorder.stop();
    close();
  });

  it('a page that resets its session before ever reading it still hears the other tabs', async () => {
    const { probe, close } = await openProbe();
    probe.store.resetSession(); // replaces the first state, whose stored token is read late, unread
    probe.store.setSession({ token: 'bearer theirs', authenticated: true, user: user('U-1') });
    let forced = 0;
    const stop = probe.events.onSessionEvent((event) => {
      if (event.type === 'forceLogin') forced++;
    });
    setSession({ token: 'bearer mine', authenticated: true, user: user('U-2') });
    await waitUntil(() => forced === 1, 'the probe page drops its session');
    expect(probe.store.getSession()).to.include({ token: null, authenticated: false });
    stop();
    close();
  });

  it('reacts once to a storage event even with two copies loaded, and not when logged out', async () => {
    await secondCopy<StoreModule>('/src/session/store.ts');
    const recorder = recordEvents();
    const change = (newValue: string) =>
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'irr.userCode',
          oldValue: 'U-1',
          newValue,
          storageArea: localStorage,
        }),
      );
    change('U-3');
    expect(recorder.ofType('forceLogin'), 'not logged in: nothing to drop').to.have.length(0);
    acceptToken({ token_type: 'bearer', access_token: 'x' });
    setSession({ user: user('U-1') });
    change('U-1');
    expect(recorder.ofType('forceLogin')).to.have.length(0);
    change('U-3');
    expect(recorder.ofType('forceLogin')).to.have.length(1);
    expect(getSession().authenticated).to.equal(false);
    recorder.stop();
  });

  it('useSession re-renders only when the selected value changes', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let renders = 0;
    function Nickname() {
      renders++;
      const name = useSession((s) => s.user?.name ?? '未登录');
      return <span>{name}</span>;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<Nickname />));
    expect(host.textContent).to.equal('未登录');
    expect(renders).to.equal(1);
    await act(async () => setSession({ unreadNoticeCount: 9 }));
    expect(renders, 'another field changed').to.equal(1);
    await act(async () => setSession({ user: user('U-1', '李四') }));
    expect(host.textContent).to.equal('李四');
    expect(renders).to.equal(2);
    await act(async () => emitSessionEvent({ type: 'login' }));
    await act(async () => resetSession());
    expect(host.textContent).to.equal('未登录');
    await act(async () => root.unmount());
    host.remove();
  });
});
