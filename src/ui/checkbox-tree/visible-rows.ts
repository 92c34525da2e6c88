import type { CheckboxTreeNode, TreeKey } from './tree-checks';

/** A node on screen, in display order: the tree's items are these rows, flat (their level says the nesting). */
export interface VisibleRow {
  node: CheckboxTreeNode;
  /** 1 for a top node. */
  level: number;
  parent: TreeKey | null;
  /** A disabled ancestor disables the subtree. */
  ancestorDisabled: boolean;
  expanded: boolean;
  /** Place among its siblings, from 1, and their number (aria-posinset, aria-setsize). */
  position: number;
  setSize: number;
}

/**
 * Whether `node` is open: nodes above `defaultDepth` start open, and `toggled` holds the ones the
 * user opened or closed since (so nodes that arrive later still get the default).
 */
export function isExpanded(node: CheckboxTreeNode, level: number, defaultDepth: number, toggled: ReadonlySet<TreeKey>): boolean {
  if ((node.children?.length ?? 0) === 0) return false;
  return level <= defaultDepth !== toggled.has(node.key);
}

/** The rows on screen: every node whose ancestors are all open, depth first. */
export function visibleRows(
  nodes: readonly CheckboxTreeNode[],
  defaultDepth: number,
  toggled: ReadonlySet<TreeKey>,
  level = 1,
  parent: TreeKey | null = null,
  ancestorDisabled = false,
): VisibleRow[] {
  return nodes.flatMap((node, index) => {
    const expanded = isExpanded(node, level, defaultDepth, toggled);
    const row: VisibleRow = { node, level, parent, ancestorDisabled, expanded, position: index + 1, setSize: nodes.length };
    if (!expanded) return [row];
    const off = ancestorDisabled || node.disabled === true;
    return [row, ...visibleRows(node.children ?? [], defaultDepth, toggled, level + 1, node.key, off)];
  });
}
