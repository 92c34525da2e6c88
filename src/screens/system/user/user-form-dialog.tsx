import { findById, getRoleList, type UserRow } from '../../../api/contract/system/user';
import { callApi } from '../../../api/transport';
import { userTexts as t } from '../../../i18n/zh-CN/system-user';
import { Dialog, useDialogData } from '../../../ui/dialog';
import type { EditedUser } from './save-user';
import { UserForm, type RoleChoice } from './user-form';
import type { UserFormValues } from './user-form-rules';

export interface UserFormDialogProps {
  /** The row to edit; null adds a user. */
  row: UserRow | null;
  onSaved: () => void;
  onClose: () => void;
}

interface Loaded {
  user: EditedUser | null;
  initial: UserFormValues;
  roles: RoleChoice[];
}

const EMPTY: UserFormValues = { mobile: '', name: '', roleIds: [], enabled: 'Y', password: '', confirm: '' };

/**
 * The roles the editor may give, plus the ones the user holds that the editor may not (kept, not
 * changeable); for an edit the user as it is now, with the version read.
 */
async function load(row: UserRow | null): Promise<Loaded> {
  const [given, user] = await Promise.all([callApi(getRoleList, {}), row ? callApi(findById, { id: row.id }) : Promise.resolve(null)]);
  const roles: RoleChoice[] = given.map((r) => ({ id: r.id, name: r.name, locked: false }));
  if (!user) return { user: null, initial: EMPTY, roles };
  const held = user.roles.filter((r) => !given.some((g) => g.id === r.id)).map((r) => ({ ...r, locked: true }));
  return {
    user: { id: user.id, version: user.version },
    initial: { ...EMPTY, mobile: user.mobile, name: user.name, roleIds: user.roleIds, enabled: user.enabled },
    roles: [...roles, ...held],
  };
}

/** Adds a user (with an initial password) or edits one. */
export function UserFormDialog({ row, onSaved, onClose }: UserFormDialogProps) {
  const loaded = useDialogData(() => load(row), row, onClose);
  return (
    <Dialog open title={row ? t.editUser : t.addUser} onClose={onClose} width={600}>
      {loaded ? (
        <UserForm user={loaded.user} initial={loaded.initial} roles={loaded.roles} onSaved={onSaved} onCancel={onClose} />
      ) : (
        <p role="status">{t.loading}</p>
      )}
    </Dialog>
  );
}
