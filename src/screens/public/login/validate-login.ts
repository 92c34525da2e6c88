import { loginTexts } from '../../../i18n/zh-CN/login';

export interface LoginForm {
  username: string;
  password: string;
  code: string;
}

/** Spec section 5: the first failing rule's message, or null when the form may be sent. */
export function validateLogin(form: LoginForm): string | null {
  if (!form.username.trim() || !form.password) return loginTexts.emptyCredentials;
  if (!form.code.trim()) return loginTexts.emptyCode;
  return null;
}
