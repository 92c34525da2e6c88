import { expect } from '@open-wc/testing';
import { captcha as loginCaptcha } from '../../src/api/contract/login';
import { callImage } from '../../src/api/transport/request';
import { publicScreens } from '../../src/screens/public';
import { submitLogin } from '../../src/screens/public/login/submit-login';
import { ConsoleApp } from '../../src/screens/shell';
import { PasswordScreen } from '../../src/screens/system/password/password-screen';
import { startAnonymousSession, getSession } from '../../src/session/public/session';
import { shadowQueries, until } from './support/shadow-queries';
import { click as realClick, press, type } from './support/real-input';
import { oneRow, referenceUser } from './support/reference-fixtures';
import { referenceLogin, referenceScreenSuite, referenceSql } from './support/reference-session';

const TEST_CAPTCHA = 'T3ST'; // test/server/support/test-server.ts
const OLD_PASSWORD = 'Irr@2026';
const NEW_PASSWORD = 'Spring#2027x';
const screenProps = { path: '/system/password', query: {}, title: '修改密码', active: true };
const suite = referenceScreenSuite();
const { $ } = shadowQueries(() => suite.mounted!.shadow);

const step = () => $('.pw-steps li[aria-current="step"]')?.textContent;
const stepForm = () => $<HTMLFormElement>('form.pw-form')!;
const field = (name: string) => stepForm().querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const buttonIn = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text)!;
const stepError = () => stepForm().querySelector('.pw-error')!.textContent;
const fieldError = (name: string) => field(name).closest('.irr-field')!.querySelector('.irr-field-error')?.textContent;
const captchaSrc = () => $<HTMLImageElement>('.pw-captcha-image img')?.src ?? null;
const sendButton = () => stepForm().querySelector<HTMLButtonElement>('button[data-action="send"]')!;

/**
 * A real click once the console's loading overlay (spec section 4: it closes 300 ms after the last
 * request) is gone, as a user can only click then; outside the console there is no overlay.
 */
async function click(target: Element): Promise<void> {
  await until(() => !getSession().loadingVisible, 'the loading overlay closes');
  await realClick(target);
}

/** Replaces an input's text the way a user does: select all, then type. */
async function retype(input: HTMLInputElement, text: string): Promise<void> {
  await click(input);
  input.select();
  if (text) await type(text);
  else await press('Backspace');
}

/** The code of the newest SMS the reference server's provider recorded for `mobile`. */
async function latestSmsCode(mobile: string): Promise<string> {
  const { text } = await oneRow<{ text: string }>(
    `an SMS to ${mobile}`,
    'select text from sms_outbox where mobile = $1 order by id desc limit 1',
    [mobile],
  );
  return /(\d{6})/.exec(text)![1]!;
}
const smsCount = async (mobile: string) =>
  Number((await oneRow<{ n: string }>('count', 'select count(*) as n from sms_outbox where mobile = $1', [mobile])).n);

/** Step 1 with the fixed captcha (the mobile typed unless the screen fills it in). */
async function verifyPhone(mobile?: string, code = TEST_CAPTCHA): Promise<void> {
  await until(() => step() === '验证手机号' && captchaSrc(), 'step 1 with its captcha');
  if (mobile !== undefined) await retype(field('mobile'), mobile);
  await retype(field('captcha'), code);
  await click(buttonIn(stepForm(), '下一步'));
}

/** Step 2: asks for the code, reads it from the outbox and sends it. */
async function checkSms(mobile: string): Promise<void> {
  await until(() => step() === '短信验证', 'step 2');
  const before = await smsCount(mobile);
  await click(sendButton());
  await until(() => /^\d+秒后重新获取$/.test(sendButton().textContent ?? ''), 'the countdown');
  expect(sendButton().disabled, 'no second request during the countdown').to.equal(true);
  expect(await smsCount(mobile)).to.equal(before + 1);
  await retype(field('msgCode'), await latestSmsCode(mobile));
  await click(buttonIn(stepForm(), '下一步'));
}

/** Step 3 with a good password twice. */
async function setPassword(password: string): Promise<void> {
  await until(() => step() === '设置新密码', 'step 3');
  await retype(field('newPassword'), password);
  await retype(field('confirmPassword'), password);
  await click(buttonIn(stepForm(), '确认修改'));
}

/** A real login of `mobile` from the browser (anonymous session, captcha, RSA-encrypted password): null or the refusal. */
async function tryLogin(mobile: string, password: string): Promise<string | null> {
  await startAnonymousSession();
  await callImage(loginCaptcha, { userType: 'merchant' });
  return submitLogin({ username: mobile, password, code: TEST_CAPTCHA }).then(
    () => null,
    (e: { serverMessage?: string; message: string }) => e.serverMessage ?? e.message,
  );
}

const sessionsOf = async (mobile: string) =>
  Number(
    (
      await oneRow<{ n: string }>(
        'sessions',
        'select count(*) as n from session s join merchant_user u on u.id = s.user_id where u.mobile = $1',
        [mobile],
      )
    ).n,
  );

describe('password change (/system/password) on the reference server', () => {
  // the SMS limits (one a minute, five an hour per mobile) count rows: each test starts without any
  beforeEach(() => referenceSql('delete from sms_code'));

  it('changes the own password through captcha, SMS code and the strength rule; other sessions end', async () => {
    const mobile = '13600000051';
    await referenceUser(mobile, ['plat:loginLog:view']);
    await referenceLogin(mobile); // another session of the user, elsewhere
    await referenceLogin(mobile);
    expect(await sessionsOf(mobile)).to.equal(2);
    suite.mount(<PasswordScreen {...screenProps} />);
    await until(() => captchaSrc(), 'the captcha');
    await expect(suite.mounted!.host).to.be.accessible();
    expect(field('mobile').value).to.equal(mobile);
    expect(field('mobile').readOnly).to.equal(true);
    await verifyPhone();
    await until(() => stepForm().textContent!.includes('136****0051'), 'the masked mobile');
    await checkSms(mobile);
    await until(() => step() === '设置新密码', 'step 3');
    await expect(suite.mounted!.host).to.be.accessible();
    expect(stepForm().textContent).to.contain('密码须为8-20位，且包含大写字母、小写字母、数字、符号中的至少三种');
    await retype(field('newPassword'), 'abcdefgh');
    await click(buttonIn(stepForm(), '确认修改'));
    await until(() => fieldError('newPassword') === '密码须为8-20位，且包含大写字母、小写字母、数字、符号中的至少三种', 'weak');
    await retype(field('newPassword'), `Aa#${mobile}`);
    await click(buttonIn(stepForm(), '确认修改'));
    await until(() => fieldError('newPassword') === '密码不能包含手机号', 'contains the mobile');
    await retype(field('newPassword'), NEW_PASSWORD);
    await retype(field('confirmPassword'), `${NEW_PASSWORD}x`);
    await click(buttonIn(stepForm(), '确认修改'));
    await until(() => fieldError('confirmPassword') === '两次输入的密码不一致', 'mismatch');
    await retype(field('confirmPassword'), NEW_PASSWORD);
    await click(buttonIn(stepForm(), '确认修改'));
    await until(() => $('.pw-done')?.textContent?.includes('密码修改成功'), 'done');
    expect($('.pw-done')!.textContent).to.contain('其他设备上的登录已全部退出');
    expect(await sessionsOf(mobile), 'only this session is left').to.equal(1);

    suite.unmount();
    expect(await tryLogin(mobile, OLD_PASSWORD)).to.equal('密码错误');
    expect(await tryLogin(mobile, NEW_PASSWORD)).to.equal(null);
    expect(getSession().authenticated).to.equal(true);
  });

  it('shows step errors: empty fields, a wrong captcha (new image), a wrong SMS code, too frequent, out of order', async () => {
    const mobile = '13600000052';
    await referenceUser(mobile, ['plat:loginLog:view']);
    await referenceLogin(mobile);
    suite.mount(<PasswordScreen {...screenProps} />);
    await until(() => captchaSrc(), 'the captcha');
    await click(buttonIn(stepForm(), '下一步'));
    await until(() => stepError() === '验证码不能为空', 'the captcha is required');

    const first = captchaSrc();
    await verifyPhone(undefined, 'WRNG');
    await until(() => stepError() === '验证码错误', 'wrong captcha');
    await until(() => captchaSrc() !== null && captchaSrc() !== first, 'a new image');
    expect(field('captcha').value, 'the code is cleared').to.equal('');

    await verifyPhone();
    await until(() => step() === '短信验证', 'step 2');
    await click(buttonIn(stepForm(), '下一步'));
    await until(() => stepError() === '请先获取短信验证码', 'ask for a code first');
    await click(sendButton());
    // the countdown starts once the server answered (the button is disabled while the request runs, too)
    await until(() => /^\d+秒后重新获取$/.test(sendButton().textContent ?? ''), 'the countdown');
    const right = await latestSmsCode(mobile);
    await retype(field('msgCode'), right === '000000' ? '111111' : '000000');
    await click(buttonIn(stepForm(), '下一步'));
    await until(() => stepError() === '短信验证码错误，还可尝试4次', 'wrong code');

    await click(buttonIn(stepForm(), '重新验证'));
    await verifyPhone();
    await until(() => step() === '短信验证', 'step 2 again');
    await click(sendButton());
    await until(() => /^短信验证码发送过于频繁，请\d+秒后再试$/.test(stepError() ?? ''), `too frequent (9997), got ${stepError()}`);

    // the flow left the server (it expired): the next step is refused with the server's message
    await referenceSql('delete from password_flow');
    await retype(field('msgCode'), right);
    await click(buttonIn(stepForm(), '下一步'));
    await until(() => stepError() === '请先验证手机号', 'out of order');
    expect(step()).to.equal('短信验证');
  });
});

describe('password recovery (/findPassword) on the reference server', () => {
  beforeEach(() => referenceSql('delete from sms_code'));

  const mountFindPassword = () =>
    suite.mount(<ConsoleApp routeMode="memory" memoryStorageKey={null} initialPath="/findPassword" publicScreens={publicScreens} />);

  it('recovers without a login, then the new password logs in and the old one fails', async () => {
    const mobile = '13600000053';
    await referenceUser(mobile, ['plat:loginLog:view']);
    mountFindPassword();
    await until(() => $('h1')?.textContent === '找回密码', 'the page (its own chunk) shows');
    await until(() => captchaSrc(), 'the captcha of an anonymous session');
    expect(getSession().authenticated, 'no login').to.equal(false);
    await expect(suite.mounted!.host).to.be.accessible();
    expect(field('mobile').readOnly).to.equal(false);
    await retype(field('mobile'), '1360000');
    await retype(field('captcha'), TEST_CAPTCHA);
    await click(buttonIn(stepForm(), '下一步'));
    await until(() => stepError() === '请输入有效的手机号/账号', 'an invalid mobile');
    await verifyPhone('13699999999');
    await until(() => stepError() === '用户不存在', 'an unknown account');
    await verifyPhone(mobile);
    await checkSms(mobile);
    await setPassword(NEW_PASSWORD);
    await until(() => $('.pw-done')?.textContent?.includes('密码已重置'), 'done');
    await click([...$('.pw-done')!.querySelectorAll('a')].find((a) => a.textContent === '返回登录')!);
    await until(() => $('#login-form'), 'back on the login page');

    suite.unmount();
    expect(await tryLogin(mobile, OLD_PASSWORD)).to.equal('密码错误');
    expect(await tryLogin(mobile, NEW_PASSWORD)).to.equal(null);
  });

  it('refuses the old password as the new one and shows the server message', async () => {
    const mobile = '13600000054';
    await referenceUser(mobile, ['plat:loginLog:view']);
    mountFindPassword();
    await verifyPhone(mobile);
    await checkSms(mobile);
    await setPassword(OLD_PASSWORD);
    await until(() => stepError() === '新密码不能与旧密码相同', 'same password');
    expect(await tryLogin(mobile, OLD_PASSWORD)).to.equal(null);
  });
});
