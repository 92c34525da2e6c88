import { expect, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { pageCookies } from './support/page-cookies';
import type { MenuItem } from '../../src/api/contract';
import type { GroupLoaders, GroupModule } from '../../src/router';
import { PlaceholderPage } from '../../src/screens/placeholder';
import { ConsoleApp, groupLoaders, type ConsoleAppProps, type PublicScreenProps } from '../../src/screens/shell';
import { emitSessionEvent, getSession, setSession } from '../../src/session/public/session';
import { loggedIn, mountInShadow, sampleMenus, type Mounted } from './support/console-fixtures';
import { freshSession } from './support/test-session';

function LoginStub({ location }: PublicScreenProps) {
  return <h1 data-screen="login">login {location.query.redirect ?? ''}</h1>;
}

/** A group's real routes, each page the placeholder: the shell's tests need no server behind the real screens. */
const asPlaceholders = (load: () => Promise<GroupModule>) => () =>
  load().then((m): GroupModule => ({
    screens: Object.fromEntries(Object.keys(m.screens).map((path) => [path, PlaceholderPage])),
  }));
const placeholderGroups: GroupLoaders = Object.fromEntries(
  Object.entries(groupLoaders).map(([group, load]) => [group, asPlaceholders(load)]),
);

/** The sample menus with the well group's other pages added: enough to open fifteen tabs. */
function manyPageMenus(): MenuItem[] {
  const menus = sampleMenus();
  const well = menus[1]!;
  const extra = ['feedback', 'card', 'bill', 'fund', 'settlement', 'report', 'monitor', 'notice'];
  const titles = ['反馈管理', '卡片管理', '账单管理', '资金管理', '结算管理', '统计报表', '监控中心', '通知公告'];
  well.children = [
    ...well.children,
    ...extra.map((name, i): MenuItem => ({
      ...well.children[0]!,
      id: 100 + i,
      path: `/agriculturalWell/${name}`,
      name: titles[i]!,
      sort: 10 + i,
      children: [],
    })),
  ];
  const system = menus[2]!;
  system.children = [
    ...system.children,
    ...[
      ['param', '参数设置'],
      ['password', '修改密码'],
      ['loginLog', '登录日志'],
      ['operLog', '操作日志'],
    ].map(([name, title], i): MenuItem => ({
      ...system.children[0]!,
      id: 200 + i,
      path: `/system/${name}`,
      name: title!,
      sort: 10 + i,
      children: [],
    })),
  ];
  return menus;
}

let mounted: Mounted | null = null;

function mount(props: Partial<ConsoleAppProps> = {}): Mounted {
  mounted = mountInShadow(
    <ConsoleApp
      routeMode="memory"
      memoryStorageKey={null}
      initialPath="/"
      publicScreens={{ login: LoginStub }}
      groupLoaders={placeholderGroups}
      {...props}
    />,
  );
  return mounted;
}

const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...mounted!.shadow.querySelectorAll<T>(selector)];
const tabTitles = () => $$('.tab a').map((a) => a.textContent);
const activeTab = () => $('.tab[data-active] a')?.textContent;
const visiblePage = () => $$('.page').find((p) => !p.hidden);

function byText<T extends HTMLElement = HTMLElement>(selector: string, text: string): T {
  const found = $$<T>(selector).find((el) => el.textContent?.trim() === text);
  if (!found) throw new Error(`no ${selector} with text ${text}`);
  return found;
}

const menuLink = (title: string) => $$<HTMLAnchorElement>('nav a').find((a) => a.querySelector('.label')?.textContent === title);

async function openPage(title: string): Promise<void> {
  if (!menuLink(title)) {
    // expand the groups first, as a user would
    for (const group of $$<HTMLButtonElement>('nav button[aria-expanded="false"]')) group.click();
    await waitUntil(() => menuLink(title), `menu ${title}`);
  }
  menuLink(title)!.click();
  await waitUntil(() => activeTab() === title && visiblePage()?.querySelector('h1')?.textContent === title, `page ${title}`);
}

describe('shell', () => {
  beforeEach(() => {
    freshSession();
    for (const name of pageCookies.names()) pageCookies.remove(name);
    loggedIn();
    setSession({ unreadNoticeCount: 0 });
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it("shows a group's single home child as 首页 inside its group, not as a second top-level entry", async () => {
    mount();
    await waitUntil(() => menuLink('首页'), 'home link');
    const homes = $$<HTMLAnchorElement>('nav a').filter((a) => a.querySelector('.label')?.textContent === '首页');
    expect(homes).to.have.length(1);
    const group = homes[0]!.closest('ul')!.closest('li')!;
    expect(group.querySelector(':scope > button .label')?.textContent).to.equal('机井首页');
  });

  it('is accessible', async () => {
    mount();
    await waitUntil(() => visiblePage()?.querySelector('h1')?.textContent === '首页');
    setSession({ unreadNoticeCount: 3 });
    await expect(mounted!.host).to.be.accessible();
  });

  it('keeps text readable in every colour scheme', async () => {
    for (const scheme of ['classic', 'green', 'orange', 'purple', 'red', 'light']) {
      pageCookies.set('irr-color-scheme', scheme);
      mount();
      await waitUntil(() => visiblePage()?.querySelector('h1')?.textContent === '首页' && mounted!.host.dataset.irrScheme === scheme);
      await expect(mounted!.host, scheme).to.be.accessible();
      mounted!.unmount();
      mounted = null;
    }
  });

  it('lands on the first permitted page with header, sidebar (width 200) and the permanent first tab', async () => {
    mount();
    await waitUntil(() => activeTab() === '首页', 'home tab');
    expect($('.header')!.textContent).to.contain('张管理');
    expect($('.sidebar')!.getBoundingClientRect().width).to.equal(200);
    expect(tabTitles()).to.deep.equal(['首页']);
    expect($$('.tab button')).to.have.length(0);
    await waitUntil(() => visiblePage()?.querySelector('h1')?.textContent === '首页', 'home page rendered');
    const home = menuLink('首页')!;
    expect(home.getAttribute('aria-current')).to.equal('page');
    expect(home.querySelector('svg'), 'home icon').to.not.equal(null);
  });

  it('shows the unread notice count from the store', async () => {
    mount();
    await waitUntil(() => activeTab() === '首页');
    expect($('.badge')).to.equal(null);
    setSession({ unreadNoticeCount: 5 });
    await waitUntil(() => $('.badge')?.textContent === '5');
    setSession({ unreadNoticeCount: 120 });
    await waitUntil(() => $('.badge')?.textContent === '99+');
  });

  it('opens pages as tabs; closing the current one moves to its neighbour; close others keeps the first', async () => {
    mount();
    await waitUntil(() => activeTab() === '首页');
    await openPage('机井管理');
    await openPage('村镇管理');
    await openPage('用户管理');
    expect(tabTitles()).to.deep.equal(['首页', '机井管理', '村镇管理', '用户管理']);
    byText('.tab a', '村镇管理').click();
    await waitUntil(() => activeTab() === '村镇管理');
    $<HTMLButtonElement>('button[aria-label="关闭 村镇管理"]')!.click();
    await waitUntil(() => activeTab() === '用户管理', 'right neighbour');
    expect(tabTitles()).to.deep.equal(['首页', '机井管理', '用户管理']);
    $<HTMLButtonElement>('button[aria-label="关闭 用户管理"]')!.click();
    await waitUntil(() => activeTab() === '机井管理', 'left neighbour at the end');
    await openPage('使用记录');
    await openPage('角色管理');
    byText('.tab a', '使用记录').click();
    await waitUntil(() => activeTab() === '使用记录');
    byText<HTMLButtonElement>('.tabs button', '关闭其他').click();
    await waitUntil(() => tabTitles().length === 2);
    expect(tabTitles()).to.deep.equal(['首页', '使用记录']);
    expect($$('.page')).to.have.length(2);
  });

  it("keeps the groups the user opened through a reload of the menus, and opens a page's group when a tab shows it", async () => {
    mount();
    await waitUntil(() => activeTab() === '首页');
    const group = (title: string) => $$<HTMLButtonElement>('nav button').find((b) => b.querySelector('.label')?.textContent === title)!;
    await openPage('角色管理'); // opens every group, as a user looking for it would
    expect(group('农业机井').getAttribute('aria-expanded')).to.equal('true');
    byText('.tab a', '首页').click();
    await waitUntil(() => activeTab() === '首页');
    group('系统管理').click();
    await waitUntil(() => group('系统管理').getAttribute('aria-expanded') === 'false', 'closed by the user');
    // an administrator changed the grants: the same menus again, new objects
    setSession({ menus: structuredClone(getSession().menus) });
    await nextFrame(); // the store's change has rendered
    expect(group('农业机井').getAttribute('aria-expanded')).to.equal('true');
    expect(group('系统管理').getAttribute('aria-expanded')).to.equal('false');
    byText('.tab a', '角色管理').click();
    await waitUntil(() => activeTab() === '角色管理');
    expect(group('系统管理').getAttribute('aria-expanded')).to.equal('true');
    expect(menuLink('角色管理')!.getAttribute('aria-current')).to.equal('page');
  });

  it('keeps fifteen open tabs on one scrolling row in a narrow host, the active tab in view and the first reachable', async () => {
    loggedIn(manyPageMenus());
    mount();
    mounted!.host.style.width = '560px';
    await waitUntil(() => activeTab() === '首页');
    const bar = $('.tabs')!;
    const oneTabHeight = bar.getBoundingClientRect().height;
    const titles = [
      '机井管理',
      '村镇管理',
      '使用记录',
      '反馈管理',
      '卡片管理',
      '账单管理',
      '资金管理',
      '结算管理',
      '统计报表',
      '监控中心',
      '通知公告',
      '用户管理',
      '角色管理',
      '参数设置',
    ];
    for (const title of titles) await openPage(title);
    expect(tabTitles()).to.have.length(15);

    const tabs = $$('.tab');
    const tops = new Set(tabs.map((tab) => tab.getBoundingClientRect().top));
    expect(tops.size, 'one row').to.equal(1);
    expect(bar.getBoundingClientRect().height, 'the bar does not grow').to.equal(oneTabHeight);
    const host = mounted!.host.getBoundingClientRect();
    expect(bar.getBoundingClientRect().right, 'no overflow to the right of the host').to.be.at.most(host.right);
    expect(bar.scrollWidth, 'nothing clipped at the right of the bar').to.be.at.most(bar.clientWidth);
    const closeOthers = byText('.tabs button', '关闭其他').getBoundingClientRect();
    expect(closeOthers.right, 'close others stays in the bar').to.be.at.most(bar.getBoundingClientRect().right);
    expect(closeOthers.height, 'close others on one line').to.be.below(oneTabHeight);

    const list = $('.tabs [role="list"]')!;
    expect(list.scrollWidth, 'the tabs do overflow: the list scrolls').to.be.above(list.clientWidth);
    const within = (tab: HTMLElement) => {
      const box = list.getBoundingClientRect();
      const rect = tab.getBoundingClientRect();
      return rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
    };
    await waitUntil(() => within($('.tab[data-active]')!), 'the last opened tab scrolled into view');
    expect(activeTab()).to.equal('参数设置');
    expect(within(tabs[0]!), 'the first tab is scrolled out').to.equal(false);
    const back = $<HTMLButtonElement>('button[aria-label="向左滚动标签"]')!;
    const forward = $<HTMLButtonElement>('button[aria-label="向右滚动标签"]')!;
    expect([back.disabled, forward.disabled], 'scrolled to the end').to.deep.equal([false, true]);

    byText('.tab a', '首页').focus();
    await waitUntil(() => within(tabs[0]!), 'the focused first tab scrolled into view');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => activeTab() === '首页' && visiblePage()?.querySelector('h1')?.textContent === '首页', 'first tab activated');
    expect(within(tabs[0]!)).to.equal(true);

    await openPage('角色管理');
    await waitUntil(() => within($('.tab[data-active]')!), 'a tab activated from the menu scrolled into view');
    expect(within(tabs[0]!)).to.equal(false);

    const wheel = new WheelEvent('wheel', { deltaY: -100000, bubbles: true, cancelable: true });
    list.dispatchEvent(wheel);
    expect(wheel.defaultPrevented, 'the wheel scrolls the row, not the page').to.equal(true);
    await waitUntil(() => back.disabled && within(tabs[0]!), 'wheeled back to the first tab');
    const again = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true });
    list.dispatchEvent(again);
    expect(again.defaultPrevented, 'at the start the page scrolls as usual').to.equal(false);

    forward.click();
    await waitUntil(() => !back.disabled, 'the forward button scrolls');
    expect(list.scrollLeft).to.be.above(0);
    expect(within(tabs[0]!)).to.equal(false);
  });

  it('keeps each open page alive: input, page number and scroll survive switching tabs', async () => {
    mount();
    await waitUntil(() => activeTab() === '首页');
    await openPage('机井管理');
    const wellPage = visiblePage()!;
    const search = wellPage.querySelector<HTMLInputElement>('input[type="search"]')!;
    search.focus();
    await sendKeys({ type: '井-12' });
    wellPage.querySelector<HTMLTextAreaElement>('textarea')!.focus();
    await sendKeys({ type: '半填写的备注' });
    [...wellPage.querySelectorAll<HTMLButtonElement>('.pager button')].find((b) => b.textContent === '下一页')!.click();
    await waitUntil(() => wellPage.querySelector('[data-testid="page-number"]')!.textContent === '第 2 页');
    const scrolled = new Promise((resolve) => wellPage.addEventListener('scroll', resolve, { once: true }));
    wellPage.scrollTop = 900;
    await scrolled;
    expect(wellPage.scrollTop).to.equal(900);

    await openPage('用户管理');
    expect(wellPage.hidden).to.equal(true);
    expect(visiblePage()!.querySelector<HTMLInputElement>('input[type="search"]')!.value).to.equal('');
    byText('.tab a', '机井管理').click();
    await waitUntil(() => activeTab() === '机井管理' && !wellPage.hidden);

    expect(visiblePage()).to.equal(wellPage);
    expect(search.value).to.equal('井-12');
    expect(wellPage.querySelector('textarea')!.value).to.equal('半填写的备注');
    expect(wellPage.querySelector('[data-testid="page-number"]')!.textContent).to.equal('第 2 页');
    expect(wellPage.scrollTop).to.equal(900);
  });

  it('keeps the collapsed sidebar and the colour scheme in cookies for 365 days', async () => {
    mount();
    await waitUntil(() => activeTab() === '首页');
    $<HTMLButtonElement>('button[aria-label="收起菜单"]')!.click();
    await waitUntil(() => $('.sidebar')!.getBoundingClientRect().width === 64);
    expect(pageCookies.get('irr-sidebar-collapsed')).to.equal('1');

    $<HTMLButtonElement>('button[aria-haspopup="menu"]')!.click();
    await waitUntil(() => $$('[role="menuitemradio"]').length === 6, 'six schemes');
    byText<HTMLButtonElement>('[role="menuitemradio"]', '生机绿').click();
    await waitUntil(() => mounted!.host.style.getPropertyValue('--irr-primary') === '#007a55');
    expect(pageCookies.get('irr-color-scheme')).to.equal('green');
    const cookie = await (window as unknown as { cookieStore: { get(n: string): Promise<{ expires: number }> } }).cookieStore.get(
      'irr-color-scheme',
    );
    const days = (cookie.expires - Date.now()) / 86400000;
    expect(days).to.be.within(364.9, 365.1);

    mounted!.unmount();
    mount();
    await waitUntil(() => activeTab() === '首页');
    expect($('.shell')!.hasAttribute('data-collapsed')).to.equal(true);
    expect(mounted!.host.style.getPropertyValue('--irr-primary')).to.equal('#007a55');
    expect(getComputedStyle($('.tab[data-active]')!).backgroundColor).to.equal('rgb(0, 122, 85)');

    $<HTMLButtonElement>('button[aria-haspopup="menu"]')!.click();
    await waitUntil(() => $$('[role="menu"] button').length === 7);
    byText<HTMLButtonElement>('[role="menu"] button', '恢复默认').click();
    await waitUntil(() => mounted!.host.style.getPropertyValue('--irr-primary') === '');
    expect(pageCookies.get('irr-color-scheme')).to.equal(undefined);
  });

  it('starts collapsed on a phone-width screen until the user chooses', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      mount();
      await waitUntil(() => activeTab() === '首页');
      expect($('.sidebar')!.getBoundingClientRect().width, 'the page keeps the whole width').to.equal(0);
      expect(getComputedStyle($('.sidebar')!).visibility, 'its links out of the tab order').to.equal('hidden');
      const whole = $('.shell')!.getBoundingClientRect().width;
      expect($('.main')!.getBoundingClientRect().width).to.equal(whole);
      expect(pageCookies.get('irr-sidebar-collapsed'), 'no choice recorded').to.equal(undefined);
      for (const item of $$('.header > *')) {
        expect(item.getBoundingClientRect().height, `${item.textContent} stays on one line`).to.be.below(40);
      }
      // ☰ opens the menu over the page, which keeps its width; choosing a page closes it
      $<HTMLButtonElement>('.header button[aria-label="展开菜单"]')!.click();
      await waitUntil(() => $('.sidebar')!.getBoundingClientRect().width === 200, 'the menu open');
      expect($('.main')!.getBoundingClientRect().width, 'over the page, not beside it').to.equal(whole);
      for (const group of $$<HTMLButtonElement>('nav button[aria-expanded="false"]')) group.click();
      await waitUntil(() => $$('nav a').length > 1, 'a group open');
      const page = $$<HTMLAnchorElement>('nav a').find((a) => a.getAttribute('aria-current') !== 'page')!;
      const title = page.querySelector('.label')!.textContent!;
      page.click();
      await waitUntil(() => activeTab() === title, `page ${title}`);
      await waitUntil(() => $('.sidebar')!.getBoundingClientRect().width === 0, 'the menu closed by the choice');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("starts with the element's theme until the user picks a scheme, leaving a portal's own properties alone", async () => {
    mount({ theme: 'purple' });
    mounted!.host.style.setProperty('--irr-radius', '8px');
    await waitUntil(() => activeTab() === '首页');
    expect(mounted!.host.style.getPropertyValue('--irr-primary')).to.equal('#7b3fe4');
    $<HTMLButtonElement>('button[aria-haspopup="menu"]')!.click();
    await waitUntil(() => $$('[role="menuitemradio"]').length === 6);
    expect($('[role="menuitemradio"][aria-checked="true"]')!.textContent).to.equal('典雅紫');
    byText<HTMLButtonElement>('[role="menuitemradio"]', '经典蓝').click();
    await waitUntil(() => mounted!.host.style.getPropertyValue('--irr-primary') === '');
    expect(mounted!.host.style.getPropertyValue('--irr-radius')).to.equal('8px');
  });

  it('closes the scheme menu with Escape and moves through it with the arrow keys', async () => {
    mount();
    await waitUntil(() => activeTab() === '首页');
    $<HTMLButtonElement>('button[aria-haspopup="menu"]')!.click();
    await waitUntil(() => mounted!.shadow.activeElement?.textContent === '经典蓝');
    await sendKeys({ press: 'ArrowDown' });
    expect(mounted!.shadow.activeElement?.textContent).to.equal('生机绿');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => $('[role="menu"]') === null);
    expect(mounted!.shadow.activeElement?.getAttribute('aria-haspopup')).to.equal('menu');
  });

  it('logs out to the login page', async () => {
    mount();
    await waitUntil(() => activeTab() === '首页');
    byText<HTMLButtonElement>('.header button', '退出登录').click();
    await waitUntil(() => $('[data-screen="login"]') !== null, 'login page');
    expect(getSession().token).to.equal(null);
    expect($('.timeout'), 'no timeout notice after a normal logout').to.equal(null);
  });

  it('shows 超时，请重新登录！ on the login page after a session timeout', async () => {
    mount();
    await waitUntil(() => activeTab() === '首页');
    emitSessionEvent({ type: 'logout', reason: 'timeout' });
    await waitUntil(() => $('[data-screen="login"]') !== null);
    expect($('[role="alert"]')!.textContent).to.contain('超时，请重新登录！');
  });

  it('renders messages, alerts and the loading overlay of the session', async () => {
    mount();
    await waitUntil(() => activeTab() === '首页');
    emitSessionEvent({ type: 'message', level: 'error', text: '拒绝访问' });
    await waitUntil(() => $('.irr-toast')?.textContent === '拒绝访问');
    let dismissed = false;
    const claimed = emitSessionEvent({
      type: 'alert',
      text: '用户登录超时，请重新登录',
      done: () => {
        dismissed = true;
      },
    });
    expect(claimed).to.equal(true);
    await waitUntil(() => $('[role="alertdialog"]') !== null);
    expect($('[role="alertdialog"]')!.textContent).to.contain('用户登录超时，请重新登录');
    expect(dismissed).to.equal(false);
    byText<HTMLButtonElement>('[role="alertdialog"] button', '确定').click();
    await waitUntil(() => $('[role="alertdialog"]') === null);
    expect(dismissed).to.equal(true);
    setSession({ loadingVisible: true });
    await waitUntil(() => $('.irr-loading') !== null);
    setSession({ loadingVisible: false });
    await waitUntil(() => $('.irr-loading') === null);
  });

  it('sets the document title to the footer name (history mode) and stays on the route after a reload', async () => {
    const url = window.location.href;
    window.history.replaceState(null, '', '/console/system/role');
    try {
      mount({ routeMode: 'history', basePath: '/console' });
      await waitUntil(() => activeTab() === '角色管理', 'on the reloaded route');
      expect(document.title).to.equal('某某灌区管理平台');
      expect(window.location.pathname).to.equal('/console/system/role');
      expect(tabTitles()).to.deep.equal(['首页', '角色管理']);
    } finally {
      window.history.replaceState(null, '', url);
    }
  });

  it('loads a business group only when one of its pages is first entered, and only once', async () => {
    const loads: string[] = [];
    const counted = (group: string, load: () => Promise<GroupModule>) => () => {
      loads.push(group);
      return load();
    };
    mount({
      groupLoaders: {
        agriculturalWell: counted(
          'agriculturalWell',
          asPlaceholders(() => import('../../src/screens/agriculturalWell')),
        ),
        system: counted(
          'system',
          asPlaceholders(() => import('../../src/screens/system')),
        ),
        fertigation: counted(
          'fertigation',
          asPlaceholders(() => import('../../src/screens/fertigation')),
        ),
      },
    });
    await waitUntil(() => visiblePage()?.querySelector('h1')?.textContent === '首页');
    expect(loads, 'only the group of the first page').to.deep.equal(['agriculturalWell']);
    await openPage('机井管理');
    expect(loads).to.deep.equal(['agriculturalWell']);
    await openPage('用户管理');
    await openPage('角色管理');
    expect(loads, 'system on its first page, once').to.deep.equal(['agriculturalWell', 'system']);
    emitSessionEvent({ type: 'navigate', path: '/fertigation/valve' });
    await waitUntil(() => $('.shell') === null, 'a line the menus do not grant is not entered');
    expect(loads, 'nor loaded').to.deep.equal(['agriculturalWell', 'system']);
  });

  it('titles the header with the menu name of the page', async () => {
    mount();
    await waitUntil(() => activeTab() === '首页');
    expect($('.header .title')!.textContent).to.equal('首页');
    await openPage('村镇管理');
    expect($('.header .title')!.textContent).to.equal('村镇管理');
  });

  it('shows a chunk load error with a retry when a group does not load in time', async () => {
    let attempts = 0;
    const late = () => {
      attempts++;
      return attempts === 1 ? new Promise<never>(() => {}) : import('../../src/screens/system');
    };
    const agriculturalWell = asPlaceholders(() => import('../../src/screens/agriculturalWell'));
    mount({ initialPath: '/system/user', groupLoaders: { system: late, agriculturalWell }, chunkTimeoutMs: 50 });
    await waitUntil(() => visiblePage()?.querySelector('[role="alert"]')?.textContent?.includes('模块加载超时'), 'chunk error');
    visiblePage()!.querySelector<HTMLButtonElement>('.page-state button')!.click();
    await waitUntil(() => visiblePage()?.querySelector('table[aria-label="用户管理"]'), 'loaded on retry: the user screen');
  });
});
