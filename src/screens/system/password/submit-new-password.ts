import { publicKey } from '../../../api/contract/login';
import { changePassword } from '../../../api/contract/system/password';
import { encryptPassword } from '../../../api/rsa-encrypt';
import { callApi } from '../../../api/transport';

/** The step shows the failure itself. */
const quiet = { hideError: true } as const;

/** Sends the new password RSA-encrypted with the server's key, as the login does (src/api/rsa-encrypt.ts). */
export async function submitNewPassword(password: string): Promise<void> {
  const { publicKey: key } = await callApi(publicKey, {}, quiet);
  await callApi(changePassword, { password: await encryptPassword(key, password) }, quiet);
}
