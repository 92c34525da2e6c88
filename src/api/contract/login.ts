import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { authToken, emptyRequest, userType } from './schemas';

/** GET login/getSessionId: the envelope's message holds the new session id (the token). */
export const getSessionId = defineCall({
  method: 'GET',
  path: 'login/getSessionId',
  mode: 'json',
  access: 'public',
  request: emptyRequest,
  response: z.null(),
});

/** GET login/captcha: an image bound to the caller's session, single use, 2 minutes. */
export const captcha = defineCall({
  method: 'GET',
  path: 'login/captcha',
  mode: 'image',
  access: 'session',
  request: z.strictObject({ userType, t: z.optional(z.string()) }),
  response: z.null(),
});

/** GET login/publicKey: the RSA key (PEM, SPKI) that encrypts the password (RSA-OAEP SHA-256). */
export const publicKey = defineCall({
  method: 'GET',
  path: 'login/publicKey',
  mode: 'json',
  access: 'public',
  request: emptyRequest,
  response: z.object({ publicKey: z.string() }),
});

/**
 * POST login/login (form). `password` is the base64 RSA-OAEP ciphertext.
 * On success the session token is rotated: `data` holds the new token, which replaces the old one.
 */
export const login = defineCall({
  method: 'POST',
  path: 'login/login',
  mode: 'form',
  access: 'session',
  request: z.strictObject({
    username: z.string().check(z.trim(), z.minLength(1, '手机号和密码不能为空'), z.maxLength(32)),
    password: z.string().check(z.minLength(1, '手机号和密码不能为空'), z.maxLength(2048)),
    code: z.string().check(z.trim(), z.minLength(1, '验证码不能为空'), z.maxLength(16)),
    userType,
  }),
  response: authToken,
});

/** POST login/logout (form with access_token): ends the session on the server. */
export const logout = defineCall({
  method: 'POST',
  path: 'login/logout',
  mode: 'form',
  access: 'session',
  request: z.strictObject({ access_token: z.optional(z.string().check(z.maxLength(512))) }),
  response: z.null(),
});

/** POST login/forcedEntry: exchanges a one-time authorization code (60 s) for a token. */
export const forcedEntry = defineCall({
  method: 'POST',
  path: 'login/forcedEntry',
  mode: 'json',
  access: 'public',
  request: z.strictObject({ authorizationCode: z.string().check(z.minLength(1), z.maxLength(128)) }),
  response: authToken,
});

/** POST open/authorizationCode: a portal's server asks for a one-time code for one of its accounts. */
export const authorizationCode = defineCall({
  method: 'POST',
  path: 'open/authorizationCode',
  mode: 'json',
  access: 'merchantKey',
  request: z.strictObject({ mobile: z.string().check(z.regex(/^1\d{10}$/, '请输入有效的手机号/账号')) }),
  response: z.object({ authorizationCode: z.string(), expiresIn: z.number() }),
});
