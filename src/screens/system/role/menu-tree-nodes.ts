import type { RoleMenuNode } from '../../../api/contract/system/role';
import { roleTexts as t } from '../../../i18n/zh-CN/system-role';
import type { CheckboxTreeNode } from '../../../ui/checkbox-tree';

/**
 * The role screen's tree (groups > pages > buttons) as checkbox-tree nodes keyed by menu id: a node
 * the editor may not grant is disabled, a button shows the calls its permission opens.
 */
export function menuTreeNodes(menus: readonly RoleMenuNode[]): CheckboxTreeNode[] {
  return menus.map((menu) => ({
    key: menu.id,
    label: menu.name,
    hint: menu.calls.length > 0 ? t.callsHint(menu.calls) : undefined,
    disabled: !menu.grantable,
    children: menuTreeNodes(menu.children),
  }));
}
