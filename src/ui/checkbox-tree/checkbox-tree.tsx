import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useStyles } from '../styles/use-styles';
import { checkboxTreeStyles } from './checkbox-tree.styles';
import { checkStateOf, isEditable, leafKeysIn, toggleNode, type CheckboxTreeNode, type TreeKey } from './tree-checks';
import { visibleRows, type VisibleRow } from './visible-rows';

export interface CheckboxTreeProps {
  /** The top nodes. */
  nodes: readonly CheckboxTreeNode[];
  /** Keys of the checked leaves (keys of parents are ignored: a parent follows its leaves). */
  checked: readonly TreeKey[];
  /** The checked leaves after the user toggled a node. */
  onChange: (checked: TreeKey[]) => void;
  /** Accessible name of the tree. */
  label: string;
  /** Nothing can be toggled (the tree still opens, closes and takes focus). @default false */
  disabled?: boolean;
  /** Levels open at first: 1 shows the top nodes' children. @default 1 */
  defaultExpandedDepth?: number;
}

const NAV_KEYS = new Set(['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End', ' ']);

/**
 * A tree of tri-state checkboxes (WAI-ARIA tree pattern, `aria-checked` on each treeitem): toggling
 * a parent checks or unchecks its editable leaves, a partly checked parent is `mixed`. Keys: Up
 * and Down move, Right opens or enters, Left closes or goes to the parent, Home and End, Space
 * toggles; one item is in the tab order. The mouse toggles on a row and opens on its arrow.
 * Part: `tree`. Styled through the `--irr-*` tokens.
 */
export function CheckboxTree({ nodes, checked, onChange, label, disabled = false, defaultExpandedDepth = 1 }: CheckboxTreeProps) {
  useStyles(checkboxTreeStyles);
  const idBase = useId();
  const [toggled, setToggled] = useState<ReadonlySet<TreeKey>>(() => new Set());
  const [focusKey, setFocusKey] = useState<TreeKey | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const checkedSet = useMemo(() => new Set(leafKeysIn(nodes, checked)), [nodes, checked]);
  const rows = useMemo(() => visibleRows(nodes, defaultExpandedDepth, toggled), [nodes, defaultExpandedDepth, toggled]);
  const tabbable = rows.find((r) => r.node.key === focusKey)?.node.key ?? rows[0]?.node.key;

  /** The key of the item an event happened in. */
  const rowKeyOf = (target: EventTarget | null): TreeKey | undefined => {
    const item = target instanceof Element ? target.closest('[role="treeitem"]') : null;
    return rows.find((r) => String(r.node.key) === item?.getAttribute('data-key'))?.node.key;
  };
  const flip = (key: TreeKey) =>
    setToggled((all) => {
      const next = new Set(all);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const toggleCheck = (row: Pick<VisibleRow, 'node' | 'ancestorDisabled'>) => {
    if (disabled || !isEditable(row.node, row.ancestorDisabled)) return;
    onChange([...toggleNode(row.node, checkedSet, row.ancestorDisabled)]);
  };
  const moveTo = (row: VisibleRow | undefined) => {
    if (!row) return;
    setFocusKey(row.node.key);
    items.current.get(String(row.node.key))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!NAV_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const at = rows.findIndex((r) => r.node.key === rowKeyOf(event.target));
    const row = rows[at];
    if (!row) return;
    event.preventDefault();
    const hasChildren = (row.node.children?.length ?? 0) > 0;
    if (event.key === 'ArrowDown') moveTo(rows[at + 1]);
    else if (event.key === 'ArrowUp') moveTo(rows[at - 1]);
    else if (event.key === 'Home') moveTo(rows[0]);
    else if (event.key === 'End') moveTo(rows[rows.length - 1]);
    else if (event.key === 'ArrowRight' && hasChildren) {
      if (row.expanded) moveTo(rows[at + 1]);
      else flip(row.node.key);
    } else if (event.key === 'ArrowLeft') {
      if (row.expanded) flip(row.node.key);
      else moveTo(rows.find((r) => r.node.key === row.parent));
    } else if (event.key === ' ') toggleCheck(row);
  };
  // focus moved by a click or by Tab: that item becomes the one in the tab order
  const onFocus = (event: FocusEvent) => {
    const key = rowKeyOf(event.target);
    if (key !== undefined) setFocusKey(key);
  };

  const renderRow = ({ node, level, ancestorDisabled, expanded, position, setSize }: VisibleRow) => {
    const key = String(node.key);
    const parent = (node.children?.length ?? 0) > 0;
    const editable = !disabled && isEditable(node, ancestorDisabled);
    return (
      <li
        key={key}
        role="treeitem"
        data-key={key}
        className="irr-tree-row"
        style={{ paddingLeft: (level - 1) * 20 }}
        aria-level={level}
        aria-setsize={setSize}
        aria-posinset={position}
        aria-checked={checkStateOf(node, checkedSet)}
        aria-expanded={parent ? expanded : undefined}
        aria-disabled={editable ? undefined : true}
        aria-describedby={node.hint ? `${idBase}-${key}-hint` : undefined}
        tabIndex={node.key === tabbable ? 0 : -1}
        ref={(el) => {
          if (el) items.current.set(key, el);
          else items.current.delete(key);
        }}
        onClick={() => toggleCheck({ node, ancestorDisabled })}
      >
        <span
          className="irr-tree-twisty"
          aria-hidden="true"
          data-parent={parent ? '' : undefined}
          onClick={(e) => {
            if (!parent) return;
            e.stopPropagation();
            flip(node.key);
          }}
        />
        <span className="irr-tree-box" aria-hidden="true" />
        <span className="irr-tree-label">{node.label}</span>
        {/* a description, not part of the name: the label stays short for screen readers */}
        {node.hint && (
          <span id={`${idBase}-${key}-hint`} className="irr-tree-hint" aria-hidden="true" title={node.hint}>
            {node.hint}
          </span>
        )}
      </li>
    );
  };

  return (
    <ul role="tree" aria-label={label} className="irr-checkbox-tree" part="tree" onKeyDown={onKeyDown} onFocus={onFocus}>
      {rows.map(renderRow)}
    </ul>
  );
}
