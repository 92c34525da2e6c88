/** A key of a tree node (a menu id, a code). */
export type TreeKey = string | number;

/** One node of a checkbox tree: a parent (with children) or a leaf. */
export interface CheckboxTreeNode {
  key: TreeKey;
  label: string;
  /** Small text after the label, also its description (e.g. the calls a permission opens). @default undefined */
  hint?: string;
  /** Cannot be checked or unchecked by the user; a disabled parent disables its subtree. @default false */
  disabled?: boolean;
  /** @default [] (a leaf) */
  children?: readonly CheckboxTreeNode[];
}

/** `aria-checked` of a node: a parent is derived from its leaves. */
export type CheckState = 'true' | 'false' | 'mixed';

const isParent = (node: CheckboxTreeNode): boolean => (node.children?.length ?? 0) > 0;

/** The leaves under `node` (itself for a leaf), each with whether the user may change it. */
export function leavesOf(node: CheckboxTreeNode, disabled = false): { key: TreeKey; editable: boolean }[] {
  const off = disabled || node.disabled === true;
  if (!isParent(node)) return [{ key: node.key, editable: !off }];
  return node.children!.flatMap((child) => leavesOf(child, off));
}

/** Checked when all its leaves are, unchecked when none is, else mixed. */
export function checkStateOf(node: CheckboxTreeNode, checked: ReadonlySet<TreeKey>): CheckState {
  const leaves = leavesOf(node);
  const on = leaves.filter((leaf) => checked.has(leaf.key)).length;
  if (on === 0) return 'false';
  return on === leaves.length ? 'true' : 'mixed';
}

/** Whether the user may toggle `node`: neither it nor an ancestor is disabled, and some leaf under it is editable. */
export function isEditable(node: CheckboxTreeNode, ancestorDisabled = false): boolean {
  return leavesOf(node, ancestorDisabled).some((leaf) => leaf.editable);
}

/**
 * The checked leaves after the user toggles `node`: its editable leaves all become checked, or all
 * unchecked when every one of them already is. Leaves the user may not change keep their state.
 */
export function toggleNode(node: CheckboxTreeNode, checked: ReadonlySet<TreeKey>, ancestorDisabled = false): Set<TreeKey> {
  const editable = leavesOf(node, ancestorDisabled)
    .filter((leaf) => leaf.editable)
    .map((leaf) => leaf.key);
  const next = new Set(checked);
  const allOn = editable.every((key) => checked.has(key));
  for (const key of editable) {
    if (allOn) next.delete(key);
    else next.add(key);
  }
  return next;
}

/** Every key of the trees' leaves, in order. */
export function allLeafKeys(nodes: readonly CheckboxTreeNode[]): TreeKey[] {
  return nodes.flatMap((node) => leavesOf(node).map((leaf) => leaf.key));
}

/** Only the keys of `keys` that are leaves of the trees (a parent's state follows from its leaves). */
export function leafKeysIn(nodes: readonly CheckboxTreeNode[], keys: Iterable<TreeKey>): TreeKey[] {
  const wanted = new Set(keys);
  return allLeafKeys(nodes).filter((key) => wanted.has(key));
}

/**
 * The checked leaves with every parent that is checked or mixed, depth first: what a role saves
 * (a page counts as granted once one of its buttons is).
 */
export function checkedWithParents(nodes: readonly CheckboxTreeNode[], checked: Iterable<TreeKey>): TreeKey[] {
  const set = new Set(checked);
  return nodes.flatMap((node) => {
    if (checkStateOf(node, set) === 'false') return [];
    return isParent(node) ? [node.key, ...checkedWithParents(node.children!, set)] : [node.key];
  });
}
