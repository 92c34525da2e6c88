import { expect, waitUntil } from '@open-wc/testing';
import { createBrowserHistory } from '../../src/router/browser-history';
import { createHashHistory } from '../../src/router/hash-history';
import { createMemoryHistory } from '../../src/router/memory-history';
import { createHistory } from '../../src/router/create-history';
import { parseLocation } from '../../src/router/parse-location';
import { createRouter } from '../../src/router/create-router';
import { callApi } from '../../src/api/transport/request';
import type { RouteLocation } from '../../src/router/types';
import { loggedIn } from './support/console-fixtures';
import { slow } from './support/test-calls';
import { freshSession } from './support/test-session';

const startUrl = window.location.pathname + window.location.search;

function popped(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
}

describe('router: history mode', () => {
  afterEach(() => window.history.replaceState(null, '', startUrl));

  it('pushes real paths under the base path and reads them back without it', () => {
    const history = createBrowserHistory('/console/');
    const seen: RouteLocation[] = [];
    const stop = history.subscribe((location) => seen.push(location));
    const length = window.history.length;
    history.navigate('/agriculturalWell/well?page=2');
    expect(window.location.pathname).to.equal('/console/agriculturalWell/well');
    expect(window.location.search).to.equal('?page=2');
    expect(window.history.length).to.equal(length + 1);
    expect(history.location()).to.deep.equal({
      path: '/agriculturalWell/well',
      query: { page: '2' },
      fullPath: '/agriculturalWell/well?page=2',
    });
    expect(seen.map((l) => l.fullPath)).to.deep.equal(['/agriculturalWell/well?page=2']);
    expect(history.href('/system/user')).to.equal('/console/system/user');
    stop();
  });

  it('replace does not add an entry', () => {
    const history = createBrowserHistory();
    history.navigate('/a');
    const length = window.history.length;
    history.navigate('/b', { replace: true });
    expect(window.history.length).to.equal(length);
    expect(history.location().path).to.equal('/b');
  });

  it('follows the browser back button through popstate', async () => {
    const history = createBrowserHistory('/console');
    history.navigate('/first');
    history.navigate('/second');
    const seen: string[] = [];
    const stop = history.subscribe((location) => seen.push(location.path));
    const back = popped();
    window.history.back();
    await back;
    expect(seen).to.deep.equal(['/first']);
    expect(history.location().path).to.equal('/first');
    stop();
  });

  it('stops listening once the last subscriber leaves', async () => {
    const history = createBrowserHistory();
    history.navigate('/one');
    history.navigate('/two');
    const seen: string[] = [];
    history.subscribe((location) => seen.push(location.path))();
    const back = popped();
    window.history.back();
    await back;
    expect(seen).to.deep.equal([]);
  });
});

describe('router: hash mode', () => {
  afterEach(() => window.history.replaceState(null, '', startUrl));

  it('keeps the console path after # and leaves the page path alone', () => {
    const history = createHashHistory();
    const pathname = window.location.pathname;
    history.navigate('/fertigation/valve?status=on');
    expect(window.location.pathname).to.equal(pathname);
    expect(window.location.hash).to.equal('#/fertigation/valve?status=on');
    expect(history.location().query).to.deep.equal({ status: 'on' });
    expect(history.href('/x')).to.equal(`${pathname}${window.location.search}#/x`);
  });

  it('hears a hash typed into the address bar and the back button', async () => {
    const history = createHashHistory();
    history.navigate('/start');
    const seen: string[] = [];
    const stop = history.subscribe((location) => seen.push(location.path));
    window.location.hash = '#/typed';
    await waitUntil(() => seen.includes('/typed'), 'hashchange heard');
    window.history.back();
    await waitUntil(() => seen.at(-1) === '/start', 'back heard');
    expect(seen).to.deep.equal(['/typed', '/start']);
    stop();
  });

  it('reads an empty hash as the root', () => {
    window.history.replaceState(null, '', startUrl);
    expect(createHashHistory().location().path).to.equal('/');
  });
});

describe('router: memory mode', () => {
  beforeEach(() => sessionStorage.clear());

  it('navigates, replaces and goes back without touching the page URL', () => {
    const url = window.location.href;
    const history = createMemoryHistory('/start');
    const seen: string[] = [];
    history.subscribe((location) => seen.push(location.fullPath));
    history.navigate('/a?x=1');
    history.navigate('/b');
    history.navigate('/c', { replace: true });
    expect(history.entries).to.deep.equal(['/start', '/a?x=1', '/c']);
    history.go(-1);
    expect(history.location().query).to.deep.equal({ x: '1' });
    history.go(1);
    expect(seen).to.deep.equal(['/a?x=1', '/b', '/c', '/a?x=1', '/c']);
    expect(window.location.href).to.equal(url);
  });

  it('keeps the path across a reload when given a storage key', () => {
    createMemoryHistory('/', 'test.route').navigate('/system/role?page=3');
    expect(createMemoryHistory('/', 'test.route').location().fullPath).to.equal('/system/role?page=3');
    expect(createMemoryHistory('/').location().fullPath).to.equal('/');
  });

  it("can refuse to return to a saved public page (a portal's authorization code must still be exchanged)", () => {
    const options = { mode: 'memory', memoryStorageKey: 'test.route', restoresPublicPaths: false } as const;
    createHistory(options).navigate('/login?redirect=%2F');
    expect(createHistory({ ...options, restoresPublicPaths: true }).location().fullPath).to.equal('/login?redirect=%2F');
    expect(createHistory({ ...options, initialPath: '/' }).location().fullPath).to.equal('/');
    createHistory(options).navigate('/fertigation/valve');
    expect(createHistory(options).location().fullPath).to.equal('/fertigation/valve');
  });
});

describe('router: locations', () => {
  it('parses paths and queries, decoding both', () => {
    expect(parseLocation('/login?redirect=%2FagriculturalWell%2Fwell%3Fpage%3D2')).to.deep.equal({
      path: '/login',
      query: { redirect: '/agriculturalWell/well?page=2' },
      fullPath: '/login?redirect=%2FagriculturalWell%2Fwell%3Fpage%3D2',
    });
    expect(parseLocation('system//user/').path).to.equal('/system/user');
    expect(parseLocation('/%E6%9C%BA%E4%BA%95').path).to.equal('/机井');
  });
});

describe('router: route changes cancel pending requests', () => {
  beforeEach(() => {
    freshSession();
    loggedIn();
  });

  it('aborts a request in flight when the route changes', async () => {
    const router = createRouter({ history: createMemoryHistory('/agriculturalWell/well') });
    const stop = router.start();
    await waitUntil(() => router.current()?.location.path === '/agriculturalWell/well');
    const pending = callApi(slow, { ms: 3000 }, { loading: false }).then(
      () => 'done',
      (error: { kind: string }) => error.kind,
    );
    const kept = callApi(slow, { ms: 300 }, { loading: false, keepOnRouteChange: true }).then(
      () => 'done',
      () => 'failed',
    );
    router.navigate('/system/user');
    expect(await pending).to.equal('cancelled');
    expect(await kept).to.equal('done');
    await waitUntil(() => router.current()?.location.path === '/system/user');
    stop();
  });
});
