import { expect, waitUntil } from '@open-wc/testing';
import '../../elements';
import { resetSession, setSession } from '../../src/session/public/session';

/**
 * The bell element on a page of its own. In elements.test.ts it followed the consoles' tests, which
 * leave requests (and a session-expiry alert, for tokens the test server does not know) in flight;
 * in three loaded clean runs the bell never rendered there, and it does here and alone. Its panel
 * and events: notice-bell.test.ts.
 */
describe('elements: <irr-notice-bell>', () => {
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

  function mount(attributes: Record<string, string>) {
    const element = document.createElement('irr-notice-bell');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
    return element;
  }

  it('<irr-notice-bell> shows the shared unread count once the page has a session (panel and events: notice-bell.test.ts)', async () => {
    const bell = mount({ 'poll-interval': '30', 'api-base': '/test-login/bell/cpi' });
    mounted.push(bell);
    expect(bell.pollInterval).to.equal(30);
    expect(bell.apiBase).to.equal('/test-login/bell/cpi');
    await waitUntil(() => bell.shadowRoot!.adoptedStyleSheets.length > 0, 'the element has rendered');
    expect(bell.shadowRoot!.querySelector('button'), 'nothing without a session').to.equal(null);
    setSession({ token: 'bearer ok-bell', authenticated: true });
    // its code and the count's call come after the session: more than waitUntil's 1 s on a loaded machine
    await waitUntil(() => bell.shadowRoot?.querySelector('button'), 'the bell renders', { timeout: 5000 });
    await waitUntil(() => bell.shadowRoot!.querySelector('[part="badge"]')?.textContent === '3', 'the badge shows the polled 3', {
      timeout: 5000,
    });
    await expect(bell).to.be.accessible();
    setSession({ unreadNoticeCount: 5 });
    await waitUntil(() => bell.shadowRoot!.querySelector('[part="badge"]')?.textContent === '5', 'the badge shows 5');
  });
});
