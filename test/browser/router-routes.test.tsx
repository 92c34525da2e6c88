import { expect } from '@open-wc/testing';
import { buildRouteTable } from '../../src/router/menu-routes';
import { loadGroup, ChunkLoadError, CHUNK_TIMEOUT_MS } from '../../src/router/lazy-group';
import { groupLoaders } from '../../src/screens/shell/group-loaders';
import { setSession } from '../../src/session/public/session';
import { sampleMenus } from './support/console-fixtures';

describe('router: routes from the menu tree (spec section 2)', () => {
  const table = buildRouteTable(sampleMenus());

  it('makes a route of every page, titled with the menu name, not of button rows', () => {
    expect(table.routes.map((r) => [r.path, r.title])).to.deep.equal([
      ['/agriculturalWell/home', '首页'],
      ['/agriculturalWell/well', '机井管理'],
      ['/agriculturalWell/place', '村镇管理'],
      ['/agriculturalWell/record', '使用记录'],
      ['/agriculturalWell/inspection', '巡检详情'],
      ['/system/user', '用户管理'],
      ['/system/role', '角色管理'],
    ]);
    expect(table.byPath.get('/agriculturalWell/well')?.group).to.equal('agriculturalWell');
  });

  it('renames the single home child of the well, fertigation and big-screen groups 首页 with a home icon', () => {
    const home = table.menus[0]!.children[0]!;
    expect([home.title, home.icon]).to.deep.equal(['首页', 'home']);
    for (const path of ['/fertigation/home', '/bigScreen/home']) {
      const other = buildRouteTable([{ ...sampleMenus()[0]!, path: '/g', children: [{ ...sampleMenus()[0]!.children[0]!, path }] }]);
      expect(other.byPath.get(path)?.title).to.equal('首页');
    }
  });

  it('does not rename a home that has siblings, nor a single child that is not a group home', () => {
    const menus = sampleMenus();
    const well = menus[1]!;
    well.children.push({ ...menus[0]!.children[0]! });
    const withSiblings = buildRouteTable([well]);
    expect(withSiblings.byPath.get('/agriculturalWell/home')?.title).to.equal('机井概况');
    const system = menus[2]!;
    system.children = system.children.slice(0, 1);
    expect(buildRouteTable([system]).byPath.get('/system/user')?.title).to.equal('用户管理');
  });

  it('redirects a parent menu to its first child in menu order', () => {
    expect(table.redirects.get('/agriculturalWell')).to.equal('/agriculturalWell/well');
    expect(table.redirects.get('/system')).to.equal('/system/user');
    expect(table.redirects.get('/agriculturalWellHome')).to.equal('/agriculturalWell/home');
  });

  it('sends the root to the first permitted page, skipping hidden menus', () => {
    expect(table.firstPath).to.equal('/agriculturalWell/home');
    const menus = sampleMenus();
    menus[0]!.hidden = true;
    expect(buildRouteTable(menus).firstPath).to.equal('/agriculturalWell/well');
    expect(buildRouteTable([]).firstPath).to.equal(null);
    expect(buildRouteTable(null).routes).to.deep.equal([]);
  });
});

describe('router: business groups load lazily', () => {
  // a merchant with both business lines (router-service-lines.test.tsx: without one)
  beforeEach(() => setSession({ serviceLines: ['agriculturalWell', 'fertigation'] }));

  it('maps every path of the brief (and 对账异常 of issue 24) to a screen in its group module', async () => {
    // bigScreen: its menu page and the same display alone in the window (/bigScreen/wall, router/bare-routes.ts)
    const expected: Record<string, number> = { agriculturalWell: 14, fertigation: 9, system: 6, devModule: 1, bigScreen: 2 };
    for (const [group, count] of Object.entries(expected)) {
      const module = await loadGroup(group, groupLoaders);
      const paths = Object.keys(module.screens);
      expect(paths.length, group).to.equal(count);
      expect(paths.every((p) => p.startsWith(`/${group}/`) && typeof module.screens[p] === 'function')).to.equal(true);
    }
  });

  it('raises a chunk load error when a group does not arrive in time (120000 ms by default)', async () => {
    expect(CHUNK_TIMEOUT_MS).to.equal(120000);
    const never = { late: () => new Promise<never>(() => {}) };
    const error = await loadGroup('late', never, 30).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ChunkLoadError);
    expect((error as Error).name).to.equal('ChunkLoadError');
    expect((error as Error).message).to.equal('模块加载超时');
  });

  it('turns a failed import into a chunk load error and loads again on retry', async () => {
    let calls = 0;
    const flaky = {
      flaky: () =>
        ++calls === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ screens: {} }),
    };
    const first = await loadGroup('flaky', flaky).catch((e: unknown) => e);
    expect(first).to.be.instanceOf(ChunkLoadError);
    expect((await loadGroup('flaky', flaky)).screens).to.deep.equal({});
    await loadGroup('flaky', flaky);
    expect(calls, 'a loaded group is not imported again').to.equal(2);
  });
});
