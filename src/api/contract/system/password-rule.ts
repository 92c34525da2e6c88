/** The password strength rule, judged the same by the console's forms and by the server. */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export const passwordRuleMessages = {
  required: '请输入密码',
  weak: `密码须为${PASSWORD_MIN}-${PASSWORD_MAX}位，且包含大写字母、小写字母、数字、符号中的至少三种`,
  whitespace: '密码不能包含空格',
  containsMobile: '密码不能包含手机号',
  mismatch: '两次输入的密码不一致',
} as const;

const KINDS = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9\s]/];

/** The first broken rule's message, or null for a strong enough password. */
export function passwordProblem(password: string, mobile?: string): string | null {
  if (password === '') return passwordRuleMessages.required;
  if (/\s/.test(password)) return passwordRuleMessages.whitespace;
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX || KINDS.filter((k) => k.test(password)).length < 3) {
    return passwordRuleMessages.weak;
  }
  if (mobile && password.includes(mobile)) return passwordRuleMessages.containsMobile;
  return null;
}
