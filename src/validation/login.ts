import { validationTexts as t } from '../i18n/zh-CN/validation';

export interface LoginForm {
  username: string;
  password: string;
  code: string;
}

/**
 * Spec section 5: the first failing rule's message, or null when the form may be sent. The
 * password is not trimmed: spaces may be part of it.
 */
export function validateLogin(form: LoginForm): string | null {
  if (!form.username.trim() || !form.password) return t.loginEmptyCredentials;
  if (!form.code.trim()) return t.loginEmptyCode;
  return null;
}
