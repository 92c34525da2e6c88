import { expect, waitUntil } from '@open-wc/testing';
import { getSession, subscribeSession } from '../../src/session/public/session';
import { openLogin, scenario, type LoginPage } from './support/login-fixture';
import { click, fill, press } from './support/real-input';

const ACCOUNT = { username: '13800000000', password: 'Irr@2026', code: '1234' };

describe('login screen (spec sections 2, 5 and 8)', () => {
  let page: LoginPage | null = null;
  afterEach(() => {
    page?.remove();
    page = null;
  });

  const input = (name: string) => page!.$<HTMLInputElement>(`input[name="${name}"]`);
  const captchaImage = () => page!.shadow.querySelector<HTMLImageElement>('.login-captcha img');
  const loaded = () => waitUntil(() => captchaImage()?.complete && captchaImage()!.naturalWidth > 0, 'the captcha image shows');

  it('passes an accessibility audit and shows the platform title, one tab, labelled inputs and the filing notices', async () => {
    page = await openLogin();
    await loaded();
    await expect(page.element).to.be.accessible();
    expect(page.$('h1').textContent).to.equal('农业灌溉数字化管理平台');
    expect(page.shadow.querySelectorAll('[role="tab"]')).to.have.length(1);
    for (const [id, label] of [
      ['login-username', '手机号/账号'],
      ['login-password', '密码'],
      ['login-code', '验证码'],
    ]) {
      expect(page.$(`label[for="${id}"]`).textContent).to.equal(label);
    }
    expect(page.$('.login-footer').textContent).to.contain('ICP备').and.to.contain('公网安备');
    expect(page.$('a.login-link').getAttribute('href')).to.equal('#/findPassword');
  });

  it('binds the captcha to a fresh session: getSessionId first, then the image with that id', async () => {
    page = await openLogin();
    await loaded();
    const [session] = await page.hits('login/getSessionId');
    const [image] = await page.hits('login/captcha');
    expect(session!.authorization, 'getSessionId goes without Authorization').to.equal(null);
    expect(image!.authorization).to.match(/^sid-login-\w+-1$/);
    expect(image!.query).to.contain('userType=merchant');
    expect(getSession().token).to.equal(image!.authorization);
  });

  it('says 手机号和密码不能为空 for an empty username or password, and sends nothing', async () => {
    page = await openLogin();
    await click(page.$('.login-submit'));
    await waitUntil(() => page!.error() === '手机号和密码不能为空');
    await fill(input('username'), ACCOUNT.username);
    await click(page.$('.login-submit'));
    expect(page.error()).to.equal('手机号和密码不能为空');
    expect(await page.hits('login/login')).to.have.length(0);
  });

  it('says 验证码不能为空 for an empty code', async () => {
    page = await openLogin();
    await fill(input('username'), ACCOUNT.username);
    await fill(input('password'), ACCOUNT.password);
    await press('Enter');
    await waitUntil(() => page!.error() === '验证码不能为空');
    expect(await page.hits('login/publicKey')).to.have.length(0);
  });

  it('refreshes the captcha by clicking the image and by the 看不清换一张 link, revoking the old image', async () => {
    page = await openLogin();
    await loaded();
    const first = captchaImage()!.src;
    let overlay = false;
    const stop = subscribeSession(() => {
      overlay ||= getSession().loadingVisible;
    });
    await click(page.$('.login-captcha'));
    await waitUntil(() => captchaImage()?.src && captchaImage()!.src !== first, 'a new image after clicking it');
    const second = captchaImage()!.src;
    const link = [...page.shadow.querySelectorAll('button.login-link')].find((b) => b.textContent === '看不清换一张')!;
    await click(link);
    await waitUntil(() => captchaImage()?.src && captchaImage()!.src !== second, 'a new image after the link');
    stop();
    expect(overlay, 'a refresh shows its own state, not the global loading overlay').to.equal(false);
    expect(await page.hits('login/captcha')).to.have.length(3);
    expect(await page.hits('login/getSessionId'), 'each image is bound to a new session').to.have.length(3);
    let revoked = false;
    await fetch(first).catch(() => {
      revoked = true;
    });
    expect(revoked, 'the first object URL was revoked').to.equal(true);
  });

  it('shows 图片加载失败 when the captcha call fails', async () => {
    page = await openLogin(scenario('imgfail'));
    await waitUntil(() => page!.$('.login-captcha').textContent === '图片加载失败', 'the failure text');
    expect(page.shadow.querySelector('.login-captcha img')).to.equal(null);
  });

  it('shows 图片加载失败 when the image cannot be decoded', async () => {
    page = await openLogin(scenario('imgbroken'));
    await waitUntil(() => page!.$('.login-captcha').textContent === '图片加载失败', 'the failure text');
  });

  it('Enter submits: the password goes RSA-encrypted, loginType is saved and the redirect query is followed', async () => {
    page = await openLogin(scenario(), '/agriculturalWell/record');
    const navigated: string[] = [];
    page.element.addEventListener('irr-navigate', (e) => navigated.push(e.detail.path));
    await loaded();
    await fill(input('username'), ACCOUNT.username);
    await fill(input('password'), ACCOUNT.password);
    await fill(input('code'), ACCOUNT.code);
    await press('Enter');
    await waitUntil(() => navigated.includes('/agriculturalWell/record'), 'lands on the redirect path', { timeout: 5000 });
    const [sent] = await page.hits('login/login');
    expect(sent).to.include({ username: ACCOUNT.username, password: ACCOUNT.password, code: ACCOUNT.code, userType: 'merchant' });
    expect(sent!.session, 'the login goes with the captcha session').to.equal(sent!.captchaSession);
    expect(localStorage.getItem('loginType')).to.equal('merchant');
    expect(getSession().token, 'the rotated token replaced the session id').to.match(/^bearer ok-login-/);
  });

  it('on a refused login shows the server message, clears the code and refreshes the captcha', async () => {
    page = await openLogin();
    await loaded();
    await fill(input('username'), ACCOUNT.username);
    await fill(input('password'), 'wrong-password');
    await fill(input('code'), ACCOUNT.code);
    await click(page.$('.login-submit'));
    await waitUntil(() => page!.error() === '密码错误，还可尝试4次', 'the server message');
    await waitUntil(async () => (await page!.hits('login/captcha')).length === 2, 'a second captcha');
    expect(input('code').value).to.equal('');
    expect(localStorage.getItem('loginType')).to.equal(null);
    expect(getSession().authenticated).to.equal(false);
  });
});
