import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import '../../elements';
import { configureSession } from '../../src/session/public/session';
import { REF_API, mount, referenceCode, shadow, signedOutPage, unmountAll } from './support/element-session';
import { click } from './support/real-input';
import { referenceLogin, resetReferenceServer } from './support/reference-session';
import { until } from './support/shadow-queries';

// axe-core (every rule of its default set, WCAG 2.x A and AA included) on each element as a portal
// shows it, with real data from the reference server, and on the login screen.

const MEMORY_ROUTE_KEY = 'irr-console.route';

/** axe's violations inside `element` (its shadow tree included), one readable line each. */
async function violations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { resultTypes: ['violations'] });
  return result.violations.map(
    (v) => `${v.id} (${v.impact ?? ''}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
}

describe('accessibility (axe-core) of the elements on the reference server', () => {
  before(() => resetReferenceServer());
  beforeEach(() => {
    signedOutPage();
    sessionStorage.clear();
    configureSession({ apiBase: REF_API, timeoutMs: 10_000 });
  });
  afterEach(() => {
    unmountAll();
  });

  it('the login screen', async () => {
    sessionStorage.setItem(MEMORY_ROUTE_KEY, '/login');
    const console = mount('irr-console', { 'api-base': REF_API, 'route-mode': 'memory' });
    await until(() => shadow(console, '#login-form img[src]'), 'the login form with its captcha');
    expect(await violations(console)).to.deep.equal([]);
  });

  it('<irr-console> on its first page after login', async () => {
    await referenceLogin();
    sessionStorage.setItem(MEMORY_ROUTE_KEY, '/agriculturalWell/home');
    const console = mount('irr-console', { 'api-base': REF_API, 'route-mode': 'memory' });
    await until(() => shadow(console, '[part="page"] h1') && shadow(console, '[part="badge"]'), 'the shell with its first page');
    expect(await violations(console)).to.deep.equal([]);
  });

  it('<irr-notice-bell>, closed and with its panel open', async () => {
    await referenceLogin();
    const bell = mount('irr-notice-bell');
    await until(() => shadow(bell, '[part="badge"]'), 'the count');
    expect(await violations(bell)).to.deep.equal([]);
    await click(shadow(bell, '[part="base"]')!);
    await until(() => shadow(bell, '[part="item"]'), 'the panel lists notices');
    expect(await violations(bell)).to.deep.equal([]);
  });

  it('<irr-well-table> with the wells', async () => {
    await referenceLogin();
    const table = mount('irr-well-table');
    await until(() => shadow(table, '.irr-well-select'), 'the wells');
    expect(await violations(table)).to.deep.equal([]);
  });

  it('<irr-well-table> without a session, and after a refused code', async () => {
    const table = mount('irr-well-table');
    await until(() => shadow(table, '[part="notice"]'), 'the note');
    expect(await violations(table)).to.deep.equal([]);
    table.setAttribute('authorization-code', await referenceCode('used'));
    await until(() => shadow(table, '[part="error"]'), 'the message');
    expect(await violations(table)).to.deep.equal([]);
  });
});
