import { expect } from '@open-wc/testing';
import '../../elements';
import type { IrrNoticeBellElement, IrrWellSelectDetail, IrrWellTableElement } from '../../elements';
import { hmacHex } from '../../src/api/transport/sign';
import { sharedSession } from '../../src/session/shared-session';
import { configureSession, getSession } from '../../src/session/public/session';
import { REF_API, referenceCode, signedOutPage, watchBodies } from './support/element-session';
import { click, press } from './support/real-input';
import { merchantOf } from './support/reference-fixtures';
import { referenceLogin, referenceSql, resetReferenceServer } from './support/reference-session';
import { until } from './support/shadow-queries';

// The standalone elements as a portal uses them, against the real reference server: attributes and
// properties, the shared forced entry, the failure path, the events and a logout for all.

const FIND_WELLS = 'irrigationWell/equip/findPage';
const FORCED_ENTRY = 'login/forcedEntry';

const mounted: HTMLElement[] = [];
function mount<K extends 'irr-well-table' | 'irr-notice-bell'>(tag: K, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  mounted.push(element);
  return element;
}

const part = (element: HTMLElement, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);
const wellButtons = (table: HTMLElement) => [...table.shadowRoot!.querySelectorAll<HTMLButtonElement>('.irr-well-select')];
const rowsShown = (table: HTMLElement) => until(() => wellButtons(table).length > 0, 'the wells show');

describe('standalone elements on the reference server', () => {
  let watch: ReturnType<typeof watchBodies>;
  let merchant = 0;
  before(async () => {
    await resetReferenceServer();
    merchant = await merchantOf();
  });
  beforeEach(() => {
    signedOutPage();
    configureSession({ apiBase: REF_API, timeoutMs: 10_000 });
    watch = watchBodies();
  });
  afterEach(() => {
    watch.stop();
    for (const element of mounted.splice(0)) element.remove();
  });

  it('without a session the table says so and asks nothing; the bell shows nothing', async () => {
    const table = mount('irr-well-table');
    const bell = mount('irr-notice-bell');
    await until(() => part(table, 'notice'), 'the table notes there is no session');
    expect(part(table, 'notice')!.textContent).to.equal('未登录，无法显示数据');
    expect(part(table, 'notice')!.getAttribute('role')).to.equal('status');
    expect(bell.shadowRoot!.querySelector('button'), 'no bell without a session').to.equal(null);
    expect(watch.calls).to.deep.equal([]);
  });

  it('exchanges one authorization-code for every element, then shows the wells and the count', async () => {
    const code = await referenceCode();
    const bell = mount('irr-notice-bell', { 'api-base': REF_API, 'authorization-code': code });
    const table = mount('irr-well-table', { 'api-base': REF_API, 'authorization-code': code });
    expect([bell.authorizationCode, table.apiBase]).to.deep.equal([code, REF_API]);
    await rowsShown(table);
    await until(() => part(bell, 'badge'), 'the bell shows its count');
    expect(watch.of(FORCED_ENTRY).map((c) => c.body)).to.deep.equal([{ authorizationCode: code }]);
    expect(getSession().authenticated).to.equal(true);
    expect(localStorage.getItem('irr.token'), 'the session is stored for the page').to.equal(getSession().token);
  });

  it('sign-secret is the secret every call is signed with (a production server refuses the development one)', async () => {
    const real = window.fetch;
    const signed: { sign: string; text: string }[] = [];
    window.fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      const sign = headers.get('sign');
      if (sign)
        signed.push({
          sign,
          text: `${headers.get('timestamp')}\n${headers.get('nonce')}\n${typeof init?.body === 'string' ? init.body : ''}`,
        });
      return real.call(window, input, init);
    };
    try {
      const bell = mount('irr-notice-bell', {
        'api-base': REF_API,
        'sign-secret': 'portal-secret',
        'authorization-code': await referenceCode(),
      });
      expect(bell.signSecret).to.equal('portal-secret');
      await until(() => sharedSession().config.signSecret === 'portal-secret', 'the page session takes the secret');
      // The reference server keeps the development secret: the exchange signed with another is refused.
      await until(() => part(bell, 'error') !== null, 'the refused exchange shows its message');
      expect(signed.length).to.be.greaterThan(0);
      for (const { sign, text } of signed) expect(sign).to.equal(await hmacHex('portal-secret', text));
    } finally {
      window.fetch = real;
      configureSession({ signSecret: 'irr-dev-secret' });
    }
  });

  it('a late authorization-code (set after the portal fetched it) is exchanged then', async () => {
    const table = mount('irr-well-table', { 'api-base': REF_API });
    await until(() => part(table, 'notice'), 'no session yet');
    table.authorizationCode = await referenceCode();
    await rowsShown(table);
    expect(watch.of(FORCED_ENTRY)).to.have.length(1);
  });

  for (const [state, message] of [
    ['used', '授权码已使用，请重新获取'],
    ['expired', '授权码已过期，请重新获取'],
  ] as const) {
    it(`an ${state} code: the message in part error and irr-error from each element; nothing logged in`, async () => {
      const code = await referenceCode(state);
      const errors: CustomEvent<{ message: string }>[] = [];
      const listen = (event: Event) => errors.push(event as CustomEvent<{ message: string }>);
      document.addEventListener('irr-error', listen);
      try {
        const table = mount('irr-well-table', { 'authorization-code': code });
        const bell = mount('irr-notice-bell', { 'authorization-code': code });
        await until(() => part(table, 'error') && part(bell, 'error'), 'both show the failure');
        expect(part(table, 'error')!.textContent).to.equal(message);
        expect(part(bell, 'error')!.textContent).to.equal(message);
        expect(part(table, 'error')!.getAttribute('role')).to.equal('alert');
        expect(errors.map((e) => [e.target, e.detail.message, e.bubbles, e.composed])).to.have.deep.members([
          [table, message, true, true],
          [bell, message, true, true],
        ]);
        expect(watch.of(FORCED_ENTRY), 'one exchange for both').to.have.length(1);
        expect(getSession().authenticated).to.equal(false);
      } finally {
        document.removeEventListener('irr-error', listen);
      }
    });
  }

  it("place-id, status and page-size are the request's filters; changing, removing or setting them loads again", async () => {
    await referenceLogin();
    watch.stop();
    watch = watchBodies();
    const [place] = await referenceSql<{ id: number }>(`select place_id as id from well where merchant_id = $1 order by id limit 1`, [
      merchant,
    ]);
    const table = mount('irr-well-table', { 'place-id': String(place!.id), status: 'normal', 'page-size': '20' });
    expect([table.placeId, table.status, table.pageSize]).to.deep.equal([String(place!.id), 'normal', 20]);
    const last = () => watch.of(FIND_WELLS).at(-1)?.body;
    await until(() => last(), 'the wells are asked for');
    expect(last()).to.include({ placeId: place!.id, status: 'normal', size: 20, page: 1 });

    table.setAttribute('status', 'stop');
    await until(() => last()?.status === 'stop', 'status stop asked for');
    table.removeAttribute('status');
    await until(() => last() && !('status' in last()!), 'every status again');
    expect(table.status).to.equal(undefined);

    table.pageSize = 30;
    expect(table.getAttribute('page-size'), 'the property reflects').to.equal('30');
    await until(() => last()?.size === 30, 'size 30');
    table.setAttribute('page-size', 'abc');
    await until(() => last()?.size === 10, 'an invalid page-size is 10');
    table.pageSize = 7;
    await until(() => watch.of(FIND_WELLS).length > 0 && last()?.size === 10, 'a size not offered is 10');

    table.placeId = undefined;
    expect(table.hasAttribute('place-id')).to.equal(false);
    await until(() => last() && !('placeId' in last()!), 'every place again');
    table.placeId = 'not-a-place';
    await until(() => watch.of(FIND_WELLS).length > 0 && last() && !('placeId' in last()!), 'a place-id that is no id is no filter');
  });

  it('picking a well (click or Enter) fires irr-well-select with the row, bubbling and composed', async () => {
    await referenceLogin();
    const table = mount('irr-well-table');
    await rowsShown(table);
    const picks: CustomEvent<IrrWellSelectDetail>[] = [];
    const listen = (event: Event) => picks.push(event as CustomEvent<IrrWellSelectDetail>);
    document.addEventListener('irr-well-select', listen);
    try {
      const [first, second] = wellButtons(table);
      await click(first!);
      second!.focus();
      await press('Enter');
      await until(() => picks.length === 2, 'two picks');
    } finally {
      document.removeEventListener('irr-well-select', listen);
    }
    const codes = wellButtons(table)
      .slice(0, 2)
      .map((b) => b.textContent);
    expect(picks.map((e) => e.detail.well.cd)).to.deep.equal(codes);
    const [row] = await referenceSql<{ id: number; name: string }>(`select id, name from well where merchant_id = $1 and cd = $2`, [
      merchant,
      codes[0],
    ]);
    expect(picks[0]!.detail.well).to.include({ id: row!.id, name: row!.name, cd: codes[0] });
    for (const event of picks) {
      expect([event.target, event.bubbles, event.composed]).to.deep.equal([table, true, true]);
    }
  });

  it('logout() on one element logs every element of the page out', async () => {
    await referenceLogin();
    const table = mount('irr-well-table');
    const bell = mount('irr-notice-bell');
    await rowsShown(table);
    await until(() => part(bell, 'base'), 'the bell shows');
    const token = getSession().token;
    await (bell as IrrNoticeBellElement).logout();
    await until(() => part(table, 'notice'), 'the table has no session any more');
    expect(bell.shadowRoot!.querySelector('button')).to.equal(null);
    expect(localStorage.getItem('irr.token')).to.equal(null);
    expect(token).to.be.a('string');
    expect(watch.of('login/logout'), 'the server is told once').to.have.length(1);
    expect((table as IrrWellTableElement).logout).to.be.a('function');
  });
});
