import { expect, waitUntil } from '@open-wc/testing';
import type { MenuItem } from '../../src/api/contract';
import type { GroupLoaders, GroupModule } from '../../src/router';
import { createRouter, type Router } from '../../src/router/create-router';
import { ChunkLoadError, loadGroup } from '../../src/router/lazy-group';
import { buildRouteTable } from '../../src/router/menu-routes';
import { createMemoryHistory } from '../../src/router/memory-history';
import { PlaceholderPage } from '../../src/screens/placeholder';
import { ConsoleApp, type PublicScreenProps } from '../../src/screens/shell';
import { getSession, setSession } from '../../src/session/public/session';
import { loggedIn, mountInShadow, sampleMenus, type Mounted } from './support/console-fixtures';
import { freshSession, recordEvents, serverHits } from './support/test-session';

// Spec section 2: the scripts of a business line load when its module is first entered, after the
// service-line call; a merchant without a line neither sees its menus nor loads its scripts.

/** The sample menus with the fertigation group: both lines and the system group. */
function bothLinesMenus(): MenuItem[] {
  const menus = sampleMenus();
  const page = menus[2]!.children[0]!;
  return [
    ...menus,
    {
      ...menus[2]!,
      id: 300,
      name: '水肥一体化',
      path: '/fertigation',
      sort: 4,
      children: [
        { ...page, id: 301, name: '首页', path: '/fertigation/home' },
        { ...page, id: 302, name: '村镇管理', path: '/fertigation/place', sort: 2 },
      ],
    },
  ];
}

/** Placeholder groups that count how often each group's chunk was asked for. */
function countingLoaders(): { loaders: GroupLoaders; asked: Record<string, number> } {
  const asked: Record<string, number> = {};
  const group = (paths: string[]) => (): Promise<GroupModule> =>
    Promise.resolve({ screens: Object.fromEntries(paths.map((p) => [p, PlaceholderPage])) });
  const entries: [string, string[]][] = [
    [
      'agriculturalWell',
      [
        '/agriculturalWell/home',
        '/agriculturalWell/well',
        '/agriculturalWell/record',
        '/agriculturalWell/place',
        '/agriculturalWell/inspection',
      ],
    ],
    ['fertigation', ['/fertigation/home', '/fertigation/place']],
    ['system', ['/system/user', '/system/role']],
  ];
  const loaders = Object.fromEntries(
    entries.map(([name, paths]) => [
      name,
      () => {
        asked[name] = (asked[name] ?? 0) + 1;
        return group(paths)();
      },
    ]),
  );
  return { loaders, asked };
}

const unique = () => Math.random().toString(36).slice(2, 10);

describe('business lines: routes', () => {
  it('leave out the groups of a line the merchant does not run, and every line while the lines are unknown', () => {
    const groups = (lines?: string[] | null) => [...new Set(buildRouteTable(bothLinesMenus(), lines).routes.map((r) => r.group))];
    expect(groups()).to.deep.equal(['agriculturalWell', 'system', 'fertigation']);
    expect(groups(['agriculturalWell', 'fertigation'])).to.deep.equal(['agriculturalWell', 'system', 'fertigation']);
    const fertigationOnly = buildRouteTable(bothLinesMenus(), ['fertigation']);
    expect([...new Set(fertigationOnly.routes.map((r) => r.group))]).to.deep.equal(['system', 'fertigation']);
    expect(fertigationOnly.menus.map((m) => m.path)).to.deep.equal(['/system', '/fertigation']);
    expect(fertigationOnly.firstPath).to.equal('/system/user');
    expect(groups(null)).to.deep.equal(['system']);
  });
});

describe('business lines: chunks', () => {
  beforeEach(() => freshSession());

  it("a line's group is not fetched before the lines are known, nor when the merchant lacks it", async () => {
    const { loaders, asked } = countingLoaders();
    expect(await loadGroup('fertigation', loaders).catch((e: unknown) => e)).to.be.instanceOf(ChunkLoadError);
    setSession({ serviceLines: ['fertigation'] });
    expect(await loadGroup('agriculturalWell', loaders).catch((e: unknown) => e)).to.be.instanceOf(ChunkLoadError);
    expect(Object.keys((await loadGroup('fertigation', loaders)).screens)).to.include('/fertigation/place');
    expect(Object.keys((await loadGroup('system', loaders)).screens)).to.include('/system/user');
    expect(asked).to.deep.equal({ fertigation: 1, system: 1 });
  });
});

describe('business lines: the guard', () => {
  let stops: (() => void)[] = [];
  beforeEach(() => freshSession());
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
  });
  const start = (path: string): Router => {
    const router = createRouter({ history: createMemoryHistory(path) });
    stops.push(router.start());
    return router;
  };
  const settlesAt = (router: Router, fullPath: string) =>
    waitUntil(() => router.current()?.location.fullPath === fullPath, `expected ${fullPath}, at ${router.current()?.location.fullPath}`, {
      timeout: 8000,
    });

  it('loads the lines with the user: menus of a line the merchant lacks lead nowhere', async () => {
    const token = `fertigationonly-${unique()}`;
    setSession({ token: `bearer ${token}`, authenticated: true });
    // the test server's menus hold the wells group only
    const router = start('/agriculturalWell');
    await settlesAt(router, '/noInfo');
    expect(await serverHits(`user:${token}:plat/common/findMerchantServiceTypeList`)).to.have.length(1);
  });

  it('a user whose lines fail to load goes to /login with the message, logged out', async () => {
    const events = recordEvents();
    setSession({ token: `bearer linesfail-${unique()}`, authenticated: true });
    const router = start('/agriculturalWell');
    await settlesAt(router, '/login');
    events.stop();
    expect(events.ofType('message').map((e) => e.text)).to.include('业务线请求失败！');
    await waitUntil(() => getSession().token === null, 'logged out');
  });
});

describe('business lines: the shell', () => {
  let mounted: Mounted | null = null;
  beforeEach(() => freshSession());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  function LoginStub(_props: PublicScreenProps) {
    return <h1>login</h1>;
  }
  const mount = (initialPath: string, loaders: GroupLoaders) => {
    mounted = mountInShadow(
      <ConsoleApp
        routeMode="memory"
        memoryStorageKey={null}
        initialPath={initialPath}
        publicScreens={{ login: LoginStub }}
        groupLoaders={loaders}
      />,
    );
    return mounted;
  };
  const nav = () => mounted!.shadow.querySelector('nav')?.textContent ?? '';
  const link = (title: string) =>
    [...mounted!.shadow.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.querySelector('.label')?.textContent === title);

  it("a fertigation-only merchant sees no wells menu; entering fertigation fetches its chunk, never the wells'", async () => {
    const { loaders, asked } = countingLoaders();
    loggedIn(bothLinesMenus(), ['*:*:*'], ['fertigation']);
    mount('/', loaders);
    await waitUntil(() => asked.system === 1 && nav().includes('水肥一体化'), 'landed on the first page');
    expect(nav()).to.not.contain('农业机井');
    expect(asked.fertigation, 'not before the module is entered').to.equal(undefined);
    for (const group of mounted!.shadow.querySelectorAll<HTMLButtonElement>('nav button[aria-expanded="false"]')) group.click();
    await waitUntil(() => link('村镇管理'), 'the fertigation pages listed');
    link('村镇管理')!.click();
    await waitUntil(
      () => asked.fertigation === 1 && getSession().routePath === '/fertigation/place',
      'the fertigation group loaded on entry',
    );
    expect(asked.agriculturalWell).to.equal(undefined);
  });

  it("a fertigation-only merchant at a wells path lands on 404 without fetching the wells' chunk", async () => {
    const { loaders, asked } = countingLoaders();
    loggedIn(bothLinesMenus(), ['*:*:*'], ['fertigation']);
    mount('/agriculturalWell/well', loaders);
    await waitUntil(() => getSession().routePath === '/404', 'sent to 404');
    expect(asked.agriculturalWell).to.equal(undefined);
  });

  it('a merchant with both lines sees both and loads a group only when it is first entered', async () => {
    const { loaders, asked } = countingLoaders();
    loggedIn(bothLinesMenus());
    mount('/fertigation/place', loaders);
    await waitUntil(
      () => asked.fertigation === 1 && nav().includes('农业机井') && nav().includes('水肥一体化'),
      'both lines in the sidebar',
    );
    // the wells' home is the permanent first tab; the system group is not entered
    await waitUntil(() => asked.agriculturalWell === 1, 'the first tab');
    expect(asked).to.deep.equal({ agriculturalWell: 1, fertigation: 1 });
  });
});
