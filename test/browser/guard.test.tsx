import { expect, waitUntil } from '@open-wc/testing';
import { pageCookies } from './support/page-cookies';
import { createRouter, type Router } from '../../src/router/create-router';
import { createMemoryHistory } from '../../src/router/memory-history';
import { emitSessionEvent, getSession, setSession } from '../../src/session/public/session';
import { loggedIn, sampleMenus, sampleUser } from './support/console-fixtures';
import { freshSession, recordEvents, serverHits } from './support/test-session';

let stops: (() => void)[] = [];

function start(path: string, authorizationCode?: string): Router {
  const router = createRouter({ history: createMemoryHistory(path), authorizationCode });
  stops.push(router.start());
  return router;
}

async function settlesAt(router: Router, fullPath: string): Promise<void> {
  await waitUntil(
    () => router.current()?.location.fullPath === fullPath,
    `expected ${fullPath}, at ${router.current()?.location.fullPath}`,
    { timeout: 8000 },
  );
}

const unique = () => Math.random().toString(36).slice(2, 10);

describe('guard (spec section 2)', () => {
  beforeEach(() => {
    freshSession();
    pageCookies.remove('mainCode');
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
  });

  it('on a public route clears the stored user info and the mainCode cookie', async () => {
    loggedIn();
    pageCookies.set('mainCode', 'left-over');
    const router = start('/findPassword');
    await settlesAt(router, '/findPassword');
    expect(router.current()?.match).to.deep.equal({ kind: 'public', name: 'findPassword', params: {} });
    expect(getSession().user).to.equal(null);
    expect(getSession().menus).to.equal(null);
    expect(pageCookies.get('mainCode')).to.equal(undefined);
  });

  it('shows a public start location before its guard has run', () => {
    const login = createRouter({ history: createMemoryHistory('/login?redirect=%2Fsystem%2Fuser') });
    expect(login.current()?.match, 'the login paints at once').to.deep.equal({ kind: 'public', name: 'login', params: {} });
    expect(login.current()?.location.query.redirect).to.equal('/system/user');
    loggedIn();
    expect(createRouter({ history: createMemoryHistory('/findPassword') }).current()?.match.kind, 'whatever the session').to.equal(
      'public',
    );
  });

  it('sends a start location the guard would surely send to the login there at once: no session and nothing to exchange, or do=reload', () => {
    const history = createMemoryHistory('/agriculturalWell/well?page=2');
    const router = createRouter({ history });
    expect(history.location().fullPath, 'replaced before the first render').to.equal(
      '/login?redirect=%2FagriculturalWell%2Fwell%3Fpage%3D2',
    );
    expect(history.entries).to.have.length(1);
    expect(router.current()?.match, 'the login paints at once').to.deep.equal({ kind: 'public', name: 'login', params: {} });
    expect(router.current()?.location.query.redirect).to.equal('/agriculturalWell/well?page=2');
    const reload = createMemoryHistory('/login?do=reload');
    expect(createRouter({ history: reload }).current()?.match).to.deep.equal({ kind: 'public', name: 'login', params: {} });
    expect(reload.location().fullPath).to.equal('/login');
  });

  it('leaves a business start location to the guard when there is a session or something to exchange for one', () => {
    const waits = (options: { authorizationCode?: string } = {}) => {
      const history = createMemoryHistory('/agriculturalWell/well');
      expect(createRouter({ history, ...options }).current()).to.equal(null);
      expect(history.location().fullPath).to.equal('/agriculturalWell/well');
    };
    waits({ authorizationCode: 'from-the-portal' });
    pageCookies.set('mainCode', 'from-the-portal');
    waits();
    pageCookies.remove('mainCode');
    setSession({ token: 'bearer stored', authenticated: true });
    waits();
  });

  it('matches /error/{status} with its status', async () => {
    const router = start('/error/503');
    await settlesAt(router, '/error/503');
    expect(router.current()?.match).to.deep.equal({ kind: 'public', name: 'error', params: { status: '503' } });
  });

  it('without a token sends to /login with the wanted full path as redirect', async () => {
    const router = start('/agriculturalWell/well?page=2');
    await settlesAt(router, '/login?redirect=%2FagriculturalWell%2Fwell%3Fpage%3D2');
    expect(router.current()?.location.query.redirect).to.equal('/agriculturalWell/well?page=2');
  });

  it('without a token, coming from /noInfo, sends to /login without redirect', async () => {
    const router = start('/noInfo');
    await settlesAt(router, '/noInfo');
    router.navigate('/agriculturalWell/well');
    await settlesAt(router, '/login');
  });

  it('exchanges a mainCode cookie for a token, removes the cookie, loads the user and continues', async () => {
    const code = `good-${unique()}`;
    pageCookies.set('mainCode', code);
    const router = start('/');
    await settlesAt(router, '/agriculturalWell');
    expect(pageCookies.get('mainCode')).to.equal(undefined);
    expect(getSession().token).to.equal(`bearer ok-${code}`);
    expect(getSession().user?.code).to.equal(`U-ok-${code}`);
    expect(await serverHits(`forcedEntry:${code}`)).to.have.length(1);
  });

  it('on a failed exchange shows the message and goes to /login', async () => {
    const events = recordEvents();
    pageCookies.set('mainCode', `bad-${unique()}`);
    const router = start('/agriculturalWell/well');
    await settlesAt(router, '/login');
    events.stop();
    expect(events.ofType('message').map((e) => e.text)).to.deep.equal(['授权码无效或已过期']);
    expect(getSession().authenticated).to.equal(false);
    expect(pageCookies.get('mainCode')).to.equal(undefined);
  });

  it("exchanges the element's authorization-code the same way, once", async () => {
    const code = `good-${unique()}`;
    const router = start('/', code);
    await settlesAt(router, '/agriculturalWell');
    expect(getSession().token).to.equal(`bearer ok-${code}`);
    router.navigate('/404');
    await settlesAt(router, '/404');
    router.navigate('/');
    await settlesAt(router, '/agriculturalWell');
    expect(await serverHits(`forcedEntry:${code}`)).to.have.length(1);
  });

  it('with a token and no user loads user, permissions, menus, labels and the unread count, then continues', async () => {
    const token = `ok-${unique()}`;
    setSession({ token: `bearer ${token}`, authenticated: true });
    const router = start('/agriculturalWell');
    await settlesAt(router, '/agriculturalWell');
    expect(getSession().user?.code).to.equal(`U-${token}`);
    expect(getSession().permissions).to.deep.equal(['plat:user:add', 'plat:user:edit']);
    expect(getSession().unreadNoticeCount).to.equal(7);
    expect(await serverHits(`user:${token}:menu/getCurrent`)).to.have.length(1);
    expect(await serverHits(`user:${token}:plat/param/findByCd`)).to.have.length(1);
    expect(await serverHits(`user:${token}:irrigationWell/notice/getNoReadNoticeNum`)).to.have.length(1);
  });

  it('a failed unread count shows the server message and still enters the console', async () => {
    const events = recordEvents();
    setSession({ token: `bearer noticefail-${unique()}`, authenticated: true });
    const router = start('/agriculturalWell');
    await settlesAt(router, '/agriculturalWell');
    events.stop();
    expect(events.ofType('message').map((e) => e.text)).to.deep.equal(['通知服务暂不可用']);
    expect(getSession().authenticated).to.equal(true);
  });

  it('sends a user whose menus fail to load to /login with the message, logged out', async () => {
    const events = recordEvents();
    setSession({ token: `bearer menufail-${unique()}`, authenticated: true });
    const router = start('/agriculturalWell/well');
    await settlesAt(router, '/login');
    events.stop();
    expect(events.ofType('message').map((e) => e.text)).to.include('菜单请求失败！');
    await waitUntil(() => getSession().token === null, 'logged out');
  });

  it('sends a user without any route to /noInfo', async () => {
    setSession({ token: 'bearer x', authenticated: true, user: sampleUser(), menus: [], serviceLines: [] });
    const router = start('/agriculturalWell/well');
    await settlesAt(router, '/noInfo');
  });

  it('sends do=reload to /login', async () => {
    loggedIn();
    const router = start('/agriculturalWell/well?do=reload');
    await settlesAt(router, '/login');
  });

  it('redirects the root to the first permitted page and a parent to its first child, keeping the query', async () => {
    loggedIn();
    const router = start('/');
    await settlesAt(router, '/agriculturalWell/home');
    router.navigate('/system?tab=1');
    await settlesAt(router, '/system/user?tab=1');
    expect(router.current()?.match.kind).to.equal('business');
  });

  it('renders a page the user has, hidden ones too, and sends any other path to /404', async () => {
    loggedIn();
    const router = start('/agriculturalWell/inspection');
    await settlesAt(router, '/agriculturalWell/inspection');
    router.navigate('/fertigation/valve');
    await settlesAt(router, '/404');
    loggedIn(sampleMenus().slice(0, 1));
    router.navigate('/system/user');
    await settlesAt(router, '/404');
  });

  it('follows logout, forceLogin and navigate events', async () => {
    loggedIn();
    const router = start('/agriculturalWell/well');
    await settlesAt(router, '/agriculturalWell/well');
    emitSessionEvent({ type: 'navigate', path: '/error/500' });
    await settlesAt(router, '/error/500');
    loggedIn();
    router.navigate('/system/role');
    await settlesAt(router, '/system/role');
    emitSessionEvent({ type: 'logout', reason: 'timeout' });
    await settlesAt(router, '/login');
    loggedIn();
    router.navigate('/system/role');
    await settlesAt(router, '/system/role');
    emitSessionEvent({ type: 'forceLogin' });
    await settlesAt(router, '/login');
  });

  it('tells the store the current route path', async () => {
    loggedIn();
    const router = start('/system/user');
    await settlesAt(router, '/system/user');
    expect(getSession().routePath).to.equal('/system/user');
  });
});
