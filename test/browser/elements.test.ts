import { expect, waitUntil } from '@open-wc/testing';
import '../../elements';
import { IrrConsoleElement, IrrNoticeBellElement, IrrWellTableElement } from '../../elements';
import type { IrrLogoutDetail, IrrNavigateDetail } from '../../elements';
import { emitSessionEvent, logout, getSessionConfig, resetSession, setSession } from '../../src/session/public/session';

const MEMORY_ROUTE_KEY = 'irr-console.route';

/** Loads another copy of the element bundle, as a second script on the page would. */
function secondCopy(): Promise<{ IrrConsoleElement: CustomElementConstructor }> {
  const url = `/elements/index.ts?copy=${Math.random()}`;
  return import(/* @vite-ignore */ url) as Promise<{ IrrConsoleElement: CustomElementConstructor }>;
}

function mount<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

describe('elements: definition, attributes and events', () => {
  const mounted: Element[] = [];
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetSession();
    setSession({ routePath: null });
  });
  afterEach(() => {
    for (const element of mounted.splice(0)) element.remove();
  });

  it('defines all three tags, and a second copy of the bundle neither throws nor redefines them', async () => {
    expect(customElements.get('irr-console')).to.equal(IrrConsoleElement);
    expect(customElements.get('irr-well-table')).to.equal(IrrWellTableElement);
    expect(customElements.get('irr-notice-bell')).to.equal(IrrNoticeBellElement);
    const copy = await secondCopy();
    expect(copy.IrrConsoleElement, 'a genuinely separate copy').to.not.equal(IrrConsoleElement);
    expect(customElements.get('irr-console')).to.equal(IrrConsoleElement);
  });

  it('maps attributes to props and configures the shared session with api-base', async () => {
    sessionStorage.setItem(MEMORY_ROUTE_KEY, '/login');
    const element = mount('irr-console', { 'api-base': '/test-login/attrs/cpi', 'route-mode': 'memory', theme: 'green' });
    mounted.push(element);
    expect(element.apiBase).to.equal('/test-login/attrs/cpi');
    expect(element.routeMode).to.equal('memory');
    expect(element.theme).to.equal('green');
    await waitUntil(() => element.shadowRoot?.querySelector('#login-form'), 'the login screen');
    expect(getSessionConfig().apiBase).to.equal('/test-login/attrs/cpi');
    expect(element.dataset.irrScheme, 'theme picks the colour scheme').to.equal('green');
    expect(window.location.hash, 'memory mode leaves the page URL alone').to.equal('');
    element.basePath = '/console';
    expect(element.getAttribute('base-path'), 'props reflect to attributes').to.equal('/console');
  });

  it('dispatches irr-navigate, irr-error and irr-logout from the host, bubbling and composed', async () => {
    sessionStorage.setItem(MEMORY_ROUTE_KEY, '/noInfo');
    const seen: Event[] = [];
    const listen = (event: Event) => seen.push(event);
    for (const type of ['irr-navigate', 'irr-error', 'irr-logout']) document.addEventListener(type, listen);
    try {
      const element = mount('irr-console', { 'api-base': '/test-login/events/cpi', 'route-mode': 'memory' });
      mounted.push(element);
      await waitUntil(() => seen.some((e) => e.type === 'irr-navigate'), 'irr-navigate reaches the document');
      const navigate = seen.find((e) => e.type === 'irr-navigate') as CustomEvent<IrrNavigateDetail>;
      expect(navigate.detail).to.deep.equal({ path: '/noInfo', fullPath: '/noInfo' });
      emitSessionEvent({ type: 'message', level: 'error', text: '系统异常' });
      setSession({ token: 'bearer x', authenticated: true });
      await logout('user');
      emitSessionEvent({ type: 'forceLogin' });
      for (const event of seen) {
        expect(event.bubbles, `${event.type} bubbles`).to.equal(true);
        expect(event.composed, `${event.type} is composed`).to.equal(true);
        expect(event.target, `${event.type} comes from the host`).to.equal(element);
      }
      expect((seen.find((e) => e.type === 'irr-error') as CustomEvent).detail).to.deep.equal({ message: '系统异常' });
      const logouts = seen.filter((e) => e.type === 'irr-logout') as CustomEvent<IrrLogoutDetail>[];
      expect(
        logouts.map((e) => e.detail),
        'another tab changing the user is a logout too',
      ).to.deep.equal([{ reason: 'user' }, { reason: 'otherTab' }]);
    } finally {
      for (const type of ['irr-navigate', 'irr-error', 'irr-logout']) document.removeEventListener(type, listen);
    }
  });

  it('fires irr-login once the new user has loaded', async () => {
    sessionStorage.setItem(MEMORY_ROUTE_KEY, '/login');
    const element = mount('irr-console', { 'api-base': '/test-login/events/cpi', 'route-mode': 'memory' });
    mounted.push(element);
    await waitUntil(() => element.shadowRoot?.querySelector('#login-form'), 'the login screen');
    const logins: CustomEvent[] = [];
    element.addEventListener('irr-login', (e) => logins.push(e));
    emitSessionEvent({ type: 'login' });
    expect(logins, 'not before the user info').to.have.length(0);
    setSession({
      user: {
        id: 1,
        code: 'U-9',
        name: '李四',
        footerName: '测试灌区',
        mobile: '13800000000',
        permissions: [],
        platContactMobile: '',
        roles: [],
        merchantId: 3,
        merchantName: '测试商户',
        userType: 'merchant',
      },
    });
    expect(logins.map((e) => e.detail)).to.deep.equal([{ userCode: 'U-9', name: '李四', merchantId: 3, merchantName: '测试商户' }]);
  });

  it('<irr-well-table> takes its attributes as props; without a session it says so', async () => {
    const table = mount('irr-well-table', { 'place-id': '12', status: 'online', 'page-size': '20' });
    mounted.push(table);
    expect([table.placeId, table.status, table.pageSize]).to.deep.equal(['12', 'online', 20]);
    await waitUntil(() => table.shadowRoot?.querySelector('[part="notice"]'), 'the table renders its note');
    expect(table.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.equal('未登录，无法显示数据');
    // attributes and events with a session: elements-embed.test.ts
  });
});

describe('<irr-console> authorization-code', () => {
  afterEach(() => {
    document.querySelectorAll('irr-console').forEach((element) => element.remove());
    resetSession();
  });

  it('exchanges a code set after the element started, then opens the first permitted page', async () => {
    localStorage.clear();
    sessionStorage.clear();
    sessionStorage.setItem(MEMORY_ROUTE_KEY, '/login');
    resetSession();
    const scenario = `code-${Math.random().toString(36).slice(2, 10)}`;
    const element = mount('irr-console', { 'api-base': `/test-login/${scenario}/cpi`, 'route-mode': 'memory' });
    await waitUntil(() => element.shadowRoot?.querySelector('#login-form'), 'the login screen first');
    const paths: string[] = [];
    const logins: CustomEvent[] = [];
    element.addEventListener('irr-navigate', (e) => paths.push(e.detail.path));
    element.addEventListener('irr-login', (e) => logins.push(e));
    element.setAttribute('authorization-code', 'good-code');
    await waitUntil(() => paths.includes('/agriculturalWell/well'), 'lands on the first menu page', { timeout: 5000 });
    const response = await fetch(`/test-login/${scenario}/hits/login/forcedEntry`);
    const hits = ((await response.json()) as { data: unknown[] }).data;
    expect(hits, 'exchanged once').to.deep.equal([{ authorizationCode: 'good-code' }]);
    expect(logins.map((e) => e.detail.userCode)).to.deep.equal([`U-${scenario}`]);
  });
});
