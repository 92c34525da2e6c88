import * as loginCalls from '../../../api/contract/login';
import { encryptPassword } from '../../../api/rsa-encrypt';
import { callApi } from '../../../api/transport';
import { acceptToken } from '../../../session/public/session';
import type { LoginForm } from '../../../validation';

/** Key and value the spec keeps in local storage after a login. */
export const LOGIN_TYPE_KEY = 'loginType';
export const LOGIN_TYPE = 'merchant';

/** The form shows the failure itself (and a 500 should not leave the login page for /error/500). */
const quiet = { hideError: true } as const;

/**
 * Sends the login: the password is encrypted with the server's RSA key, and the token the server
 * rotates on success replaces the anonymous session id. Throws the transport's error on failure.
 */
export async function submitLogin(form: LoginForm): Promise<void> {
  const { publicKey } = await callApi(loginCalls.publicKey, {}, quiet);
  const password = await encryptPassword(publicKey, form.password);
  const token = await callApi(
    loginCalls.login,
    {
      username: form.username.trim(),
      password,
      code: form.code.trim(),
      userType: LOGIN_TYPE,
    },
    quiet,
  );
  acceptToken(token);
  try {
    localStorage.setItem(LOGIN_TYPE_KEY, LOGIN_TYPE);
  } catch {
    // Storage can be blocked (private mode, sandboxed iframe); the login itself succeeded.
  }
}
