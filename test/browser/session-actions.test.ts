import { expect } from '@open-wc/testing';
import { ApiError } from '../../src/api/transport/api-error';
import { cancelPendingRequests } from '../../src/api/transport/request';
import {
  acceptToken,
  exchangeAuthorizationCode,
  loadCurrentUser,
  logout,
  startAnonymousSession,
  getSession,
  setSession,
} from '../../src/session/public/session';
import { freshSession, recordEvents, serverHits } from './support/test-session';

type AuthModule = typeof import('../../src/session/auth-actions');

function settle(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => value,
    (error: unknown) => error,
  );
}

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

describe('session actions', () => {
  let recorder: ReturnType<typeof recordEvents>;
  beforeEach(() => {
    freshSession();
    recorder = recordEvents();
  });
  afterEach(() => recorder.stop());

  it('startAnonymousSession stores the envelope message as the token, sent without Authorization', async () => {
    setSession({ token: 'stale-token', authenticated: false });
    await startAnonymousSession();
    const last = (await serverHits('getSessionId')).at(-1)!;
    expect(last.authorization).to.equal(null);
    expect(getSession().token).to.match(/^sid-\d+$/);
    expect(getSession().authenticated).to.equal(false);
    expect(localStorage.getItem('irr.token')).to.equal(null);
  });

  it('acceptToken joins token type and access token, and emits login', () => {
    acceptToken({ token_type: 'bearer', access_token: 'a1' });
    expect(getSession()).to.include({ token: 'bearer a1', authenticated: true });
    expect(recorder.events).to.deep.equal([{ type: 'login' }]);
  });

  it('exchanges an authorization code once, whoever asks and however often', async () => {
    const authCode = `good-${unique()}`;
    const auth2 = (await import(/* @vite-ignore */ `/src/session/auth-actions.ts?copy=${unique()}`)) as AuthModule;
    const asks = [exchangeAuthorizationCode(authCode), exchangeAuthorizationCode(authCode), auth2.exchangeAuthorizationCode(authCode)];
    expect(asks[1]).to.equal(asks[0]);
    await Promise.all(asks);
    await exchangeAuthorizationCode(authCode);
    expect(await serverHits(`forcedEntry:${authCode}`)).to.have.length(1);
    expect(getSession()).to.include({ token: `bearer ok-${authCode}`, authenticated: true });
    expect(recorder.ofType('login')).to.have.length(1);
  });

  it('shows the server message when the exchange is refused, 服务器出错 when the server fails', async () => {
    const refused = await settle(exchangeAuthorizationCode(`bad-${unique()}`));
    expect(refused).to.be.instanceOf(ApiError);
    const failed = await settle(exchangeAuthorizationCode(`boom-${unique()}`));
    expect(failed).to.include({ kind: 'http', status: 500 });
    expect(recorder.ofType('message').map((m) => m.text)).to.deep.equal(['授权码无效或已过期', '服务器出错']);
    expect(recorder.ofType('navigate'), 'errors are hidden: no error page').to.have.length(0);
    expect(getSession().token).to.equal(null);
  });

  it('loadCurrentUser loads user, permissions, menus and default labels (1010 hidden) in parallel', async () => {
    acceptToken({ token_type: 'bearer', access_token: `ok-${unique()}` });
    const token = getSession().token!.replace('bearer ', '');
    const loads = [loadCurrentUser(), loadCurrentUser()];
    expect(loads[1]).to.equal(loads[0]);
    await Promise.all(loads);
    const state = getSession();
    expect(state.user?.code).to.equal(`U-${token}`);
    expect(state.permissions).to.deep.equal(['plat:user:add', 'plat:user:edit']);
    expect(state.menus?.[0]?.path).to.equal('/agriculturalWell');
    expect(state.labels.equipment).to.equal('机井');
    expect(state.unreadNoticeCount, 'the unread notice count loads with the user').to.equal(7);
    expect(await serverHits(`user:${token}:irrigationWell/notice/getNoReadNoticeNum`)).to.have.length(1);
    expect(localStorage.getItem('irr.userCode')).to.equal(`U-${token}`);
    expect(await serverHits(`user:${token}:menu/getCurrent`)).to.have.length(1);
    expect(recorder.ofType('message')).to.have.length(0);
  });

  it('a route change does not cancel the session calls', async () => {
    acceptToken({ token_type: 'bearer', access_token: `ok-${unique()}` });
    const load = loadCurrentUser();
    cancelPendingRequests();
    await load;
    expect(getSession().menus).to.have.length(1);
  });

  it('loadCurrentUser takes the merchant personalised labels', async () => {
    acceptToken({ token_type: 'bearer', access_token: `labels-${unique()}` });
    await loadCurrentUser();
    expect(getSession().labels).to.deep.equal({ equipment: '泵站', equipmentName: '机井编号', equipmentAdmin: '井长', place: '村镇' });
  });

  it('loadCurrentUser shows 菜单请求失败！ and rejects, keeping what loaded', async () => {
    acceptToken({ token_type: 'bearer', access_token: `menufail-${unique()}` });
    const error = await settle(loadCurrentUser());
    expect(error).to.be.instanceOf(ApiError).and.include({ code: 9999 });
    expect(recorder.ofType('message').map((m) => m.text)).to.deep.equal(['菜单请求失败！']);
    expect(getSession().user).not.to.equal(null);
    expect(getSession().menus).to.equal(null);
  });

  it('loadCurrentUser shows the server message of a failed notice count, without blocking the console', async () => {
    acceptToken({ token_type: 'bearer', access_token: `noticefail-${unique()}` });
    await loadCurrentUser();
    expect(recorder.ofType('message').map((m) => m.text)).to.deep.equal(['通知服务暂不可用']);
    expect(getSession().menus).to.have.length(1);
    expect(getSession().unreadNoticeCount).to.equal(0);
  });

  it('loadCurrentUser shows 权限请求失败！ when the permissions fail', async () => {
    acceptToken({ token_type: 'bearer', access_token: `authfail-${unique()}` });
    await settle(loadCurrentUser());
    expect(recorder.ofType('message').map((m) => m.text)).to.deep.equal(['权限请求失败！']);
  });

  it('loadCurrentUser on an expired token: one timeout alert and logout, no failure messages', async () => {
    acceptToken({ token_type: 'bearer', access_token: `expired-${unique()}` });
    const error = await settle(loadCurrentUser());
    expect(error).to.include({ code: 10001 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(recorder.ofType('alert')).to.have.length(1);
    expect(recorder.ofType('logout')).to.deep.equal([{ type: 'logout', reason: 'timeout' }]);
    expect(recorder.ofType('message')).to.have.length(0);
  });

  it('logout posts the access token, clears the session and emits logout once for concurrent calls', async () => {
    const access = `ok-${unique()}`;
    acceptToken({ token_type: 'bearer', access_token: access });
    setSession({ menus: [], permissions: ['x'] });
    const before = (await serverHits('logout')).length;
    const both = [logout(), logout('forced')];
    expect(both[1]).to.equal(both[0]);
    await Promise.all(both);
    const hits = await serverHits('logout');
    expect(hits.length - before).to.equal(1);
    expect(hits.at(-1)).to.include({ authorization: `bearer ${access}`, body: `access_token=${access}` });
    expect(getSession()).to.include({ token: null, authenticated: false, menus: null });
    expect(recorder.ofType('logout')).to.deep.equal([{ type: 'logout', reason: 'user' }]);
  });
});
