import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { userType } from '../schemas';

/**
 * Password change and recovery (bind/changePassword), one flow for both: the logged-in user's
 * /system/password and the public /findPassword (a session from login/getSessionId). Each step
 * needs the one before it, in the same session:
 * captcha -> verifyPhone (mobile + captcha) -> getMsgCode (SMS) -> checkMessage -> changePassword.
 * A logged-in caller can only verify its own mobile.
 */
const account = z.string().check(z.trim(), z.minLength(1, '手机号/账号不能为空'), z.regex(/^(1\d{10})?$/, '请输入有效的手机号/账号'));

/** GET bind/changePassword/captcha: an image bound to the session, single use. */
export const captcha = defineCall({
  method: 'GET',
  path: 'bind/changePassword/captcha',
  mode: 'image',
  access: 'session',
  request: z.strictObject({ userType, t: z.optional(z.string().check(z.maxLength(32))) }),
  response: z.null(),
});

/** GET bind/changePassword/verifyPhone: the account's mobile and the captcha; starts the flow. */
export const verifyPhone = defineCall({
  method: 'GET',
  path: 'bind/changePassword/verifyPhone',
  mode: 'json',
  access: 'session',
  request: z.strictObject({
    mobile: account,
    code: z.string().check(z.trim(), z.minLength(1, '验证码不能为空'), z.maxLength(16)),
    userType,
  }),
  /** The mobile masked as 138****0000, for the next step's text. */
  response: z.object({ maskedMobile: z.string() }),
});

/** GET bind/changePassword/getMsgCode: sends a 6-digit code by SMS to the verified mobile. */
export const getMsgCode = defineCall({
  method: 'GET',
  path: 'bind/changePassword/getMsgCode',
  mode: 'json',
  access: 'session',
  request: z.strictObject({ t: z.optional(z.string().check(z.maxLength(32))) }),
  /** Seconds before another code may be asked for. */
  response: z.object({ maskedMobile: z.string(), resendAfter: z.number() }),
});

/** POST bind/changePassword/checkMessage: the SMS code (5 minutes, 5 tries). */
export const checkMessage = defineCall({
  method: 'POST',
  path: 'bind/changePassword/checkMessage',
  mode: 'json',
  access: 'session',
  request: z.strictObject({
    code: z.string().check(z.trim(), z.minLength(1, '请输入短信验证码'), z.regex(/^(\d{6})?$/, '短信验证码为6位数字')),
  }),
  response: z.null(),
});

/**
 * POST bind/changePassword/changePassword (form): the new password, RSA-OAEP encrypted as at
 * login (base64), judged by the strength rule. Ends every other session of the user.
 */
export const changePassword = defineCall({
  method: 'POST',
  path: 'bind/changePassword/changePassword',
  mode: 'form',
  access: 'session',
  request: z.strictObject({ password: z.string().check(z.minLength(1, '请输入密码'), z.maxLength(2048)) }),
  response: z.null(),
});
