import { publicKey } from '../../../api/contract/login';
import { add, checkMobilePhone, update } from '../../../api/contract/system/user';
import { encryptPassword } from '../../../api/rsa-encrypt';
import { callApi } from '../../../api/transport';
import type { UserFormValues } from './user-form-rules';

/** The dialog shows a refusal itself. */
const quiet = { hideError: true } as const;

/** The user being edited: its id and the version read. */
export interface EditedUser {
  id: number;
  version: number;
}

/**
 * Saves the dialog's values: first asks whether the mobile is free as an account ('taken' if not),
 * then adds (the initial password RSA-encrypted under the login's public key, as the login sends
 * it) or updates with the version read. Rejects with the transport's error on a refusal.
 */
export async function saveUser(values: UserFormValues, user: EditedUser | null): Promise<'taken' | 'saved'> {
  const mobile = values.mobile.trim();
  const { available } = await callApi(checkMobilePhone, user ? { mobile, id: user.id } : { mobile }, quiet);
  if (!available) return 'taken';
  const fields = { mobile, name: values.name.trim(), roleIds: values.roleIds, enabled: values.enabled };
  if (user) {
    await callApi(update, { id: user.id, version: user.version, ...fields }, quiet);
  } else {
    const key = await callApi(publicKey, {}, quiet);
    await callApi(add, { ...fields, password: await encryptPassword(key.publicKey, values.password) }, quiet);
  }
  return 'saved';
}
