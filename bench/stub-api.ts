import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The few `/cpi` answers the login page needs to paint and fetch its captcha, for a bench run
 * without the reference server. The login page paints before any of them returns, so they do not
 * shape the first-paint figure; they keep the page free of error toasts.
 */
const publicKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();

const captchaSvg = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40"><rect width="110" height="40" fill="#eef"/>` +
  `<text x="55" y="27" font-size="22" text-anchor="middle" fill="#335">${text}</text></svg>`;

function envelope(res: ServerResponse, body: { success: boolean; errorCode: number; message: string; data: unknown }) {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function handleStubApi(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '').split('?')[0]!.replace(/^\/cpi\//, '');
  switch (path) {
    case 'login/getSessionId':
      return envelope(res, { success: true, errorCode: 0, message: randomBytes(16).toString('hex'), data: null });
    case 'login/captcha':
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
      return void res.end(captchaSvg('bench'));
    case 'login/publicKey':
      return envelope(res, { success: true, errorCode: 0, message: '', data: { publicKey } });
    case 'login/login':
      return envelope(res, { success: false, errorCode: 1001, message: '密码错误', data: null });
    default:
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ success: false, errorCode: 404, message: '请求地址出错', data: null }));
  }
}
