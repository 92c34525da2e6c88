import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { text } from 'node:stream/consumers';

/**
 * Koa middleware of the login and element tests: the login calls under
 * /test-login/<scenario>/cpi/ over real HTTP, with a real RSA key (the password is decrypted here,
 * so a wrong encryption fails the test). The scenario segment keeps tests apart:
 * `imgfail-…` answers the captcha with HTTP 500, `imgbroken-…` with bytes that are no image.
 * What the server saw is read back from /test-login/<scenario>/hits/<call>.
 * The account is 13800000000 / Irr@2026, every captcha reads 1234, and forced entry takes `good-code`.
 */
export const LOGIN_TEST_PREFIX = '/test-login';
export const LOGIN_TEST_ACCOUNT = { username: '13800000000', password: 'Irr@2026', code: '1234' };

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKeyPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const hits = new Map();
const sessions = new Map();

function record(scenario, call, entry) {
  const key = `${scenario}:${call}`;
  const list = hits.get(key) ?? [];
  list.push(entry);
  hits.set(key, list);
  return list.length;
}

function envelope(ctx, errorCode, message, data = null, status = 200) {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = JSON.stringify({ success: errorCode === 0, errorCode, message, data });
}

function decrypt(base64) {
  try {
    return privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    ).toString('utf8');
  } catch {
    return null;
  }
}

const MENU = [
  {
    id: 1,
    parentId: 0,
    name: '农业机井',
    url: '',
    path: '/agriculturalWell',
    css: '',
    iconCss: '',
    sort: 1,
    isMenu: 'Y',
    hidden: false,
    separation: '',
    onlyName: 'agriculturalWell',
    permission: '',
    children: [
      {
        id: 2,
        parentId: 1,
        name: '机井管理',
        url: '',
        path: '/agriculturalWell/well',
        css: '',
        iconCss: '',
        sort: 1,
        isMenu: 'Y',
        hidden: false,
        separation: '',
        onlyName: 'well',
        permission: '',
        children: [],
      },
      {
        id: 3,
        parentId: 1,
        name: '使用记录',
        url: '',
        path: '/agriculturalWell/record',
        css: '',
        iconCss: '',
        sort: 2,
        isMenu: 'Y',
        hidden: false,
        separation: '',
        onlyName: 'record',
        permission: '',
        children: [],
      },
    ],
  },
];

function loggedInCall(ctx, scenario, call) {
  const token = (ctx.request.headers.authorization ?? '').replace(/^bearer /, '');
  if (token !== `ok-${scenario}`) return envelope(ctx, 10001, '用户登录超时，请重新登录');
  switch (call) {
    case 'menu/getCurrentInfo':
      return envelope(ctx, 0, 'ok', {
        id: 1,
        code: `U-${scenario}`,
        name: '管理员',
        footerName: '测试灌区',
        mobile: LOGIN_TEST_ACCOUNT.username,
        permissions: ['*:*:*'],
        platContactMobile: '4000000000',
        roles: [{ id: 1, name: '管理员' }],
        merchantId: 1,
        merchantName: '测试商户',
        userType: 'merchant',
      });
    case 'menu/getCurrentAuth':
      return envelope(ctx, 0, 'ok', ['*:*:*']);
    case 'menu/getCurrent':
      return envelope(ctx, 0, 'ok', MENU);
    case 'plat/common/findMerchantServiceTypeList':
      return envelope(ctx, 0, 'ok', ['agriculturalWell', 'fertigation']);
    case 'irrigationWell/notice/getNoReadNoticeNum':
      return envelope(ctx, 0, 'ok', 3);
    default:
      return envelope(ctx, 1010, '商户参数数据不存在', null);
  }
}

async function login(ctx, scenario) {
  const form = new URLSearchParams(await text(ctx.req));
  const session = ctx.request.headers.authorization ?? '';
  const password = decrypt(form.get('password') ?? '');
  const code = form.get('code');
  record(scenario, 'login/login', {
    session,
    username: form.get('username'),
    password,
    code,
    userType: form.get('userType'),
    captchaSession: sessions.get(scenario) ?? null,
  });
  if (!session || session !== sessions.get(scenario)) return envelope(ctx, 1, '验证码已失效');
  if (code !== LOGIN_TEST_ACCOUNT.code) return envelope(ctx, 1, '验证码错误');
  if (form.get('username') !== LOGIN_TEST_ACCOUNT.username || password !== LOGIN_TEST_ACCOUNT.password) {
    return envelope(ctx, 1001, '密码错误，还可尝试4次');
  }
  return envelope(ctx, 0, 'ok', { token_type: 'bearer', access_token: `ok-${scenario}` });
}

export async function loginEndpoints(ctx, next) {
  const match = /^\/test-login\/([\w-]+)\/(cpi|hits)\/(.+)$/.exec(ctx.path);
  if (!match) return next();
  const [, scenario, kind, call] = match;
  if (kind === 'hits') return envelope(ctx, 0, 'ok', hits.get(`${scenario}:${call}`) ?? []);
  const auth = ctx.request.headers.authorization ?? '';
  switch (call) {
    case 'login/getSessionId': {
      const n = record(scenario, call, { authorization: auth || null });
      const id = `sid-${scenario}-${n}`;
      return envelope(ctx, 0, id);
    }
    case 'login/captcha':
      record(scenario, call, { authorization: auth, query: ctx.request.querystring });
      sessions.set(scenario, auth);
      if (scenario.startsWith('imgfail')) return envelope(ctx, 1, 'captcha broke', null, 500);
      ctx.type = 'image/png';
      ctx.body = scenario.startsWith('imgbroken') ? Buffer.from('this is not a png') : PNG_1X1;
      return undefined;
    case 'login/publicKey':
      record(scenario, call, {});
      return envelope(ctx, 0, 'ok', { publicKey: publicKeyPem });
    case 'login/login':
      return login(ctx, scenario);
    case 'login/forcedEntry': {
      const { authorizationCode } = JSON.parse(await text(ctx.req));
      record(scenario, call, { authorizationCode });
      if (authorizationCode !== 'good-code') return envelope(ctx, 1011, '授权码无效或已过期');
      return envelope(ctx, 0, 'ok', { token_type: 'bearer', access_token: `ok-${scenario}` });
    }
    case 'login/logout':
      record(scenario, call, { authorization: auth });
      return envelope(ctx, 0, 'ok');
    default:
      return loggedInCall(ctx, scenario, call);
  }
}
