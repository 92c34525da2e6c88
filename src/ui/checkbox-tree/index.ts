export { CheckboxTree, type CheckboxTreeProps } from './checkbox-tree';
export {
  allLeafKeys,
  checkedWithParents,
  checkStateOf,
  isEditable,
  leafKeysIn,
  leavesOf,
  toggleNode,
  type CheckboxTreeNode,
  type CheckState,
  type TreeKey,
} from './tree-checks';
