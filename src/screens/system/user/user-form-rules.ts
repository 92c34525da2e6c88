import { passwordProblem, passwordRuleMessages } from '../../../api/contract/system/password-rule';
import { userTexts as t } from '../../../i18n/zh-CN/system-user';
import { uiTexts } from '../../../i18n/zh-CN/ui';
import { validateMobileOrAccount } from '../../../validation';

/** What the user dialog edits; the passwords only when adding. */
export interface UserFormValues {
  mobile: string;
  name: string;
  roleIds: number[];
  enabled: 'Y' | 'N';
  password: string;
  confirm: string;
}

export type UserField = keyof UserFormValues;

/** Fields in the order of the form (the first invalid one takes the focus). */
export const USER_FIELDS: readonly UserField[] = ['mobile', 'name', 'roleIds', 'enabled', 'password', 'confirm'];

const NAME_MAX = 20;

/** The message of one field, or null; the same rules as the contract, plus the password's strength and match. */
export function userFieldProblem(field: UserField, v: UserFormValues, adding: boolean): string | null {
  switch (field) {
    case 'mobile':
      return validateMobileOrAccount(v.mobile);
    case 'name':
      if (v.name.trim() === '') return uiTexts.required(t.name);
      return [...v.name.trim()].length > NAME_MAX ? t.tooLong(t.name, NAME_MAX) : null;
    case 'roleIds':
      return v.roleIds.length === 0 ? t.chooseRoles : null;
    case 'password':
      return adding ? passwordProblem(v.password, v.mobile.trim()) : null;
    case 'confirm':
      return adding && v.confirm !== v.password ? passwordRuleMessages.mismatch : null;
    default:
      return null;
  }
}

/** Every invalid field's message, by field. */
export function userFormProblems(v: UserFormValues, adding: boolean): Partial<Record<UserField, string>> {
  const found: Partial<Record<UserField, string>> = {};
  for (const field of USER_FIELDS) {
    const message = userFieldProblem(field, v, adding);
    if (message) found[field] = message;
  }
  return found;
}
