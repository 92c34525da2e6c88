import { edit, findById, getMenuList, save, type RoleRow } from '../../../api/contract/system/role';
import { callApi } from '../../../api/transport';
import { roleTexts as t } from '../../../i18n/zh-CN/system-role';
import type { CheckboxTreeNode } from '../../../ui/checkbox-tree';
import { Dialog, useDialogData } from '../../../ui/dialog';
import { menuTreeNodes } from './menu-tree-nodes';
import { RoleForm, type RoleFormValues } from './role-form';

export interface RoleFormDialogProps {
  /** The row to edit; null adds a role. */
  row: RoleRow | null;
  onSaved: () => void;
  onClose: () => void;
}

interface Loaded {
  nodes: CheckboxTreeNode[];
  initial: RoleFormValues;
  /** The role as read (its version), for an edit. */
  role: { id: number; version: number; grantsAll: boolean } | null;
}

async function load(row: RoleRow | null): Promise<Loaded> {
  const [menus, role] = await Promise.all([callApi(getMenuList, {}), row ? callApi(findById, { id: row.id }) : Promise.resolve(null)]);
  const nodes = menuTreeNodes(menus);
  if (!role) return { nodes, initial: { name: '', remark: '', menuIds: [] }, role: null };
  return {
    nodes,
    initial: { name: role.name, remark: role.remark, menuIds: role.menuIds },
    role: { id: role.id, version: role.version, grantsAll: role.grantsAll },
  };
}

/** Adds a role or edits one (with the version read): name, remark and the menus and buttons it grants. */
export function RoleFormDialog({ row, onSaved, onClose }: RoleFormDialogProps) {
  const loaded = useDialogData(() => load(row), row, onClose);
  const title = row ? t.editRole : t.addRole;
  const submit = async (values: RoleFormValues) => {
    const role = loaded?.role;
    await (role
      ? callApi(edit, { id: role.id, version: role.version, ...values }, { hideError: true })
      : callApi(save, values, { hideError: true }));
    onSaved();
  };
  return (
    <Dialog open title={title} onClose={onClose} width={720}>
      {loaded ? (
        <RoleForm
          label={title}
          initial={loaded.initial}
          nodes={loaded.nodes}
          grantsAll={loaded.role?.grantsAll ?? false}
          onSubmit={submit}
          onCancel={onClose}
        />
      ) : (
        <p role="status">{t.loading}</p>
      )}
    </Dialog>
  );
}
