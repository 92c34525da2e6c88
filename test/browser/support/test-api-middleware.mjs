import { createHmac } from 'node:crypto';
import { buffer } from 'node:stream/consumers';

/**
 * Koa middleware of the browser tests: real HTTP endpoints under /test-api/cpi/ answering each
 * case the transport and the session actions must handle. Counters are keyed by a path segment
 * the test picks, so tests never share state. Not the reference server: that one lives in server/.
 */
export const TEST_API_BASE = '/test-api/cpi';
export const TEST_SIGN_SECRET = 'wtr-test-secret';

const hits = new Map();

function record(key, entry) {
  const list = hits.get(key) ?? [];
  list.push({ at: Date.now(), ...entry });
  hits.set(key, list);
  return list.length;
}

function envelope(ctx, errorCode, message, data = null, status = 200) {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = JSON.stringify({ success: errorCode === 0, errorCode, message, data });
}

function signatureOk(headers, payload) {
  const expected = createHmac('sha256', TEST_SIGN_SECRET)
    .update(`${headers.timestamp}\n${headers.nonce}\n${payload}`, 'utf8')
    .digest('hex');
  return expected === headers.sign;
}

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const DEFAULT_LABELS = { equipment: '机井', equipmentName: '机井编号', equipmentAdmin: '井长', place: '村镇' };

function userInfo(code) {
  return {
    id: 1,
    code,
    name: '管理员',
    footerName: '测试灌区',
    mobile: '13800000000',
    permissions: ['*:*:*'],
    platContactMobile: '4000000000',
    roles: [{ id: 1, name: 'admin' }],
    merchantId: 1,
    merchantName: '测试商户',
    userType: 'merchant',
  };
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
    children: [],
  },
];

/**
 * The answers of the user calls depend on the token: `bearer ok-…`, `bearer menufail-…`, `bearer linesfail-…`,
 * `bearer fertigationonly-…` (the merchant runs fertigation alone), `bearer noticefail-…`, `bearer expired-…`.
 */
function userCall(ctx, path, auth) {
  const token = auth.replace(/^bearer /, '');
  record(`user:${token}:${path}`, {});
  if (token.startsWith('expired')) return envelope(ctx, 10001, 'token expired');
  if (token.startsWith('menufail') && path === 'menu/getCurrent') return envelope(ctx, 9999, 'menu broke');
  if (token.startsWith('authfail') && path === 'menu/getCurrentAuth') return envelope(ctx, 9999, 'auth broke');
  if (path === 'menu/getCurrentInfo') return envelope(ctx, 0, 'ok', userInfo(`U-${token}`));
  if (path === 'menu/getCurrentAuth') return envelope(ctx, 0, 'ok', ['plat:user:add', 'plat:user:edit']);
  if (path === 'menu/getCurrent') return envelope(ctx, 0, 'ok', MENU);
  if (path === 'plat/common/findMerchantServiceTypeList') {
    if (token.startsWith('linesfail')) return envelope(ctx, 9999, 'lines broke');
    return envelope(ctx, 0, 'ok', token.startsWith('fertigationonly') ? ['fertigation'] : ['agriculturalWell', 'fertigation']);
  }
  if (path === 'irrigationWell/notice/getNoReadNoticeNum') {
    return token.startsWith('noticefail') ? envelope(ctx, 9999, '通知服务暂不可用') : envelope(ctx, 0, 'ok', 7);
  }
  if (token.startsWith('labels')) {
    return envelope(ctx, 0, 'ok', { paramCd: 'personalizedName', paramValue: { ...DEFAULT_LABELS, equipment: '泵站' } });
  }
  return envelope(ctx, 1010, '商户参数数据不存在', DEFAULT_LABELS);
}

export async function testApiMiddleware(ctx, next) {
  if (!ctx.path.startsWith(`${TEST_API_BASE}/`)) return next();
  const path = decodeURIComponent(ctx.path.slice(TEST_API_BASE.length + 1));
  const [head, ...rest] = path.split('/');
  const arg = rest.join('/');
  const headers = ctx.request.headers;
  const auth = headers.authorization ?? '';
  const rawQuery = ctx.request.querystring;
  const raw = await buffer(ctx.req);
  const body = raw.toString('utf8');
  const payload = ctx.method === 'GET' || (headers['content-type'] ?? '').startsWith('multipart/') ? rawQuery : body;

  switch (head) {
    case 'echo':
      return envelope(ctx, 0, 'ok', {
        method: ctx.method,
        query: rawQuery,
        body,
        contentType: headers['content-type'] ?? null,
        separate: headers.separate ?? null,
        authorization: headers.authorization ?? null,
        timestamp: headers.timestamp ?? null,
        nonce: headers.nonce ?? null,
        sign: headers.sign ?? null,
        signOk: signatureOk(headers, payload),
        bodyLength: raw.length,
        credentialsCookie: headers.cookie ?? null,
      });
    case 'code': {
      const code = Number(rest[0]);
      if (ctx.query.delay) await new Promise((resolve) => setTimeout(resolve, Number(ctx.query.delay)));
      return envelope(ctx, code, rest[1] ?? '', { code });
    }
    case 'retry': // first two attempts 1008, then success; `always` keeps answering 1008
      record(`retry:${arg}`, { nonce: headers.nonce, timestamp: headers.timestamp, signOk: signatureOk(headers, payload) });
      if (arg.startsWith('always') || hits.get(`retry:${arg}`).length <= 2) return envelope(ctx, 1008, 'expired signature');
      return envelope(ctx, 0, 'ok', { attempts: hits.get(`retry:${arg}`).length });
    case 'hits':
      return envelope(ctx, 0, 'ok', hits.get(arg) ?? []);
    case 'slow': {
      const ms = Number(ctx.query.ms ?? 1000);
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        ctx.req.on('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      return envelope(ctx, 0, 'ok', { waited: ms });
    }
    case 'status':
      return envelope(ctx, 1, `server message for ${rest[0]}`, null, Number(rest[0]));
    case 'busy': // the reference server when its database is away: HTTP 503 with errorCode 9998
      return envelope(ctx, 9998, '系统繁忙，请稍后再试', null, 503);
    case 'text-status':
      ctx.status = Number(rest[0]);
      ctx.type = 'text/html';
      ctx.body = '<html><body>proxy error</body></html>';
      return undefined;
    case 'login':
      if (arg === 'getSessionId') {
        const n = record('getSessionId', { authorization: headers.authorization ?? null });
        return envelope(ctx, 0, `sid-${n}`);
      }
      if (arg === 'captcha') {
        record('captcha', { authorization: auth, query: rawQuery, signOk: signatureOk(headers, payload) });
        if (!auth) return envelope(ctx, 1, 'no session', null, 401);
        if (auth.startsWith('expired')) return envelope(ctx, 10001, 'session expired');
        ctx.type = 'image/png';
        ctx.body = PNG_1X1;
        return undefined;
      }
      if (arg === 'logout') {
        record('logout', { authorization: auth, body });
        return envelope(ctx, 0, 'ok');
      }
      if (arg === 'forcedEntry') {
        const { authorizationCode } = JSON.parse(body);
        record(`forcedEntry:${authorizationCode}`, {});
        await new Promise((resolve) => setTimeout(resolve, 150));
        if (authorizationCode.startsWith('boom')) return envelope(ctx, 1, 'internal', null, 500);
        if (authorizationCode.startsWith('bad')) return envelope(ctx, 1011, '授权码无效或已过期');
        return envelope(ctx, 0, 'ok', { token_type: 'bearer', access_token: `ok-${authorizationCode}` });
      }
      break;
    case 'menu':
    case 'plat':
    case 'irrigationWell':
      return userCall(ctx, path, auth);
    default:
      break;
  }
  return envelope(ctx, 1, `no test endpoint ${path}`, null, 404);
}
