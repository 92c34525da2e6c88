/** Messages of the password change and recovery flow (bind/changePassword). */
export const passwordMessages = {
  verifyPhoneFirst: '请先验证手机号',
  checkMessageFirst: '请先校验短信验证码',
  flowExpired: '验证已超时，请重新验证手机号',
  notOwnMobile: '只能验证当前登录账号的手机号',
  codeMissing: '请先获取短信验证码',
  codeWrong: (triesLeft: number) => `短信验证码错误，还可尝试${triesLeft}次`,
  codeExpired: '短信验证码已过期，请重新获取',
  codeExhausted: '短信验证码错误次数过多，请重新获取',
  tooFrequent: (wait: string) => `短信验证码发送过于频繁，请${wait}后再试`,
  samePassword: '新密码不能与旧密码相同',
  sendFailed: '短信发送失败，请稍后再试',
  smsText: (code: string, minutes: number) => `【农业灌溉】您的验证码为${code}，${minutes}分钟内有效。请勿泄露给他人。`,
} as const;

/** A wait in words: seconds up to one and a half minutes, then whole minutes (rounded up). */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds <= 90 ? `${seconds}秒` : `${Math.ceil(seconds / 60)}分钟`;
}

/** 13800000000 -> 138****0000. */
export const maskMobile = (mobile: string): string => (mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile);
